import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { httpError } from '@skiclub/shared/errors';
import type { FeeType, FeeTypePayload } from '@skiclub/shared/schemas/admin';
import { fieldMessages, memoryCrud, renderScreen } from '../crud/testing/screenTesting';
import { FeeTypesScreen } from '.';

configure({ defaultHidden: true });

describe('/admin/kampucrettipleri (FeeTypesScreen)', () => {
  it('name required and at least 2 characters; a duplicate’s 409 lands under the name', async () => {
    const service = memoryCrud<FeeType, FeeTypePayload>('/api/kampucrettipi', [], {
      create: vi.fn(() => Promise.reject(httpError(409, { mesaj: 'Bu kamp ücret tipi zaten kayıtlı.', hatalar: { ad: 'Bu kamp ücret tipi zaten kayıtlı.' } }))),
    });
    renderScreen(<FeeTypesScreen service={service} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(fieldMessages()).toEqual(['Ad alanı zorunludur.']));
    fireEvent.change(screen.getByLabelText('Ad'), { target: { value: 'E' } });
    await waitFor(() => expect(fieldMessages()).toEqual(['Ad en az 2 karakter olmalıdır.']));
    fireEvent.change(screen.getByLabelText('Ad'), { target: { value: 'Euro' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(service.create).toHaveBeenCalledWith({ ad: 'Euro', aktif: true }));
    await waitFor(() => expect(fieldMessages()).toEqual(['Bu kamp ücret tipi zaten kayıtlı.']));
  });
});

import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failAnswer } from '@skiclub/shared/testing';
import { serveAdminApi } from '../crud/testing/adminApi';
import type { FeeType, FeeTypePayload } from '@skiclub/shared/schemas/admin';
import { fieldMessages, renderScreen } from '../crud/testing/screenTesting';
import { serveCollection } from '../crud/testing/serveCollection';
import { FeeTypesScreen } from '.';

configure({ defaultHidden: true });

const api = serveAdminApi();

describe('/admin/kampucrettipleri (FeeTypesScreen)', () => {
  it('name required and at least 2 characters; a duplicate’s 409 lands under the name', async () => {
    const service = serveCollection<FeeType, FeeTypePayload>(api, '/api/kampucrettipi', [], {
      create: failAnswer(409, 'Bu kamp ücret tipi zaten kayıtlı.', { ad: 'Bu kamp ücret tipi zaten kayıtlı.' }),
    });
    renderScreen(<FeeTypesScreen />);
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

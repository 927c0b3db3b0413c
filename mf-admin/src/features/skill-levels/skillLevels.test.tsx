import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveAdminApi } from '../crud/testing/adminApi';
import type { SkillLevel, SkillLevelPayload } from '@skiclub/shared/schemas/admin';
import { bodyRows, cells, fieldMessages, renderScreen, uuid } from '../crud/testing/screenTesting';
import { serveCollection } from '../crud/testing/serveCollection';
import { SkillLevelsScreen } from '.';

configure({ defaultHidden: true });

const api = serveAdminApi();

describe('/admin/kaymaseviyeleri (SkillLevelsScreen)', () => {
  it('keeps the API’s order (beginner up); name at least 2 characters; updates the edited level', async () => {
    const rows: SkillLevel[] = [
      { id: uuid(1), kaymaSeviyesiAdi: 'Başlangıç', aktif: true },
      { id: uuid(2), kaymaSeviyesiAdi: 'Orta', aktif: true },
      { id: uuid(3), kaymaSeviyesiAdi: 'İleri', aktif: false },
    ];
    const service = serveCollection<SkillLevel, SkillLevelPayload>(api, '/api/kaymaseviyesi', rows);
    renderScreen(<SkillLevelsScreen />);
    await waitFor(() => expect(bodyRows().map((_, i) => cells(i).slice(1, 3))).toEqual([['Başlangıç', 'Aktif'], ['Orta', 'Aktif'], ['İleri', 'Pasif']]));
    fireEvent.click(screen.getByLabelText('İleri düzenle'));
    await waitFor(() => expect((screen.getByLabelText('Kayma Seviyesi') as HTMLInputElement).value).toBe('İleri'));
    fireEvent.change(screen.getByLabelText('Kayma Seviyesi'), { target: { value: 'İ' } });
    await waitFor(() => expect(fieldMessages()).toEqual(['Kayma seviyesi adı en az 2 karakter olmalıdır.']));
    fireEvent.change(screen.getByLabelText('Kayma Seviyesi'), { target: { value: 'İleri Seviye' } });
    fireEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(service.update).toHaveBeenCalledWith(uuid(3), { kaymaSeviyesiAdi: 'İleri Seviye', aktif: false }));
    expect(await screen.findByText('Kayma seviyesi başarıyla güncellendi.')).toBeInTheDocument();
  });
});

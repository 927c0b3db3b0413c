import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCity, CityPayload } from '@skiclub/shared/schemas/admin';
import { serveLookups } from '../lookups/api/serveLookups';
import { failAnswer } from '@skiclub/shared/testing';
import { bodyRows, cells, choose, chosen, fieldMessages, openOptions, renderScreen, uuid } from '../crud/testing/screenTesting';
import { serveCollection } from '../crud/testing/serveCollection';
import { CitiesScreen } from '.';

configure({ defaultHidden: true });

const api = serveLookups(() => ({
  countries: [
    { id: uuid(102), ulkeAdi: 'Avusturya', aktif: true },
    { id: uuid(101), ulkeAdi: 'Türkiye', aktif: true },
  ],
}));

const TR = uuid(101);
const city = (n: number, sehirAdi: string): AdminCity => ({ id: uuid(n), sehirAdi, ulkeId: TR, ulkeAdi: 'Türkiye', aktif: true });
/** 81 provinces → 9 pages of 10. */
const provinces = Array.from({ length: 81 }, (_, i) => city(i + 1, `İl ${String(i + 1).padStart(2, '0')}`));
const pagerPages = () => Array.from(document.querySelectorAll('.ant-pagination-item')).map((li) => Number(li.textContent));

describe('/admin/sehirler (CitiesScreen)', () => {
  it('81 provinces: 9 pages, ellipses past 7 pages with a window of 2 around the current page', async () => {
    serveCollection(api, '/api/sehir', provinces);
    renderScreen(<CitiesScreen />);
    expect(screen.getByRole('heading', { name: 'Şehirler' })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(cells(0).slice(0, 3)).toEqual(['1', 'İl 01', 'Türkiye']);
    expect(pagerPages()).toEqual([1, 2, 3, 9]);
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(pagerPages()).toEqual([1, 2, 3, 4, 5, 9]));
    fireEvent.click(screen.getByTitle('5'));
    await waitFor(() => expect(pagerPages()).toEqual([1, 3, 4, 5, 6, 7, 9]));
    await waitFor(() => expect(cells(0)[0]).toBe('41'));
    fireEvent.click(screen.getByTitle('9'));
    await waitFor(() => expect(pagerPages()).toEqual([1, 7, 8, 9]));
  });

  it('country picker with search; the spec’s messages; saves ulkeId, the trimmed name and Aktif', async () => {
    const service = serveCollection<AdminCity, CityPayload>(api, '/api/sehir', []);
    renderScreen(<CitiesScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(fieldMessages()).toEqual(['Ülke seçimi zorunludur.', 'Şehir adı alanı zorunludur.']));
    expect(await openOptions('Ülke', 'tür')).toEqual(['Türkiye']);
    await choose('Ülke', 'Türkiye');
    await waitFor(() => expect(chosen('Ülke')).toBe('Türkiye'));
    fireEvent.change(screen.getByLabelText('Şehir Adı'), { target: { value: 'E' } });
    await waitFor(() => expect(fieldMessages()).toEqual(['Şehir adı en az 2 karakter olmalıdır.']));
    fireEvent.change(screen.getByLabelText('Şehir Adı'), { target: { value: ' Erzurum ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(service.create).toHaveBeenCalledWith({ ulkeId: TR, sehirAdi: 'Erzurum', aktif: true }));
    expect(await screen.findByText('Şehir başarıyla eklendi.')).toBeInTheDocument();
  });

  it('asks in a modal before deleting, then says so and reloads', async () => {
    const service = serveCollection<AdminCity, CityPayload>(api, '/api/sehir', [city(1, 'Erzurum')]);
    renderScreen(<CitiesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Erzurum sil' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.ant-modal-confirm-title')?.textContent).toBe('Bu şehri silmek istediğinizden emin misiniz?');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Sil' })));
    await waitFor(() => expect(service.remove).toHaveBeenCalledWith(uuid(1)));
    expect(await screen.findByText('Şehir başarıyla silindi.')).toBeInTheDocument();
    await waitFor(() => expect(service.list).toHaveBeenCalledTimes(2));
  });

  it('a load failure shows “Şehirler yüklenirken hata oluştu.”', async () => {
    serveCollection(api, '/api/sehir', [], { list: failAnswer(500) });
    renderScreen(<CitiesScreen />);
    expect(await screen.findByText('Şehirler yüklenirken hata oluştu.')).toBeInTheDocument();
  });
});

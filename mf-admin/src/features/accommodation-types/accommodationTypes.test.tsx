import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccommodationType, AccommodationTypePayload, RoomType } from '@skiclub/shared/schemas/admin';
import { cells, choose, chosen, fieldMessages, formLabels, openOptions, renderScreen, uuid } from '../crud/testing/screenTesting';
import { serveCollection } from '../crud/testing/serveCollection';
import { serveLookups, type LookupAnswers } from '../lookups/api/serveLookups';
import { AccommodationTypesScreen } from '.';
import { roomTypeOptions } from './api/service';

configure({ defaultHidden: true });


const rooms: RoomType[] = [
  { id: uuid(401), odaTipiAdi: 'Suit', otelId: uuid(301), otelAdi: 'Polat Palandöken', aktif: true },
  { id: uuid(402), odaTipiAdi: 'Suit', otelId: uuid(302), otelAdi: 'Erciyes Dağ Oteli', aktif: false },
];
const family: AccommodationType = {
  id: uuid(1),
  konaklamaTipiAdi: '2 Yetişkin + 1 Çocuk',
  odaTipiId: uuid(401),
  odaTipiAdi: 'Suit',
  otelAdi: 'Polat Palandöken',
  yetiskinSayisi: 2,
  cocuk06Sayisi: 0,
  cocuk611Sayisi: 1,
  aktif: true,
};

let lookups: LookupAnswers = {};
const api = serveLookups(() => lookups);

afterEach(() => vi.restoreAllMocks());

describe('/admin/konaklamatipleri (AccommodationTypesScreen)', () => {
  it('room types are offered with their hotel; defaults 1 adult, no children; the spec’s messages; the counts are sent', async () => {
    lookups = { roomTypes: rooms };
    const service = serveCollection<AccommodationType, AccommodationTypePayload>(api, '/api/KonaklamaTipi', [family]);
    renderScreen(<AccommodationTypesScreen />);
    await waitFor(() => expect(cells(0)).toEqual(['1', '2 Yetişkin + 1 Çocuk', 'Polat Palandöken – Suit', '2', '0', '1', 'Aktif', '']));
    expect((screen.getByLabelText('Yetişkin Sayısı') as HTMLInputElement).value).toBe('1');
    expect(formLabels()).toEqual([
      ['Oda Tipi', true],
      ['Konaklama Tipi Adı', true],
      ['Yetişkin Sayısı', true],
      ['Çocuk (0-6) Sayısı', false],
      ['Çocuk (6-11) Sayısı', false],
      ['Aktif', false],
    ]);
    expect((screen.getByLabelText('Çocuk (0-6) Sayısı') as HTMLInputElement).value).toBe('0');
    expect(await openOptions('Oda Tipi')).toEqual(['Erciyes Dağ Oteli – Suit (Pasif)', 'Polat Palandöken – Suit']);
    fireEvent.change(screen.getByLabelText('Yetişkin Sayısı'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Konaklama Tipi Adı'), { target: { value: 'K' } });
    await waitFor(() => expect(fieldMessages()).toEqual(['Konaklama tipi adı en az 2 karakter olmalıdır.', 'Yetişkin sayısı 1 ile 3 arasında olmalıdır.']));
    await choose('Oda Tipi', 'Polat Palandöken – Suit');
    fireEvent.change(screen.getByLabelText('Konaklama Tipi Adı'), { target: { value: 'Üç Yetişkin' } });
    fireEvent.change(screen.getByLabelText('Yetişkin Sayısı'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() =>
      expect(service.create).toHaveBeenCalledWith({ odaTipiId: uuid(401), konaklamaTipiAdi: 'Üç Yetişkin', yetiskinSayisi: 3, cocuk06Sayisi: 0, cocuk611Sayisi: 0, aktif: true }),
    );
    expect(await screen.findByText('Konaklama tipi başarıyla eklendi.')).toBeInTheDocument();
  });

  it('editing fills the room type and the counts', async () => {
    lookups = { roomTypes: rooms };
    serveCollection(api, '/api/KonaklamaTipi', [family]);
    renderScreen(<AccommodationTypesScreen />);
    fireEvent.click(await screen.findByLabelText('Polat Palandöken Suit 2 Yetişkin + 1 Çocuk düzenle'));
    await waitFor(() => expect(chosen('Oda Tipi')).toBe('Polat Palandöken – Suit'));
    expect((screen.getByLabelText('Yetişkin Sayısı') as HTMLInputElement).value).toBe('2');
    expect((screen.getByLabelText('Çocuk (6-11) Sayısı') as HTMLInputElement).value).toBe('1');
  });

  it('a failed room type list alerts the spec’s text and offers nothing', async () => {
    lookups = { roomTypes: 'fail' };
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    expect(await roomTypeOptions()).toEqual([]);
    expect(alert).toHaveBeenCalledWith('Oda tipleri yüklenirken hata oluştu.');
  });
});

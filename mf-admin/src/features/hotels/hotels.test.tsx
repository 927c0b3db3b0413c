import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failAnswer } from '@skiclub/shared/testing';
import type { Hotel, HotelPayload } from '@skiclub/shared/schemas/admin';
import { serveLookups } from '../lookups/api/serveLookups';
import { choose, chosen, fieldMessages, formLabels, openOptions, renderScreen, uuid } from '../crud/testing/screenTesting';
import { serveCollection } from '../crud/testing/serveCollection';
import { HotelsScreen } from '.';

configure({ defaultHidden: true });

const api = serveLookups(() => ({
  countries: [
    { id: uuid(101), ulkeAdi: 'Türkiye', aktif: true },
    { id: uuid(102), ulkeAdi: 'Avusturya', aktif: true },
  ],
  cities: [
    { id: uuid(201), sehirAdi: 'Erzurum', ulkeId: uuid(101), ulkeAdi: 'Türkiye', aktif: true },
    { id: uuid(202), sehirAdi: 'Bursa', ulkeId: uuid(101), ulkeAdi: 'Türkiye', aktif: true },
    { id: uuid(203), sehirAdi: 'Innsbruck', ulkeId: uuid(102), ulkeAdi: 'Avusturya', aktif: true },
  ],
}));

const TR = uuid(101);
const AT = uuid(102);
const ERZURUM = uuid(201);
const INNSBRUCK = uuid(203);
const polat: Hotel = { id: uuid(1), otelAdi: 'Polat Palandöken', ulkeId: TR, ulkeAdi: 'Türkiye', sehirId: ERZURUM, sehirAdi: 'Erzurum', aktif: true };

describe('/admin/oteller (HotelsScreen)', () => {
  it('country → city cascade: the cities of the chosen country; a new country clears the city', async () => {
    const service = serveCollection<Hotel, HotelPayload>(api, '/api/otel', []);
    renderScreen(<HotelsScreen />);
    // The form, made from the columns: the pickers first, then the name and the switch.
    expect(formLabels()).toEqual([
      ['Ülke', true],
      ['Şehir', true],
      ['Otel Adı', true],
      ['Aktif', false],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(fieldMessages()).toEqual(['Ülke seçimi zorunludur.', 'Şehir seçimi zorunludur.', 'Otel adı alanı zorunludur.']));
    await choose('Ülke', 'Türkiye');
    expect(await openOptions('Şehir')).toEqual(['Bursa', 'Erzurum']);
    await choose('Şehir', 'Erzurum');
    await waitFor(() => expect(chosen('Şehir')).toBe('Erzurum'));
    await choose('Ülke', 'Avusturya');
    await waitFor(() => expect(chosen('Şehir')).toBe(''));
    expect(await openOptions('Şehir')).toEqual(['Innsbruck']);
    await choose('Şehir', 'Innsbruck');
    fireEvent.change(screen.getByLabelText('Otel Adı'), { target: { value: 'A' } });
    await waitFor(() => expect(fieldMessages()).toEqual(['Otel adı en az 2 karakter olmalıdır.']));
    fireEvent.change(screen.getByLabelText('Otel Adı'), { target: { value: 'Alpenhof' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(service.create).toHaveBeenCalledWith({ ulkeId: AT, sehirId: INNSBRUCK, otelAdi: 'Alpenhof', aktif: true }));
    expect(await screen.findByText('Otel başarıyla eklendi.')).toBeInTheDocument();
  });

  it('editing fills country and city; the API’s 422 on sehirId lands under the city', async () => {
    const service = serveCollection<Hotel, HotelPayload>(api, '/api/otel', [polat], {
      update: failAnswer(422, 'Gönderilen veriler geçersiz.', { sehirId: 'Seçilen şehir seçilen ülkeye ait değil.' }),
    });
    renderScreen(<HotelsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Polat Palandöken düzenle' }));
    await waitFor(() => expect([chosen('Ülke'), chosen('Şehir')]).toEqual(['Türkiye', 'Erzurum']));
    fireEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    expect(await screen.findByText('Seçilen şehir seçilen ülkeye ait değil.')).toBeInTheDocument();
    expect(service.update).toHaveBeenCalledWith(polat.id, { ulkeId: TR, sehirId: ERZURUM, otelAdi: 'Polat Palandöken', aktif: true });
  });
});

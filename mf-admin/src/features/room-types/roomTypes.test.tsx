import { failAnswer } from '@skiclub/shared/testing';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoomType, RoomTypePayload } from '@skiclub/shared/schemas/admin';
import { serveLookups } from '../lookups/api/serveLookups';
import { cells, choose, fieldMessages, openOptions, renderScreen, uuid } from '../crud/testing/screenTesting';
import { serveCollection } from '../crud/testing/serveCollection';
import { RoomTypesScreen } from '.';

configure({ defaultHidden: true });

const hotel = (n: number, otelAdi: string) => ({ id: uuid(n), otelAdi, ulkeId: uuid(101), ulkeAdi: 'Türkiye', sehirId: uuid(201), sehirAdi: 'Erzurum', aktif: true });
const api = serveLookups(() => ({ hotels: [hotel(301, 'Erciyes Dağ Oteli'), hotel(302, 'Polat Palandöken')] }));

describe('/admin/odatipleri (RoomTypesScreen)', () => {
  it('lists room types with their hotel; hotel picker with search; the spec’s messages; saves otelId and name', async () => {
    const row: RoomType = { id: uuid(1), odaTipiAdi: 'Suit', otelId: uuid(301), otelAdi: 'Erciyes Dağ Oteli', aktif: false };
    const service = serveCollection<RoomType, RoomTypePayload>(api, '/api/odatipi', [row]);
    renderScreen(<RoomTypesScreen />);
    await waitFor(() => expect(cells(0)).toEqual(['1', 'Suit', 'Erciyes Dağ Oteli', 'Pasif', '']));
    fireEvent.change(screen.getByLabelText('Oda Tipi Adı'), { target: { value: 'S' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(fieldMessages()).toEqual(['Otel seçimi zorunludur.', 'Oda tipi adı en az 2 karakter olmalıdır.']));
    expect(await openOptions('Otel', 'pala')).toEqual(['Polat Palandöken']);
    await choose('Otel', 'Polat Palandöken');
    fireEvent.change(screen.getByLabelText('Oda Tipi Adı'), { target: { value: 'Standart Oda' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(service.create).toHaveBeenCalledWith({ otelId: uuid(302), odaTipiAdi: 'Standart Oda', aktif: true }));
    expect(await screen.findByText('Oda tipi başarıyla eklendi.')).toBeInTheDocument();
  });

  it('a load failure shows “Oda tipleri yüklenirken hata oluştu.”', async () => {
    serveCollection(api, '/api/odatipi', [], { list: failAnswer(500) });
    renderScreen(<RoomTypesScreen />);
    expect(await screen.findByText('Oda tipleri yüklenirken hata oluştu.')).toBeInTheDocument();
  });
});

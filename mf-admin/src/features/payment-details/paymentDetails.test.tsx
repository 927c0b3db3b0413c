import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failAnswer, okAnswer } from '@skiclub/shared/testing';
import { serveAdminApi } from '../crud/testing/adminApi';
import type { AdminCamp, PaymentDetail, PaymentDetailInput } from '@skiclub/shared/schemas/admin';
import { PaymentDetailsScreen, turkeyDay } from '.';
import { renderScreen, uuid } from '../crud/testing/screenTesting';
import { serveCollection, type CollectionAnswers } from '../crud/testing/serveCollection';

configure({ defaultHidden: true });

const CAMP: AdminCamp = {
  id: uuid(1),
  kampAdi: 'Palandöken Yılbaşı Kampı',
  ulkeId: uuid(100),
  ulkeAdi: 'Türkiye',
  sehirId: uuid(200),
  sehirAdi: 'Erzurum',
  otelId: uuid(300),
  otelAdi: 'Polat Palandöken',
  baslangicTarihi: '2026-12-28',
  bitisTarihi: '2027-01-03',
  kampUcretTipiId: uuid(400),
  kampUcretTipiAdi: 'TL',
  aktif: true,
  gorselUrl: null,
};

function detail(n: number, over: Partial<PaymentDetail> = {}): PaymentDetail {
  return {
    id: uuid(n),
    kampId: CAMP.id,
    kampAdi: CAMP.kampAdi,
    kullaniciId: uuid(50 + n),
    kullaniciAdSoyad: 'Ayşe Yılmaz',
    kullaniciAdi: 'uye',
    toplamTl: 96000,
    toplamEuro: 1980,
    toplamUsd: 2280,
    odemeDurumu: false,
    odemeTarihi: null,
    kampaKayitId: null,
    bankaReferansNo: null,
    ...over,
  };
}

const api = serveAdminApi({ 'GET /api/kamp/ara': okAnswer([CAMP]), 'GET /api/kamp': okAnswer([CAMP]) });

/** Serves the payment details (and the camp picker's camps) from the stand-in API and renders the screen. */
function renderView(rows: PaymentDetail[], answers: CollectionAnswers = {}) {
  const calls = serveCollection<PaymentDetail, PaymentDetailInput>(api, '/api/odemedetay', rows, answers);
  renderScreen(<PaymentDetailsScreen />);
  return calls;
}

const bodyRows = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row'));
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function pickCamp() {
  const combo = screen.getByRole('combobox', { name: 'Kamp' });
  fireEvent.mouseDown(combo);
  fireEvent.change(combo, { target: { value: 'Pala' } });
  const option = await screen.findByText('Palandöken Yılbaşı Kampı (28.12.2026)', { selector: '.ant-select-item-option-content' });
  fireEvent.click(option);
}

describe('/admin/odemedetaylari (PaymentDetailsScreen)', () => {
  it('lists #, camp, user ID, totals TL/EURO/USD in Turkish money format and the payment state', async () => {
    renderView([detail(1, { odemeDurumu: true, odemeTarihi: '2026-11-09T22:30:00.000Z', bankaReferansNo: '230422096719', toplamTl: 68400, toplamEuro: 1410.31, toplamUsd: 1628.57 })]);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const cells = within(bodyRows()[0]!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 6)).toEqual(['1', 'Palandöken Yılbaşı Kampı', `${uuid(51)}Ayşe Yılmaz (uye)`, '68.400,00 TL', '1.410,31 €', '1.628,57 $']);
    expect(cells[6]).toBe('Ödendi10.11.2026Kart');
    const headers = Array.from(document.querySelectorAll('.ant-table-thead th')).map((th) => th.textContent);
    expect(headers).toEqual(['#', 'Kamp', 'Kullanıcı ID', 'Toplam TL', 'Toplam EURO', 'Toplam USD', 'Ödeme', 'İşlemler']);
  });

  it('validates in the order of admin spec §5 and shows only the first failure', async () => {
    const crud = renderView([]);
    fireEvent.change(field('Toplam TL'), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Kamp seçimi zorunludur.')).toBeInTheDocument();
    expect(await screen.findByText('Lütfen form hatalarını düzeltiniz.')).toBeInTheDocument();
    expect(screen.queryByText('Kullanıcı ID zorunludur.')).not.toBeInTheDocument();
    expect(crud.create).not.toHaveBeenCalled();

    await pickCamp();
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Kullanıcı ID zorunludur.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Kamp seçimi zorunludur.')).not.toBeInTheDocument());
    expect(crud.create).not.toHaveBeenCalled();
  });

  it("a negative Toplam TL stays as typed (no clamp) and reads 'Toplam TL 0 veya daha büyük olmalıdır.'", async () => {
    const crud = renderView([]);
    await pickCamp();
    fireEvent.change(field('Kullanıcı ID'), { target: { value: uuid(77) } });
    fireEvent.change(field('Toplam TL'), { target: { value: '-1' } });
    fireEvent.blur(field('Toplam TL'));
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Toplam TL 0 veya daha büyük olmalıdır.')).toBeInTheDocument();
    expect(field('Toplam TL').value).toBe('-1,00');
    expect(crud.create).not.toHaveBeenCalled();
  });

  it('money fields show the Turkish format (1.249,90) and read it back', async () => {
    const crud = renderView([]);
    await pickCamp();
    fireEvent.change(field('Kullanıcı ID'), { target: { value: uuid(77) } });
    expect(field('Toplam EURO').value).toBe('0,00');
    fireEvent.change(field('Toplam TL'), { target: { value: '1.249,9' } });
    fireEvent.blur(field('Toplam TL'));
    await waitFor(() => expect(field('Toplam TL').value).toBe('1.249,90'));
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(crud.create).toHaveBeenCalledWith(expect.objectContaining({ toplamTl: 1249.9 })));
  });

  it("creates with exact totals and the camp, then says 'Ödeme detay başarıyla eklendi.'", async () => {
    const crud = renderView([]);
    await pickCamp();
    fireEvent.change(field('Kullanıcı ID'), { target: { value: ` ${uuid(77)} ` } });
    fireEvent.change(field('Toplam TL'), { target: { value: '1250,5' } });
    fireEvent.change(field('Toplam EURO'), { target: { value: '26,35' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() =>
      expect(crud.create).toHaveBeenCalledWith({ kampId: CAMP.id, kullaniciId: uuid(77), toplamTl: 1250.5, toplamEuro: 26.35, toplamUsd: 0, odemeDurumu: false, odemeTarihi: null }),
    );
    expect(await screen.findByText('Ödeme detay başarıyla eklendi.')).toBeInTheDocument();
  });

  it("updates a row (the paid date as its Turkish day) and says 'Ödeme detay başarıyla güncellendi.'", async () => {
    const crud = renderView([detail(1, { odemeDurumu: true, odemeTarihi: '2026-11-09T22:30:00.000Z' })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Palandöken Yılbaşı Kampı Ayşe Yılmaz düzenle' }));
    expect(field('Kullanıcı ID').value).toBe(uuid(51));
    expect(field('Ödeme Tarihi').value).toBe('10.11.2026');
    fireEvent.change(field('Toplam USD'), { target: { value: '2300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    await waitFor(() =>
      expect(crud.update).toHaveBeenCalledWith(uuid(1), { kampId: CAMP.id, kullaniciId: uuid(51), toplamTl: 96000, toplamEuro: 1980, toplamUsd: 2300, odemeDurumu: true, odemeTarihi: '2026-11-10' }),
    );
    expect(await screen.findByText('Ödeme detay başarıyla güncellendi.')).toBeInTheDocument();
  });

  it('locks the totals and the paid flag of a card payment, and camp and user of a registration’s record', async () => {
    renderView([detail(1, { odemeDurumu: true, odemeTarihi: '2026-11-10T09:30:00.000Z', bankaReferansNo: '230422096719', kampaKayitId: uuid(9) }), detail(2)]);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Palandöken Yılbaşı Kampı Ayşe Yılmaz düzenle' }))[0]!);
    expect(await screen.findByText('Kartla ödendi (banka referansı 230422096719): tutarlar ve ödeme durumu değiştirilemez.')).toBeInTheDocument();
    for (const label of ['Toplam TL', 'Toplam EURO', 'Toplam USD', 'Kullanıcı ID']) expect(field(label)).toBeDisabled();
    expect(screen.getByRole('switch')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(field('Toplam TL')).not.toBeDisabled());
    expect(screen.queryByText(/Kartla ödendi/)).not.toBeInTheDocument();
  });

  it("shows the API's 409 for a card payment in the banner", async () => {
    renderView([detail(1)], { update: failAnswer(409, 'Kartla ödenmiş bir ödeme detayının tutarları ve ödeme durumu değiştirilemez.') });
    fireEvent.click(await screen.findByRole('button', { name: 'Palandöken Yılbaşı Kampı Ayşe Yılmaz düzenle' }));
    fireEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    expect(await screen.findByText('Kartla ödenmiş bir ödeme detayının tutarları ve ödeme durumu değiştirilemez.')).toBeInTheDocument();
  });

  it("asks in a 'Silme Onayı' modal, then deletes with 'Ödeme detayı başarıyla silindi.'", async () => {
    const crud = renderView([detail(1)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Palandöken Yılbaşı Kampı Ayşe Yılmaz sil' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.ant-modal-confirm-title')?.textContent).toBe('Silme Onayı');
    expect(dialog.querySelector('.ant-modal-confirm-content')?.textContent).toBe('Bu ödeme detayını silmek istediğinize emin misiniz?');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    });
    await waitFor(() => expect(crud.remove).toHaveBeenCalledWith(uuid(1)));
    expect(await screen.findByText('Ödeme detayı başarıyla silindi.')).toBeInTheDocument();
  });

  it("shows 'Ödemeler yüklenirken hata oluştu.' when the list fails", async () => {
    renderView([], { list: failAnswer(500) });
    expect(await screen.findByText('Ödemeler yüklenirken hata oluştu.')).toBeInTheDocument();
  });

  it('reads a payment instant as its day in Turkey', () => {
    expect(turkeyDay('2026-11-09T21:00:00.000Z')).toBe('2026-11-10');
    expect(turkeyDay('2026-11-09T20:59:59.000Z')).toBe('2026-11-09');
  });
});

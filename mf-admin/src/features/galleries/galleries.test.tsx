import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failAnswer, okAnswer, type TestRequest } from '@skiclub/shared/testing';
import { payloadOf, serveAdminApi } from '../crud/testing/adminApi';
import type { AdminCamp, AdminGallery } from '@skiclub/shared/schemas/admin';
import type { GallerySave } from './api/service';
import { GalleriesScreen } from '.';
import { formLabels, renderScreen, uuid } from '../crud/testing/screenTesting';
import { serveCollection, type CollectionAnswers } from '../crud/testing/serveCollection';

// defaultHidden skips the costly visibility check of role queries on antd's large DOM.
configure({ defaultHidden: true });

const CAMP: AdminCamp = {
  id: uuid(9),
  kampAdi: 'Palandöken Yılbaşı Kampı',
  ulkeId: uuid(100),
  ulkeAdi: 'Türkiye',
  sehirId: uuid(200),
  sehirAdi: 'Erzurum',
  otelId: uuid(300),
  otelAdi: 'Polat Palandöken',
  baslangicTarihi: '2026-12-28',
  bitisTarihi: '2027-01-02',
  kampUcretTipiId: uuid(400),
  kampUcretTipiAdi: 'TL',
  aktif: true,
  gorselUrl: null,
};

function gallery(n: number, galeriAdi: string, o: Partial<AdminGallery> = {}): AdminGallery {
  return {
    id: uuid(n),
    aktif: true,
    galeriAdi,
    kampId: CAMP.id,
    kampAdi: CAMP.kampAdi,
    kampBaslangicTarihi: CAMP.baslangicTarihi,
    kampBitisTarihi: CAMP.bitisTarihi,
    aciklama: 'Yılbaşı kampından kareler',
    olusturmaTarihi: '2026-11-20T10:00:00.000Z',
    resimSayisi: 6,
    ...o,
  };
}

// The camp picker's search and list, and the pictures modal's gallery (with no pictures yet).
const api = serveAdminApi({
  'GET /api/kamp/ara': okAnswer([CAMP]),
  'GET /api/kamp': okAnswer([CAMP]),
  [`GET /api/galeri/${uuid(1)}`]: okAnswer(gallery(1, 'Palandöken 2026')),
  [`GET /api/galeriresim/galeri/${uuid(1)}`]: okAnswer([]),
});

/**
 * Serves the galleries from the stand-in API as the API keeps them (an update changes the listed
 * row) and renders the screen on its real calls. `answers` replaces an answer.
 * @returns spies of the calls received (serveCollection's)
 */
function renderView(start: AdminGallery[], answers: CollectionAnswers = {}) {
  let rows = [...start];
  const keep = (req: TestRequest) => {
    const { id, ...save } = payloadOf<GallerySave & { id: string }>(req.body);
    rows = rows.map((g) => (g.id === id ? { ...g, ...save } : g));
    return okAnswer(null);
  };
  const calls = serveCollection<AdminGallery, GallerySave>(api, '/api/galeri', rows, { list: () => okAnswer(rows), update: keep, ...answers });
  renderScreen(<GalleriesScreen />);
  return calls;
}

const bodyRows = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row'));
const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('td')).map((td) => td.textContent);

// Rendering antd + ProTable in jsdom is slow on a busy machine: generous time limits.
describe('/admin/galeriler (GalleriesScreen)', () => {
  it('lists #, name, camp, picture count, dd.mm.yyyy date and the badge; a club gallery shows no camp', async () => {
    renderView([gallery(1, 'Palandöken 2026'), gallery(2, 'Kulüp Etkinlikleri', { kampId: null, kampAdi: null, aktif: false, resimSayisi: 0 })]);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Galeriler' })).toBeInTheDocument();
    const [first, second] = bodyRows().map(cells);
    expect(first!.slice(0, 6)).toEqual(['1', 'Palandöken 2026', 'Palandöken Yılbaşı Kampı', '6', '20.11.2026', 'Aktif']);
    expect(second!.slice(0, 6)).toEqual(['2', 'Kulüp Etkinlikleri', '—', '0', '20.11.2026', 'Pasif']);
  });

  it("an empty form reads 'Lütfen tüm zorunlu alanları doldurun.' with the camp and name messages; nothing is sent", async () => {
    const service = renderView([]);
    await screen.findByText('Kayıt bulunamadı.');
    // The form, made from the columns: the camp search picker first, then name, description and the switch.
    expect(formLabels()).toEqual([
      ['Kamp', true],
      ['Galeri Adı', true],
      ['Açıklama', false],
      ['Aktif', false],
    ]);
    expect(screen.getByRole('combobox', { name: 'Kamp' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Örn. Palandöken 2026 Kampı')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Lütfen tüm zorunlu alanları doldurun.')).toBeInTheDocument();
    await waitFor(() =>
      expect(Array.from(document.querySelectorAll('.ant-form-item-explain-error')).map((e) => e.textContent)).toEqual(['Kamp seçimi zorunludur.', 'Galeri adı alanı zorunludur.']),
    );
    expect(service.create).not.toHaveBeenCalled();
  });

  it('saves a gallery with the camp picked from the search', async () => {
    const service = renderView([]);
    await screen.findByText('Kayıt bulunamadı.');
    const camp = screen.getByRole('combobox');
    fireEvent.mouseDown(camp);
    fireEvent.change(camp, { target: { value: 'Pal' } });
    fireEvent.click(await screen.findByText('Palandöken Yılbaşı Kampı (28.12.2026)'));
    fireEvent.change(screen.getByLabelText('Galeri Adı'), { target: { value: '  Kar Günleri ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Galeri başarıyla eklendi.')).toBeInTheDocument();
    expect(service.create).toHaveBeenCalledWith({ kampId: CAMP.id, galeriAdi: 'Kar Günleri', aciklama: null, aktif: true });
  });

  it('the badge sends the row back with aktif flipped, then reloads the list', async () => {
    const service = renderView([gallery(1, 'Palandöken 2026')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Palandöken 2026: Aktif, durumu değiştir' }));
    expect(await screen.findByRole('button', { name: 'Palandöken 2026: Pasif, durumu değiştir' })).toBeInTheDocument();
    expect(service.update).toHaveBeenCalledWith(uuid(1), { kampId: CAMP.id, galeriAdi: 'Palandöken 2026', aciklama: 'Yılbaşı kampından kareler', aktif: false });
    expect(service.list).toHaveBeenCalledTimes(2);
  });

  it("a failed toggle reads 'Durum güncellenemedi.' and keeps the badge", async () => {
    const service = renderView([gallery(1, 'Palandöken 2026')], { update: failAnswer(500) });
    fireEvent.click(await screen.findByRole('button', { name: 'Palandöken 2026: Aktif, durumu değiştir' }));
    expect(await screen.findByText('Durum güncellenemedi.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Palandöken 2026: Aktif, durumu değiştir' })).toBeInTheDocument();
    expect(service.list).toHaveBeenCalledTimes(1);
  });

  it("'Galeri silindi.' after a delete; a failure without a server message reads 'Bir hata oluştu.'", async () => {
    let deletes = 0;
    const service = renderView([gallery(1, 'Palandöken 2026')], { remove: () => (++deletes === 1 ? failAnswer(500) : okAnswer(null)) });
    const confirmDelete = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Palandöken 2026 sil' }));
      // A closed confirm stays in jsdom's DOM (its leave animation never ends): use the newest.
      const dialog = (await waitFor(() => screen.getAllByRole('dialog').filter((d) => within(d).queryByText('Sil')))).at(-1)!;
      expect(within(dialog).getAllByText('Bu galeriyi silmek istediğinizden emin misiniz?').length).toBeGreaterThan(0);
      fireEvent.click(within(dialog).getByText('Sil'));
    };
    await confirmDelete();
    expect(await screen.findByText('Bir hata oluştu.')).toBeInTheDocument();
    await confirmDelete();
    expect(await screen.findByText('Galeri silindi.')).toBeInTheDocument();
    expect(service.remove).toHaveBeenCalledTimes(2);
  });

  it('the pictures action opens the pictures modal of that gallery', async () => {
    renderView([gallery(1, 'Palandöken 2026')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Palandöken 2026 resimleri' }));
    expect(await screen.findByText('Resimler — Palandöken 2026')).toBeInTheDocument();
    expect(await screen.findByText('Bu galeride henüz resim yok.')).toBeInTheDocument();
  });
});

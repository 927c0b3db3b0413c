import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { httpError } from '@skiclub/shared/errors';
import type { AdminProduct, AdminVariant } from '@skiclub/shared/schemas/admin';
import type { ProductCalls, ProductSave } from './api/service';
import { ProductsScreen } from '.';
import { renderScreen, uuid } from '../crud/testing/screenTesting';

// defaultHidden skips the costly visibility check of role queries on antd's large DOM.
configure({ defaultHidden: true });

function product(n: number, adi: string, o: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: uuid(n),
    slug: `urun-${n}`,
    adi,
    aciklama: '<p>Açıklama</p>',
    kisaAciklama: 'Kısa',
    fiyat: 1234.5,
    stokMiktari: 7,
    kritikSeviye: 5,
    kategoriId: uuid(90),
    kategori: { id: uuid(90), adi: 'Gözlük' },
    anaResim: `/api/urun/resim/${uuid(n)}-a.png`,
    aktif: true,
    oneEyeCikan: true,
    varyantSayisi: 2,
    olusturmaTarihi: '2026-11-20T10:00:00.000Z',
    ...o,
  };
}

const VARIANT: AdminVariant = {
  id: uuid(70),
  varyantAdi: 'Kırmızı / M',
  tlFiyati: 199.99,
  euroFiyati: 4.5,
  usdFiyati: null,
  stokMiktari: 3,
  minimumStok: 1,
  aktif: true,
  varyantDetaylari: [{ varyantTipiId: uuid(80), varyantTipiAdi: 'Renk', varyantDegeriId: uuid(81), varyantDegeriAdi: 'Kırmızı' }],
};

/** An in-memory product collection standing in for the API (server paging). */
function memoryProducts(start: AdminProduct[]) {
  const items = [...start];
  return {
    key: '/api/urun',
    paging: 'server' as const,
    list: vi.fn(() => Promise.resolve({ rows: [...items], total: items.length })),
    create: vi.fn((p: ProductSave) => Promise.resolve(product(5, p.Adi))),
    update: vi.fn((id: string, p: ProductSave) => Promise.resolve(product(Number(id.slice(-3)), p.Adi))),
    remove: vi.fn((_id: string) => Promise.resolve()),
  };
}

function memoryCalls(o: Partial<ProductCalls> = {}): ProductCalls {
  return {
    categories: vi.fn(() => Promise.resolve([{ id: uuid(90), kategoriAdi: 'Gözlük', aciklama: null, aktif: true, urunSayisi: 1 }])),
    images: vi.fn(() => Promise.resolve([])),
    addImage: vi.fn(() => Promise.reject(httpError(415, { mesaj: 'Sadece jpg, jpeg, png, webp formatındaki resimler kabul edilir.' }))),
    setMainImage: vi.fn(() => Promise.reject(new Error('kullanılmaz'))),
    removeImage: vi.fn(() => Promise.resolve()),
    variants: vi.fn(() => Promise.resolve([VARIANT])),
    saveVariant: vi.fn((_u: string, _v: string | null, p) => Promise.resolve({ ...VARIANT, id: uuid(71), varyantAdi: p.VaryantAdi })),
    removeVariant: vi.fn(() => Promise.resolve()),
    variantTypes: vi.fn(() =>
      Promise.resolve([
        {
          id: uuid(80),
          tipAdi: 'Renk',
          aciklama: null,
          aktif: true,
          varyantDegerleri: [
            { id: uuid(81), varyantTipiId: uuid(80), degerAdi: 'Kırmızı', degerKodu: '#C62828', siraNo: 1, aktif: true },
            { id: uuid(82), varyantTipiId: uuid(80), degerAdi: 'Mavi', degerKodu: '#1565C0', siraNo: 2, aktif: true },
          ],
        },
      ]),
    ),
    ...o,
  };
}

function renderView(service: ReturnType<typeof memoryProducts>, calls: ProductCalls = memoryCalls()) {
  renderScreen(<ProductsScreen service={service} calls={calls} />);
  return { service, calls };
}

const bodyRows = () => Array.from(document.querySelectorAll<HTMLElement>('.adm-crud-table .ant-table-tbody tr.ant-table-row'));
const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('td')).map((td) => td.textContent);
const fieldErrors = () => Array.from(document.querySelectorAll('.ant-form-item-explain-error')).map((e) => e.textContent);

/** Picks the category in the product form. */
async function pickCategory() {
  const select = screen.getByRole('combobox', { name: 'Kategori' });
  fireEvent.mouseDown(select);
  const options = await screen.findAllByText('Gözlük');
  fireEvent.click(options[options.length - 1]!);
}

// Rendering antd + ProTable in jsdom is slow on a busy machine: generous time limits.
describe('/admin/urunler (ProductsScreen)', () => {
  it('lists image, name with variant count, category, price in TL, stock, badge and featured flag', async () => {
    renderView(memoryProducts([product(1, 'Kayak Gözlüğü'), product(2, 'Bere', { oneEyeCikan: false, aktif: false, varyantSayisi: 0, anaResim: null, fiyat: 0.5 })]));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const [first, second] = bodyRows().map(cells);
    expect(first!.slice(2, 8)).toEqual(['Kayak Gözlüğü2 varyant', 'Gözlük', '1.234,50 TL', '7', 'Aktif', 'Evet']);
    expect(second!.slice(2, 8)).toEqual(['Bere', 'Gözlük', '0,50 TL', '7', 'Pasif', 'Hayır']);
    expect(within(bodyRows()[0]!).getByRole('img', { name: 'Kayak Gözlüğü' })).toHaveAttribute('src', expect.stringContaining(`/api/urun/resim/${uuid(1)}-a.png`));
  });

  it('asks for 50 rows a page; the Durum filter reads the list again from page 1 with aktif', async () => {
    const { service } = renderView(memoryProducts([product(1, 'Kayak Gözlüğü')]));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(service.list).toHaveBeenLastCalledWith(expect.objectContaining({ current: 1, pageSize: 50 }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Durum filtresi' }));
    fireEvent.click(await screen.findByText('Pasif'));
    await waitFor(() => expect(service.list).toHaveBeenLastCalledWith(expect.objectContaining({ current: 1, pageSize: 50, filters: { aktif: 'false' } })));
  });

  it("'Ürünler yüklenirken hata oluştu.' when the list fails without a server message", async () => {
    const service = memoryProducts([]);
    service.list.mockRejectedValueOnce(httpError(500, {}, '/api/urun/admin'));
    renderView(service);
    expect(await screen.findByText('Ürünler yüklenirken hata oluştu.')).toBeInTheDocument();
  });

  it("an empty form reads 'Lütfen bir kategori seçin.' and 'Ürün adı gereklidir.'; nothing is sent", async () => {
    const { service } = renderView(memoryProducts([]));
    await screen.findByText('Kayıt bulunamadı.');
    fireEvent.click(screen.getByRole('button', { name: /Yeni Ürün/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(fieldErrors()).toEqual(expect.arrayContaining(['Lütfen bir kategori seçin.', 'Ürün adı gereklidir.'])));
    expect(service.create).not.toHaveBeenCalled();
  });

  it("saves, then a failed main image upload reads 'Ürün kaydedildi ama ana resim yüklenirken hata oluştu.'", async () => {
    const { service, calls } = renderView(memoryProducts([]));
    await screen.findByText('Kayıt bulunamadı.');
    fireEvent.click(screen.getByRole('button', { name: /Yeni Ürün/ }));
    await pickCategory();
    fireEvent.change(screen.getByLabelText('Ürün Adı'), { target: { value: ' Kar Gözlüğü ' } });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'kar.png', { type: 'image/png' });
    const [mainInput] = Array.from(document.querySelectorAll<HTMLInputElement>('input[type="file"]'));
    fireEvent.change(mainInput!, { target: { files: [file] } });
    expect(await screen.findByText('kar.png')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Ürün kaydedildi ama ana resim yüklenirken hata oluştu.')).toBeInTheDocument();
    expect(service.create).toHaveBeenCalledWith(expect.objectContaining({ KategoriId: uuid(90), Adi: 'Kar Gözlüğü', Fiyat: 0, StokMiktari: 0, Aktif: true, OneEyeCikan: false }));
    expect(calls.addImage).toHaveBeenCalledWith(uuid(5), file, true);
  });

  it('refuses a chosen file that is not jpg/jpeg/png/webp before any upload', async () => {
    const { calls } = renderView(memoryProducts([]));
    await screen.findByText('Kayıt bulunamadı.');
    fireEvent.click(screen.getByRole('button', { name: /Yeni Ürün/ }));
    await screen.findByRole('button', { name: 'Ekle' });
    const [, galleryInput] = Array.from(document.querySelectorAll<HTMLInputElement>('input[type="file"]'));
    fireEvent.change(galleryInput!, { target: { files: [new File(['metin'], 'not.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Sadece jpg, jpeg, png, webp formatındaki resimler kabul edilir.')).toBeInTheDocument();
    expect(screen.queryByText('not.txt')).not.toBeInTheDocument();
    expect(calls.addImage).not.toHaveBeenCalled();
  });

  it('edit mode shows the variants; a new variant is sent with one value per type', async () => {
    const { calls } = renderView(memoryProducts([product(1, 'Kayak Gözlüğü')]));
    fireEvent.click(await screen.findByRole('button', { name: 'Kayak Gözlüğü düzenle' }));
    expect(await screen.findByText('Kırmızı / M')).toBeInTheDocument();
    expect(screen.getByText('199,99 TL')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Varyant Adı'), { target: { value: 'Mavi / L' } });
    fireEvent.change(screen.getByLabelText('TL Fiyatı'), { target: { value: '250' } });
    const colour = screen.getByRole('combobox', { name: 'Renk' });
    fireEvent.mouseDown(colour);
    fireEvent.click(await screen.findByText('Mavi'));
    fireEvent.click(screen.getByRole('button', { name: 'Varyant Ekle' }));
    expect(await screen.findByText('Varyant başarıyla eklendi.')).toBeInTheDocument();
    expect(calls.saveVariant).toHaveBeenCalledWith(uuid(1), null, expect.objectContaining({ VaryantAdi: 'Mavi / L', TLFiyati: 250, StokMiktari: 0, VaryantDetaylari: [{ VaryantTipiId: uuid(80), VaryantDegeriId: uuid(82) }] }));
  });

  it('edit mode shows the stored description in the editor, and Güncelle sends it back', async () => {
    const { service } = renderView(memoryProducts([product(1, 'Kayak Gözlüğü', { aciklama: '<p>Çift katmanlı <strong>buğu önleyici</strong> cam.</p>' })]));
    fireEvent.click(await screen.findByRole('button', { name: 'Kayak Gözlüğü düzenle' }));
    const editor = await screen.findByRole('textbox', { name: 'Açıklama' });
    await waitFor(() => expect(editor).toHaveTextContent('Çift katmanlı buğu önleyici cam.'));
    fireEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(service.update).toHaveBeenCalledWith(uuid(1), expect.objectContaining({ Aciklama: '<p>Çift katmanlı <strong>buğu önleyici</strong> cam.</p>' })));
  });

  it('a product with variants shows their stock read-only; one without variants keeps it editable', async () => {
    renderView(memoryProducts([product(1, 'Kayak Gözlüğü', { stokMiktari: 12, varyantSayisi: 2 }), product(2, 'Bere', { varyantSayisi: 0 })]));
    fireEvent.click(await screen.findByRole('button', { name: 'Kayak Gözlüğü düzenle' }));
    const stock = await screen.findByRole('spinbutton', { name: 'Stok Miktarı' });
    await waitFor(() => expect(stock).toHaveValue('12'));
    expect(stock).toBeDisabled();
    expect(screen.getByText('Varyantların stok toplamı; stok varyantlardan veya Stok Yönetimi ekranından değiştirilir.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Bere düzenle' }));
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Stok Miktarı' })).not.toBeDisabled());
  });

  it("a variant without a name reads 'Varyant adı gereklidir.' and is not sent", async () => {
    const { calls } = renderView(memoryProducts([product(1, 'Kayak Gözlüğü')]));
    fireEvent.click(await screen.findByRole('button', { name: 'Kayak Gözlüğü düzenle' }));
    await screen.findByText('Kırmızı / M');
    fireEvent.click(screen.getByRole('button', { name: 'Varyant Ekle' }));
    expect(await screen.findByText('Varyant adı gereklidir.')).toBeInTheDocument();
    expect(screen.getByText('TL fiyatı alanı zorunludur.')).toBeInTheDocument();
    // Nothing was sent: the summary asks to correct the fields, no 'save failed'.
    expect(screen.getByText('Lütfen form hatalarını düzeltiniz.')).toBeInTheDocument();
    expect(screen.queryByText('Varyant kaydedilirken hata oluştu.')).not.toBeInTheDocument();
    expect(calls.saveVariant).not.toHaveBeenCalled();
  });
});

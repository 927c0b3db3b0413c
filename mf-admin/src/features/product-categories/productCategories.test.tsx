import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failAnswer } from '@skiclub/shared/testing';
import { serveAdminApi } from '../crud/testing/adminApi';
import type { AdminCategory, CategoryPayload } from '@skiclub/shared/schemas/admin';
import { bodyRows, cells, fieldMessages, renderScreen, uuid } from '../crud/testing/screenTesting';
import { serveCollection } from '../crud/testing/serveCollection';
import { ProductCategoriesScreen } from '.';

// defaultHidden skips the costly visibility check of role queries on antd's large DOM.
configure({ defaultHidden: true });

const api = serveAdminApi();

function category(n: number, kategoriAdi: string, o: Partial<AdminCategory> = {}): AdminCategory {
  return { id: uuid(n), kategoriAdi, aciklama: null, aktif: true, urunSayisi: 0, olusturmaTarihi: '2026-01-05T09:30:00.000Z', ...o };
}

const nameInput = () => screen.getByLabelText('Kategori Adı') as HTMLInputElement;

describe('/admin/urun-kategorileri (ProductCategoriesScreen)', () => {
  it('lists name, description, product count, creation date (dd.mm.yyyy) and status, sorted by name', async () => {
    serveCollection(api, '/api/urunkategori', [
      category(1, 'Snowboard', { urunSayisi: 4, aktif: false }),
      category(2, 'Kayak Botları', { aciklama: 'Alp disiplini botları', urunSayisi: 12, olusturmaTarihi: '2025-12-31T10:00:00.000Z' }),
    ]);
    renderScreen(<ProductCategoriesScreen />);
    expect(screen.getByRole('heading', { name: 'Ürün Kategorileri' })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(cells(0).slice(0, 6)).toEqual(['1', 'Kayak Botları', 'Alp disiplini botları', '12', '31.12.2025', 'Aktif']);
    expect(cells(1).slice(0, 6)).toEqual(['2', 'Snowboard', '—', '4', '05.01.2026', 'Pasif']);
  });

  it("validates the name with the schema's messages: 'Kategori adı alanı zorunludur.', at least 2 characters", async () => {
    const service = serveCollection<AdminCategory, CategoryPayload>(api, '/api/urunkategori', []);
    renderScreen(<ProductCategoriesScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(fieldMessages()).toEqual(['Kategori adı alanı zorunludur.']));
    fireEvent.change(nameInput(), { target: { value: 'K' } });
    await waitFor(() => expect(fieldMessages()).toEqual(['Kategori adı en az 2 karakter olmalıdır.']));
    expect(service.create).not.toHaveBeenCalled();
  });

  it('sends the trimmed name, an empty description as null and the active flag; updates the edited row by id', async () => {
    const service = serveCollection<AdminCategory, CategoryPayload>(api, '/api/urunkategori', [category(1, 'Kasklar', { aciklama: 'Kayak kaskları', urunSayisi: 3 })]);
    renderScreen(<ProductCategoriesScreen />);
    fireEvent.change(nameInput(), { target: { value: '  Eldivenler ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(service.create).toHaveBeenCalledWith({ kategoriAdi: 'Eldivenler', aciklama: null, aktif: true }));
    expect(await screen.findByText('Kategori başarıyla eklendi.')).toBeInTheDocument();

    fireEvent.click(await screen.findByRole('button', { name: 'Kasklar düzenle' }));
    await waitFor(() => expect(nameInput().value).toBe('Kasklar'));
    expect((screen.getByLabelText('Açıklama') as HTMLTextAreaElement).value).toBe('Kayak kaskları');
    fireEvent.change(screen.getByLabelText('Açıklama'), { target: { value: 'Kask ve vizörler' } });
    fireEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(service.update).toHaveBeenCalledWith(uuid(1), { kategoriAdi: 'Kasklar', aciklama: 'Kask ve vizörler', aktif: true }));
  });

  it('puts a 409 duplicate on the name field', async () => {
    serveCollection<AdminCategory, CategoryPayload>(api, '/api/urunkategori', [], {
      create: failAnswer(409, 'Bu kategori zaten kayıtlı.', { kategoriAdi: 'Bu kategori zaten kayıtlı.' }),
    });
    renderScreen(<ProductCategoriesScreen />);
    fireEvent.change(nameInput(), { target: { value: 'Kasklar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(fieldMessages()).toEqual(['Bu kategori zaten kayıtlı.']));
    expect(nameInput().value).toBe('Kasklar');
  });

  it("shows the server's 409 when a category holding products is deleted", async () => {
    serveCollection<AdminCategory, CategoryPayload>(api, '/api/urunkategori', [category(1, 'Kasklar', { urunSayisi: 3 })], {
      remove: failAnswer(409, 'Bu kategoride ürünler bulunduğu için silinemez.'),
    });
    renderScreen(<ProductCategoriesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Kasklar sil' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.ant-modal-confirm-title')?.textContent).toBe('Bu kategoriyi silmek istediğinizden emin misiniz?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Bu kategoride ürünler bulunduğu için silinemez.')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
  });

  it("says 'Kategoriler yüklenirken hata oluştu.' when the list fails without a server message", async () => {
    serveCollection<AdminCategory, CategoryPayload>(api, '/api/urunkategori', [], { list: failAnswer(500) });
    renderScreen(<ProductCategoriesScreen />);
    expect(await screen.findByText('Kategoriler yüklenirken hata oluştu.')).toBeInTheDocument();
  });
});

import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '@skiclub/shared/api';
import { httpError } from '@skiclub/shared/errors';
import type { GalleryImage } from '@skiclub/shared/schemas';
import type { AdminGallery } from '@skiclub/shared/schemas/admin';
import type { GalleryPictureCalls } from '../api/service';
import { GalleryPicturesModal } from './GalleryPicturesModal';
import { renderScreen, uuid } from '../../crud/testing/screenTesting';

configure({ defaultHidden: true });

const GALLERY: AdminGallery = {
  id: uuid(1),
  aktif: true,
  galeriAdi: 'Palandöken 2026',
  kampId: uuid(9),
  kampAdi: 'Palandöken Yılbaşı Kampı',
  kampBaslangicTarihi: '2026-12-28',
  kampBitisTarihi: '2027-01-02',
  aciklama: null,
  olusturmaTarihi: '2026-11-20T10:00:00.000Z',
  resimSayisi: 2,
};
const picture = (n: number): GalleryImage => ({ id: uuid(100 + n), galeriId: GALLERY.id, resimYolu: `/uploads/galeri/${GALLERY.id}-${n}.png` });

/** In-memory picture calls holding `start` pictures. */
function memoryCalls(start: GalleryImage[], overrides: Partial<GalleryPictureCalls> = {}) {
  let pictures = [...start];
  let next = 50;
  const calls = {
    gallery: vi.fn((_id: string) => Promise.resolve(GALLERY)),
    list: vi.fn((_id: string) => Promise.resolve([...pictures])),
    add: vi.fn((_id: string, _file: File) => {
      const p = picture((next += 1));
      pictures = [...pictures, p];
      return Promise.resolve(p);
    }),
    remove: vi.fn((id: string) => {
      pictures = pictures.filter((p) => p.id !== id);
      return Promise.resolve();
    }),
    ...overrides,
  };
  return calls;
}

function renderModal(calls: GalleryPictureCalls) {
  const onChanged = vi.fn();
  const onClose = vi.fn();
  renderScreen(
    <>
      <GalleryPicturesModal gallery={GALLERY} calls={calls} onChanged={onChanged} onClose={onClose} />
    </>,
  );
  return { onChanged, onClose };
}

const file = (name: string, type: string, size = 1000) => {
  const f = new File([new Uint8Array(Math.min(size, 10))], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const choose = async (...files: File[]) => {
  await act(async () => {
    fireEvent.change(fileInput(), { target: { files } });
  });
};
// A button that was loading keeps its icon in jsdom (the leave animation never ends): find by text.
const uploadButton = () => screen.getByText('Resimleri Yükle').closest('button')!;
const confirmButton = () => waitFor(() => document.querySelector<HTMLButtonElement>('.ant-popover:not(.ant-popover-hidden) .ant-popconfirm-buttons .ant-btn-dangerous')!);
const previews = () => Array.from(document.querySelectorAll<HTMLImageElement>('.adm-gallery-pictures__grid img'));

afterEach(() => {
  http.defaults.baseURL = undefined;
});

describe('GalleryPicturesModal', () => {
  it('shows the pictures as previews at API host + path, and accepts only jpg/jpeg/png/webp files', async () => {
    http.defaults.baseURL = 'https://api.example.com/';
    renderModal(memoryCalls([picture(1), picture(2)]));
    expect(await screen.findByText('Resimler — Palandöken 2026')).toBeInTheDocument();
    await waitFor(() => expect(previews()).toHaveLength(2));
    expect(previews()[0]!.getAttribute('src')).toBe(`https://api.example.com/uploads/galeri/${GALLERY.id}-1.png`);
    expect(fileInput()).toHaveAttribute('accept', '.jpg,.jpeg,.png,.webp');
    expect(fileInput()).toHaveAttribute('multiple');
  });

  it('refuses a wrong type or a file over 5 MB in the browser with the Turkish message', async () => {
    const calls = memoryCalls([]);
    renderModal(calls);
    expect(await screen.findByText('Bu galeride henüz resim yok.')).toBeInTheDocument();
    await choose(file('anim.gif', 'image/gif'));
    expect(await screen.findByText('anim.gif: Sadece jpg, jpeg, png, webp formatındaki resimler kabul edilir.')).toBeInTheDocument();
    await choose(file('buyuk.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText("buyuk.jpg: Dosya boyutu 5MB'dan büyük olamaz.")).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();
    expect(calls.add).not.toHaveBeenCalled();
  });

  it('uploads several chosen files, one call each, then says so, reloads the pictures and tells the list', async () => {
    const calls = memoryCalls([picture(1)]);
    const { onChanged } = renderModal(calls);
    await waitFor(() => expect(previews()).toHaveLength(1));
    await choose(file('a.jpg', 'image/jpeg'), file('b.webp', 'image/webp'), file('c.PNG', 'image/png', 5 * 1024 * 1024));
    await waitFor(() => expect(uploadButton()).toBeEnabled());
    fireEvent.click(uploadButton());
    expect(await screen.findByText('Resimler başarıyla yüklendi.')).toBeInTheDocument();
    expect(vi.mocked(calls.add).mock.calls.map(([id, f]) => [id, f.name])).toEqual([
      [GALLERY.id, 'a.jpg'],
      [GALLERY.id, 'b.webp'],
      [GALLERY.id, 'c.PNG'],
    ]);
    await waitFor(() => expect(previews()).toHaveLength(4));
    expect(onChanged).toHaveBeenCalled();
  });

  it("a failed upload keeps the file chosen and shows 'Resim yüklenirken hata oluştu.' (or the server's message)", async () => {
    const add = vi.fn().mockRejectedValueOnce(httpError(500, {}, '/api/galeriresim/yukle/x')).mockRejectedValueOnce(httpError(415, { mesaj: 'Sadece jpg, jpeg, png, webp formatındaki resimler kabul edilir.' }, '/api/galeriresim/yukle/x'));
    const calls = memoryCalls([], { add });
    const { onChanged } = renderModal(calls);
    await screen.findByText('Bu galeride henüz resim yok.');
    await choose(file('a.jpg', 'image/jpeg'));
    fireEvent.click(uploadButton());
    expect(await screen.findByText('Resim yüklenirken hata oluştu.')).toBeInTheDocument();
    expect(screen.getByText('a.jpg')).toBeInTheDocument();
    fireEvent.click(uploadButton());
    expect(await screen.findByText('Sadece jpg, jpeg, png, webp formatındaki resimler kabul edilir.')).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
    expect(screen.queryByText('Resimler başarıyla yüklendi.')).not.toBeInTheDocument();
  });

  it("deletes a picture after the confirm; a failure reads 'Resim silinirken hata oluştu.'", async () => {
    const remove = vi.fn().mockRejectedValueOnce(httpError(500, {}, '/api/galeriresim/x')).mockResolvedValueOnce(undefined);
    const calls = memoryCalls([picture(1), picture(2)], { remove });
    const { onChanged } = renderModal(calls);
    await waitFor(() => expect(previews()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Resim 2 sil' }));
    expect(await screen.findByText('Bu resmi silmek istediğinizden emin misiniz?')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(await confirmButton());
    expect(await screen.findByText('Resim silinirken hata oluştu.')).toBeInTheDocument();
    expect(previews()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Resim 2 sil' }));
    fireEvent.click(await confirmButton());
    await waitFor(() => expect(previews()).toHaveLength(1));
    expect(remove.mock.calls).toEqual([[picture(2).id], [picture(2).id]]);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("'Galeri bilgisi alınamadı.' when the gallery cannot be loaded; 'Tekrar Dene' loads again", async () => {
    const gallery = vi.fn().mockRejectedValueOnce(httpError(500, {}, '/api/galeri/x')).mockResolvedValue(GALLERY);
    renderModal(memoryCalls([picture(1)], { gallery }));
    expect(await screen.findByText('Galeri bilgisi alınamadı.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(() => expect(previews()).toHaveLength(1));
    expect(screen.queryByText('Galeri bilgisi alınamadı.')).not.toBeInTheDocument();
  });
});

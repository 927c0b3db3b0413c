import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@skiclub/shared/api';
import { failAnswer, okAnswer, type TestReply, type TestRequest } from '@skiclub/shared/testing';
import type { GalleryImage } from '@skiclub/shared/schemas';
import type { AdminGallery } from '@skiclub/shared/schemas/admin';
import { GalleryPicturesModal } from './GalleryPicturesModal';
import { serveAdminApi } from '../../crud/testing/adminApi';
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

// A real socket: the uploads' multipart bodies as jsdom sends them (MSW's interceptor would re-encode them).
const api = serveAdminApi({}, { transport: 'socket' });

const UPLOAD = `POST /api/galeriresim/yukle/${GALLERY.id}`;
const REGISTER = 'POST /api/galeriresim';
/** The file name of a multipart upload's `dosya` field. */
const uploadedName = (req: TestRequest) => /name="dosya"; filename="([^"]*)"/.exec(req.raw.toString('latin1'))?.[1];

/**
 * The gallery's pictures on the stand-in API, kept as the API keeps them: the gallery, its
 * pictures, an upload (answered with a new path), its registration (a new picture, listed from
 * then on) and a delete (the picture is gone). `answers` replaces an answer: `gallery` and
 * `upload` always, `remove` when it gives one (null: the picture is deleted).
 * @returns a spy of the deletes received (the picture's id)
 */
function servePictures(start: GalleryImage[], answers: { gallery?: () => TestReply; upload?: () => TestReply; remove?: () => TestReply | null } = {}) {
  let pictures = [...start];
  let next = 50;
  const remove = vi.fn<(id: string) => void>();
  const routes = api().routes;
  const removable = (p: GalleryImage) => {
    routes[`DELETE /api/galeriresim/${p.id}`] = () => {
      remove(p.id);
      const refused = answers.remove?.() ?? null;
      if (refused) return refused;
      pictures = pictures.filter((i) => i.id !== p.id);
      return okAnswer(null);
    };
  };
  routes[`GET /api/galeri/${GALLERY.id}`] = () => answers.gallery?.() ?? okAnswer(GALLERY);
  routes[`GET /api/galeriresim/galeri/${GALLERY.id}`] = () => okAnswer(pictures);
  routes[UPLOAD] = () => answers.upload?.() ?? okAnswer(`/uploads/galeri/${GALLERY.id}-${(next += 1)}.png`);
  routes[REGISTER] = (req) => {
    const { galeriId, resimYolu } = req.body as { galeriId: string; resimYolu: string };
    const p: GalleryImage = { id: uuid(100 + next), galeriId, resimYolu };
    pictures = [...pictures, p];
    removable(p);
    return okAnswer(p);
  };
  start.forEach(removable);
  return remove;
}

function renderModal() {
  const onChanged = vi.fn();
  const onClose = vi.fn();
  renderScreen(
    <>
      <GalleryPicturesModal gallery={GALLERY} onChanged={onChanged} onClose={onClose} />
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

describe('GalleryPicturesModal', () => {
  it('shows the pictures as previews at API host + path, and accepts only jpg/jpeg/png/webp files', async () => {
    // The API host with a trailing slash: the previews join it with the path once.
    http.defaults.baseURL = `${api().url}/`;
    servePictures([picture(1), picture(2)]);
    renderModal();
    expect(await screen.findByText('Resimler — Palandöken 2026')).toBeInTheDocument();
    await waitFor(() => expect(previews()).toHaveLength(2));
    expect(previews()[0]!.getAttribute('src')).toBe(`${api().url}/uploads/galeri/${GALLERY.id}-1.png`);
    expect(fileInput()).toHaveAttribute('accept', '.jpg,.jpeg,.png,.webp');
    expect(fileInput()).toHaveAttribute('multiple');
  });

  it('refuses a wrong type or a file over 5 MB in the browser with the Turkish message', async () => {
    servePictures([]);
    renderModal();
    expect(await screen.findByText('Bu galeride henüz resim yok.')).toBeInTheDocument();
    await choose(file('anim.gif', 'image/gif'));
    expect(await screen.findByText('anim.gif: Sadece jpg, jpeg, png, webp formatındaki resimler kabul edilir.')).toBeInTheDocument();
    await choose(file('buyuk.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText("buyuk.jpg: Dosya boyutu 5MB'dan büyük olamaz.")).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();
    expect(api().hits(UPLOAD)).toBe(0);
  });

  it('uploads several chosen files, one call each, then says so, reloads the pictures and tells the list', async () => {
    servePictures([picture(1)]);
    const { onChanged } = renderModal();
    await waitFor(() => expect(previews()).toHaveLength(1));
    await choose(file('a.jpg', 'image/jpeg'), file('b.webp', 'image/webp'), file('c.PNG', 'image/png', 5 * 1024 * 1024));
    await waitFor(() => expect(uploadButton()).toBeEnabled());
    fireEvent.click(uploadButton());
    expect(await screen.findByText('Resimler başarıyla yüklendi.')).toBeInTheDocument();
    const uploads = api().calls(UPLOAD);
    for (const upload of uploads) expect(upload.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(uploads.map(uploadedName)).toEqual(['a.jpg', 'b.webp', 'c.PNG']);
    expect(api().calls(REGISTER).map((r) => r.body)).toEqual([51, 52, 53].map((n) => ({ galeriId: GALLERY.id, resimYolu: `/uploads/galeri/${GALLERY.id}-${n}.png`, recaptchaToken: 'tok-galeri' })));
    await waitFor(() => expect(previews()).toHaveLength(4));
    expect(onChanged).toHaveBeenCalled();
  });

  it("a failed upload keeps the file chosen and shows 'Resim yüklenirken hata oluştu.' (or the server's message)", async () => {
    let uploads = 0;
    servePictures([], { upload: () => (++uploads === 1 ? failAnswer(500) : failAnswer(415, 'Sadece jpg, jpeg, png, webp formatındaki resimler kabul edilir.')) });
    const { onChanged } = renderModal();
    await screen.findByText('Bu galeride henüz resim yok.');
    await choose(file('a.jpg', 'image/jpeg'));
    fireEvent.click(uploadButton());
    expect(await screen.findByText('Resim yüklenirken hata oluştu.')).toBeInTheDocument();
    expect(screen.getByText('a.jpg')).toBeInTheDocument();
    fireEvent.click(uploadButton());
    expect(await screen.findByText('Sadece jpg, jpeg, png, webp formatındaki resimler kabul edilir.')).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
    expect(screen.queryByText('Resimler başarıyla yüklendi.')).not.toBeInTheDocument();
    expect(api().calls(UPLOAD).map(uploadedName)).toEqual(['a.jpg', 'a.jpg']);
    expect(api().hits(REGISTER)).toBe(0);
  });

  it("deletes a picture after the confirm; a failure reads 'Resim silinirken hata oluştu.'", async () => {
    let deletes = 0;
    const remove = servePictures([picture(1), picture(2)], { remove: () => (++deletes === 1 ? failAnswer(500) : null) });
    const { onChanged } = renderModal();
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
    let reads = 0;
    servePictures([picture(1)], { gallery: () => (++reads === 1 ? failAnswer(500) : okAnswer(GALLERY)) });
    renderModal();
    expect(await screen.findByText('Galeri bilgisi alınamadı.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(() => expect(previews()).toHaveLength(1));
    expect(screen.queryByText('Galeri bilgisi alınamadı.')).not.toBeInTheDocument();
  });
});

import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Empty, Image, Modal, Popconfirm, Space, Spin, Typography, Upload, type UploadFile } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessageOr } from '@skiclub/shared/errors';
import type { GalleryImage } from '@skiclub/shared/schemas';
import { GALLERY_IMAGE_EXTENSIONS, GALLERY_MESSAGES, galleryImageFileError, type AdminGallery } from '@skiclub/shared/schemas/admin';
import { ErrorAlert, useSuccessToast } from '@skiclub/shared/ui';
import { galleryPictureCalls as calls, pictureUrl } from '../api/service';

/** Props of {@link GalleryPicturesModal}. */
export interface GalleryPicturesModalProps {
  /** The gallery whose pictures are shown; null keeps the modal closed. */
  gallery: AdminGallery | null;
  onClose: () => void;
  /** Called after pictures were added or deleted (the list's picture count changed). */
  onChanged: () => void;
}

/** `accept` of the file input: '.jpg,.jpeg,.png,.webp' (admin spec §5). */
const ACCEPT = GALLERY_IMAGE_EXTENSIONS.join(',');

/**
 * The pictures modal of the gallery screen (admin spec §2 Gallery, §5, §7, §8, §9): loads the
 * gallery and its pictures ('Galeri bilgisi alınamadı.' with 'Tekrar Dene' on failure), shows
 * them as previews (API host + path), takes several files at once (jpg/jpeg/png/webp, at most
 * 5 MB each, checked before sending with the Turkish message), uploads and registers them one by
 * one ('Resimler başarıyla yüklendi.'; a failed file stays chosen with the server's message or
 * 'Resim yüklenirken hata oluştu.'), and deletes a picture after a confirm ('Resim silinirken
 * hata oluştu.' on failure). Needs antd's `<App>` above it.
 */
export function GalleryPicturesModal({ gallery, onClose, onChanged }: GalleryPicturesModalProps) {
  const { message } = App.useApp();
  const toast = useSuccessToast();
  const [info, setInfo] = useState<AdminGallery | null>(null);
  const [pictures, setPictures] = useState<GalleryImage[]>([]);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [chosen, setChosen] = useState<UploadFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const galleryId = gallery?.id ?? null;
  const current = useRef<string | null>(null); // answers for a gallery no longer shown are dropped

  const load = useCallback(async () => {
    if (!galleryId) return;
    current.current = galleryId;
    setLoading(true);
    setLoadError(null);
    try {
      const [g, list] = await Promise.all([calls.gallery(galleryId), calls.list(galleryId)]);
      if (current.current !== galleryId) return;
      setInfo(g);
      setPictures(list);
    } catch (e) {
      if (current.current === galleryId) setLoadError(e);
    } finally {
      if (current.current === galleryId) setLoading(false);
    }
  }, [galleryId]);

  useEffect(() => {
    setInfo(null);
    setPictures([]);
    setChosen([]);
    if (galleryId) void load();
    else current.current = null;
  }, [galleryId, load]);

  /** Checks a chosen file in the browser; a wrong one is not added (its message shown). */
  const beforeUpload = (file: File) => {
    const problem = galleryImageFileError(file);
    if (problem) {
      void message.error(`${file.name}: ${problem}`);
      return Upload.LIST_IGNORE;
    }
    return false; // kept in the list, sent with 'Resimleri Yükle'
  };

  async function uploadAll() {
    if (!galleryId || !chosen.length) return;
    setUploading(true);
    const failed: UploadFile[] = [];
    let added = 0;
    let firstError: unknown = null;
    for (const item of chosen) {
      try {
        await calls.add(galleryId, item.originFileObj as File);
        added += 1;
      } catch (e) {
        firstError ??= e;
        failed.push({ ...item, status: 'error' });
      }
    }
    setUploading(false);
    setChosen(failed);
    if (!failed.length) toast(GALLERY_MESSAGES.imagesUploaded);
    else void message.error(errorMessageOr(firstError, GALLERY_MESSAGES.imageUploadFailed));
    if (added) {
      onChanged();
      void load();
    }
  }

  async function remove(picture: GalleryImage) {
    setDeletingId(picture.id);
    try {
      await calls.remove(picture.id);
      setPictures((list) => list.filter((p) => p.id !== picture.id));
      toast(GALLERY_MESSAGES.imageDeleted);
      onChanged();
    } catch (e) {
      void message.error(errorMessageOr(e, GALLERY_MESSAGES.imageDeleteFailed));
    } finally {
      setDeletingId(null);
    }
  }

  const title = `Resimler — ${info?.galeriAdi ?? gallery?.galeriAdi ?? ''}`;

  return (
    <Modal
      open={!!gallery}
      title={title}
      onCancel={onClose}
      maskClosable={!uploading}
      width={880}
      destroyOnHidden
      footer={
        <Button onClick={onClose} disabled={uploading}>
          Kapat
        </Button>
      }
    >
      <div className="adm-gallery-pictures">
        <section aria-label="Resim yükle" className="adm-gallery-pictures__upload">
          <Upload
            multiple
            accept={ACCEPT}
            fileList={chosen}
            beforeUpload={beforeUpload}
            onChange={({ fileList }) => setChosen(fileList.filter((f) => f.status !== 'removed'))}
            disabled={uploading || !!loadError}
          >
            <Button icon={<UploadOutlined />} disabled={uploading || !!loadError}>
              Resim Seç
            </Button>
          </Upload>
          <Typography.Text type="secondary">jpg, jpeg, png veya webp; her biri en fazla 5 MB. Birden çok resim seçebilirsiniz.</Typography.Text>
          <div>
            <Button type="primary" onClick={() => void uploadAll()} loading={uploading} disabled={!chosen.length || uploading}>
              {uploading ? 'Yükleniyor...' : 'Resimleri Yükle'}
            </Button>
          </div>
        </section>

        {loadError ? (
          <ErrorAlert message={errorMessageOr(loadError, GALLERY_MESSAGES.loadFailed)} onRetry={() => void load()} />
        ) : loading ? (
          <div className="adm-gallery-pictures__loading">
            <Spin tip="Resimler yükleniyor...">
              <div style={{ minHeight: 80 }} />
            </Spin>
          </div>
        ) : pictures.length === 0 ? (
          <Empty description="Bu galeride henüz resim yok." />
        ) : (
          <Image.PreviewGroup>
            <ul className="adm-gallery-pictures__grid" aria-label="Galeri resimleri">
              {pictures.map((p, i) => (
                <li key={p.id} className="adm-gallery-pictures__item">
                  <Image src={pictureUrl(p.resimYolu)} alt={`Resim ${i + 1}`} width={160} height={120} style={{ objectFit: 'cover' }} />
                  <Space className="adm-gallery-pictures__actions">
                    <Popconfirm title={GALLERY_MESSAGES.confirmImageDelete} okText="Sil" cancelText="Vazgeç" okButtonProps={{ danger: true }} onConfirm={() => remove(p)}>
                      <Button size="small" danger icon={<DeleteOutlined />} loading={deletingId === p.id} aria-label={`Resim ${i + 1} sil`}>
                        Sil
                      </Button>
                    </Popconfirm>
                  </Space>
                </li>
              ))}
            </ul>
          </Image.PreviewGroup>
        )}
      </div>
    </Modal>
  );
}

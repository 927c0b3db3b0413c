import { PictureOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { App, Button, Tooltip } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { formatDate } from '@skiclub/shared/format';
import { GALLERY_DESCRIPTION_MAX, GALLERY_MESSAGES, GALLERY_NAME_MAX, galleryPayloadSchema, galleryUpdatePayloadSchema, type AdminGallery } from '@skiclub/shared/schemas/admin';
import { ActiveBadge } from '@skiclub/shared/ui';
import type { ScreenRoute } from '@skiclub/shared/routes';
import { campColumn } from '../camps/components/CampSelect';
import { activeColumn } from '../crud/components/activeColumn';
import { CrudPage, type CrudPageApi, type CrudTexts } from '../crud/components/CrudPage';
import { GalleryPicturesModal } from './components/GalleryPicturesModal';
import { galleryService as service } from './api/service';
import './galleries.css';

/** Where this screen lives (admin spec §2); read from this file's text by the build: literals only ({@link ScreenRoute}). */
export const route = {
  path: '/admin/galeriler',
  guard: 'admin',
  menu: { section: 'admin', group: 'camp', label: 'Galeriler' },
  order: 140,
} satisfies ScreenRoute;

const TEXTS: CrudTexts = {
  title: 'Galeriler',
  backgroundTitle: 'GALERİ',
  description: 'Kamp galerilerini ekleyin, güncelleyin, resimlerini yükleyin ve silin.',
  createTitle: 'Yeni Galeri',
  editTitle: 'Galeriyi Düzenle',
  tableTitle: 'Galeri Listesi',
  searchPlaceholder: 'Galeri veya kamp ara',
  loading: 'Galeriler yükleniyor...',
  loadFailed: GALLERY_MESSAGES.listFailed,
  added: GALLERY_MESSAGES.added,
  updated: GALLERY_MESSAGES.updated,
  deleted: GALLERY_MESSAGES.deleted,
  confirmDelete: GALLERY_MESSAGES.confirmDelete,
  formErrors: GALLERY_MESSAGES.requiredSummary,
  saveFailed: GALLERY_MESSAGES.failed,
  deleteFailed: GALLERY_MESSAGES.failed,
};

/**
 * /admin/galeriler (admin spec §2 Gallery, §3, §5, §7, §8, §9): form with the camp (searching
 * picker), 'Galeri Adı' (required, at most 200), 'Açıklama' and 'Aktif' — a form missing the
 * camp or the name reads 'Lütfen tüm zorunlu alanları doldurun.'; table '#', galeri adı, kamp,
 * resim sayısı, oluşturma tarihi (dd.mm.yyyy), durum and the actions pictures, edit, delete. The
 * Aktif/Pasif badge is a button: it sends an update with the row's fields and the flag flipped,
 * then reloads ('Durum güncellenemedi.' on failure). Saves carry a 'galeri' token; failures show
 * the server's message or 'Bir hata oluştu.'; 'Galeri silindi.' after a delete.
 * Default export: the page of exposed module `admin/GalleriesPage` (its `route` above; the shell
 * guards it, Admin only).
 */
export function GalleriesScreen() {
  const { message } = App.useApp();
  const page = useRef<CrudPageApi>(null);
  const [toggling, setToggling] = useState<ReadonlySet<string>>(new Set());
  const [picturesOf, setPicturesOf] = useState<AdminGallery | null>(null);

  const columns = useMemo((): ProColumns<AdminGallery>[] => {
    /** Sends the row back with aktif flipped (admin spec §4: the badge toggles the flag). */
    const toggle = async (row: AdminGallery) => {
      setToggling((s) => new Set(s).add(row.id));
      try {
        const payload = galleryUpdatePayloadSchema.safeParse({ kampId: row.kampId, galeriAdi: row.galeriAdi, aciklama: row.aciklama, aktif: !row.aktif });
        if (!payload.success) throw payload.error;
        await service.update(row.id, payload.data);
        page.current?.reload();
      } catch {
        void message.error(GALLERY_MESSAGES.statusFailed);
      } finally {
        setToggling((s) => {
          const next = new Set(s);
          next.delete(row.id);
          return next;
        });
      }
    };
    // The table's columns and the form's fields (CrudPage's formColumns: rules from
    // galleryPayloadSchema): the form asks camp, name, description, active.
    return [
      campColumn<AdminGallery>(),
      {
        dataIndex: 'galeriAdi',
        title: 'Galeri Adı',
        sorter: true,
        fieldProps: { maxLength: GALLERY_NAME_MAX, showCount: true, autoComplete: 'off', placeholder: 'Örn. Palandöken 2026 Kampı' },
      },
      { dataIndex: 'kampAdi', title: 'Kamp', sorter: true, render: (_d, row) => row.kampAdi ?? '—' },
      { dataIndex: 'aciklama', title: 'Açıklama', hideInTable: true, valueType: 'textarea', fieldProps: { maxLength: GALLERY_DESCRIPTION_MAX, rows: 3 } },
      { dataIndex: 'resimSayisi', title: 'Resim Sayısı', sorter: true, align: 'right', width: 120 },
      { dataIndex: 'olusturmaTarihi', title: 'Oluşturma Tarihi', sorter: true, width: 150, render: (_d, row) => formatDate(row.olusturmaTarihi) },
      {
        ...activeColumn<AdminGallery>(),
        render: (_d, row) => (
          <Tooltip title="Durumu değiştirmek için tıklayın">
            <button type="button" className="adm-gallery__badge" aria-label={`${row.galeriAdi}: ${row.aktif ? 'Aktif' : 'Pasif'}, durumu değiştir`} disabled={toggling.has(row.id)} onClick={() => void toggle(row)}>
              <ActiveBadge aktif={row.aktif} />
            </button>
          </Tooltip>
        ),
      },
    ];
  }, [message, toggling]);

  return (
    <>
      <CrudPage<AdminGallery, typeof galleryPayloadSchema>
        service={service}
        schema={galleryPayloadSchema}
        texts={TEXTS}
        columns={columns}
        pageRef={page}
        createValues={{ galeriAdi: '', aciklama: '', aktif: true }}
        toValues={(row) => ({ kampId: row.kampId ?? undefined, galeriAdi: row.galeriAdi, aciklama: row.aciklama ?? '', aktif: row.aktif })}
        searchText={(row) => `${row.galeriAdi} ${row.kampAdi ?? ''}`}
        rowLabel={(row) => row.galeriAdi}
        rowActions={(row) => (
          <Tooltip title="Resimler">
            <Button type="text" icon={<PictureOutlined />} aria-label={`${row.galeriAdi} resimleri`} onClick={() => setPicturesOf(row)} />
          </Tooltip>
        )}
      />
      <GalleryPicturesModal gallery={picturesOf} onClose={() => setPicturesOf(null)} onChanged={() => page.current?.reload()} />
    </>
  );
}

export default GalleriesScreen;

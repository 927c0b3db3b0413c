import { PictureOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { useRef, useState } from 'react';
import { assetUrl } from '@skiclub/shared/api';
import { errorMessageOr, httpError, isAppError } from '@skiclub/shared/errors';
import { formatDate } from '@skiclub/shared/format';
import { ADMIN_CAMP_MESSAGES as M, campPayloadSchema, type AdminCamp } from '@skiclub/shared/schemas/admin';
import type { ScreenRoute } from '@skiclub/shared/routes';
import { activeColumn } from '../crud/components/activeColumn';
import { CrudPage, type CrudTexts } from '../crud/components/CrudPage';
import { uploadCampImage } from './api/camps';
import { CampFormFields } from './components/CampFormFields';
import { campService } from './api/service';

/** Where this screen lives (admin spec §2); read from this file's text by the build: literals only ({@link ScreenRoute}). */
export const route = {
  path: '/admin/kamplar',
  guard: 'admin',
  menu: { section: 'admin', group: 'camp', label: 'Kamplar' },
  order: 70,
} satisfies ScreenRoute;

const TEXTS: CrudTexts = {
  title: 'Kamplar',
  backgroundTitle: 'KAMP',
  description: 'Kampları, tarihlerini, otellerini ve görsellerini yönetin.',
  createTitle: 'Yeni Kamp',
  editTitle: 'Kampı Düzenle',
  tableTitle: 'Kamp Listesi',
  searchPlaceholder: 'Kamp ara',
  loading: 'Kamplar yükleniyor...',
  loadFailed: M.loadFailed,
  added: M.added,
  updated: M.updated,
  deleted: M.deleted,
  confirmDelete: M.confirmDelete,
};

/** Page sizes of the camp table (admin spec §9: adjustable, starting at 10). */
export const CAMP_PAGE_SIZES = [10, 20, 50];

/** Table thumbnail box (admin spec §2 Camp: 60x45 px). */
const THUMB = { width: 60, height: 45, objectFit: 'cover', borderRadius: 4 } as const;

const COLUMNS: ProColumns<AdminCamp>[] = [
  {
    key: 'gorsel',
    title: 'Görsel',
    width: 76,
    render: (_dom, row) =>
      row.gorselUrl ? (
        <img className="adm-camp-thumb" src={assetUrl(row.gorselUrl)} alt={row.kampAdi} width={60} height={45} style={THUMB} />
      ) : (
        <span className="adm-camp-thumb adm-camp-thumb--empty" role="img" aria-label={`${row.kampAdi} görseli yok`} style={{ ...THUMB, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', background: '#f0f0f0', color: '#bfbfbf' }}>
          <PictureOutlined />
        </span>
      ),
  },
  { dataIndex: 'kampAdi', title: 'Kamp Adı', sorter: true },
  { dataIndex: 'sehirAdi', title: 'Yer', sorter: true, render: (_dom, row) => `${row.sehirAdi} / ${row.otelAdi}` },
  { dataIndex: 'baslangicTarihi', title: 'Tarihler', sorter: true, render: (_dom, row) => `${formatDate(row.baslangicTarihi)} - ${formatDate(row.bitisTarihi)}` },
  { dataIndex: 'kampUcretTipiAdi', title: 'Ücret Tipi', sorter: true },
  activeColumn<AdminCamp>(),
];

/**
 * /admin/kamplar (admin spec §2 Camp, §5, §8, §9): cascading country, city and hotel selects with
 * search, name, start and end dates, fee type, active flag and an image with preview; table with
 * a 60x45 thumbnail, place, dates (dd.mm.yyyy), fee type and Aktif/Pasif, sorted by name, 10 rows a
 * page at first (adjustable); delete asks with the browser's confirm. After a create or update
 * succeeds, a chosen image is uploaded to POST /api/kamp/gorsel-yukle/{id}.
 * Default export: the page of exposed module `admin/CampsPage` (its `route` above; the shell
 * guards it, Admin only).
 */
export function CampsScreen() {
  const [editing, setEditing] = useState<AdminCamp | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const fileRef = useRef<File | null>(null);
  const chooseFile = (next: File | null) => {
    fileRef.current = next;
    setFile(next);
  };

  /** Uploads the chosen image of the saved camp; a failure says the camp is saved but its image is not. */
  const uploadChosen = async (saved: AdminCamp | null, id: string | null) => {
    const chosen = fileRef.current;
    const campId = saved?.id ?? id;
    if (!chosen || !campId) return;
    try {
      await uploadCampImage(campId, chosen);
      chooseFile(null);
    } catch (e) {
      const reason = errorMessageOr(e, '');
      throw httpError(isAppError(e) ? e.status : 0, { mesaj: reason ? `${M.imageUploadFailed} ${reason}` : M.imageUploadFailed });
    }
  };

  return (
    <CrudPage<AdminCamp, typeof campPayloadSchema>
      service={campService}
      schema={campPayloadSchema}
      texts={TEXTS}
      columns={COLUMNS}
      createValues={{ aktif: true }}
      searchText={(row) => `${row.kampAdi} ${row.ulkeAdi} ${row.sehirAdi} ${row.otelAdi} ${row.kampUcretTipiAdi}`}
      rowLabel={(row) => row.kampAdi}
      defaultSort="kampAdi"
      confirm="browser"
      pageSizeOptions={CAMP_PAGE_SIZES}
      onModeChange={(row) => {
        setEditing(row);
        chooseFile(null);
      }}
      onSaved={uploadChosen}
      fields={<CampFormFields storedStart={editing?.baslangicTarihi ?? null} image={{ currentUrl: editing?.gorselUrl ?? null, file, onFileChange: chooseFile }} />}
    />
  );
}

export default CampsScreen;

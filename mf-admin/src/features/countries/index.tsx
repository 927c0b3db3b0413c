import { ProFormSwitch, ProFormText, type ProColumns } from '@ant-design/pro-components';
import { ADMIN_MESSAGES, countryPayloadSchema, type Country } from '@skiclub/shared/schemas/admin';
import { ActiveBadge, zodRule } from '@skiclub/shared/ui';
import { CrudPage, type CrudTexts } from '../crud/components/CrudPage';
import { countryService } from './api/service';

const TEXTS: CrudTexts = {
  title: 'Ülkeler',
  backgroundTitle: 'ÜLKE',
  description: 'Ülke tanımlarını ekleyin, güncelleyin ve silin.',
  createTitle: 'Yeni Ülke',
  editTitle: 'Ülkeyi Düzenle',
  tableTitle: 'Ülke Listesi',
  searchPlaceholder: 'Ülke ara',
  loading: 'Ülkeler yükleniyor...',
  loadFailed: 'Ülkeler yüklenirken hata oluştu.',
  added: ADMIN_MESSAGES.countryAdded,
  updated: ADMIN_MESSAGES.countryUpdated,
  deleted: ADMIN_MESSAGES.countryDeleted,
  confirmDelete: ADMIN_MESSAGES.confirmDeleteCountry,
};

const COLUMNS: ProColumns<Country>[] = [
  { dataIndex: 'ulkeAdi', title: 'Ülke Adı', sorter: true },
  { dataIndex: 'aktif', title: 'Durum', sorter: true, width: 110, render: (_dom, row) => <ActiveBadge aktif={row.aktif} /> },
];

/**
 * /admin/ulkeler (admin spec §2, §5, §8, §9): 'Ülke Adı' (required, at least 2 characters, from
 * countryPayloadSchema) and 'Aktif'; table sorted by name; 409 'Bu ülke zaten kayıtlı.' on the name;
 * delete asks with the browser's confirm.
 * Default export: the page of exposed module `admin/CountriesPage` (src/app/routes.ts; the shell
 * guards it, Admin only).
 */
export function CountriesScreen() {
  return (
    <CrudPage<Country, typeof countryPayloadSchema>
      service={countryService}
      schema={countryPayloadSchema}
      texts={TEXTS}
      columns={COLUMNS}
      createValues={{ ulkeAdi: '', aktif: true }}
      searchText={(row) => row.ulkeAdi}
      rowLabel={(row) => row.ulkeAdi}
      defaultSort="ulkeAdi"
      conflictField="ulkeAdi"
      confirm="browser"
      fields={
        <>
          <ProFormText name="ulkeAdi" label="Ülke Adı" required rules={[zodRule(countryPayloadSchema, 'ulkeAdi')]} fieldProps={{ maxLength: 100, autoComplete: 'off' }} placeholder="Örn. Türkiye" />
          <ProFormSwitch name="aktif" label="Aktif" fieldProps={{ checkedChildren: 'Aktif', unCheckedChildren: 'Pasif' }} />
        </>
      }
    />
  );
}

export default CountriesScreen;

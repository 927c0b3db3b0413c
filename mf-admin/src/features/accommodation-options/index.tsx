import type { ProColumns } from '@ant-design/pro-components';
import { Tooltip } from 'antd';
import { useRef } from 'react';
import { formatMoney } from '@skiclub/shared/format';
import { OPTION_MESSAGES, accommodationOptionFormSchema, type AccommodationOption, type AccommodationOptionForm } from '@skiclub/shared/schemas/admin';
import type { ScreenRoute } from '@skiclub/shared/routes';
import { activeColumn } from '../crud/components/activeColumn';
import { CrudPage, type CrudPageApi, type CrudTexts } from '../crud/components/CrudPage';
import { DEFAULT_COUNTS, OptionFormFields } from './components/OptionFormFields';
import { optionCrudService } from './api/service';
import './accommodationOptions.css';

/** Where this screen lives (admin spec §2); read from this file's text by the build: literals only ({@link ScreenRoute}). */
export const route = {
  path: '/admin/konaklamasecenekleri',
  guard: 'admin',
  menu: { section: 'admin', group: 'camp', label: 'Konaklama Seçenekleri' },
  order: 80,
} satisfies ScreenRoute;

const TEXTS: CrudTexts = {
  title: 'Konaklama Seçenekleri',
  backgroundTitle: 'KONAKLAMA',
  description: 'Kampların konaklama seçeneklerini, oda sayılarını ve fiyatlarını yönetin.',
  createTitle: 'Yeni Konaklama Seçeneği',
  editTitle: 'Konaklama Seçeneğini Düzenle',
  tableTitle: 'Konaklama Seçenekleri Listesi',
  searchPlaceholder: 'Kamp, otel veya konaklama tipi ara',
  loading: 'Konaklama seçenekleri yükleniyor...',
  loadFailed: OPTION_MESSAGES.loadFailed,
  added: OPTION_MESSAGES.added,
  updated: OPTION_MESSAGES.updated,
  deleted: OPTION_MESSAGES.deleted,
  confirmDelete: OPTION_MESSAGES.confirmDelete,
  formErrors: OPTION_MESSAGES.summary,
};

/** People of an option, e.g. '2 Y + 1 Ç' (adults, children of both bands), with the bands in a tooltip. */
export function countsText(o: Pick<AccommodationOption, 'yetiskinSayisi' | 'cocuk06Sayisi' | 'cocuk611Sayisi'>): string {
  const children = o.cocuk06Sayisi + o.cocuk611Sayisi;
  return children ? `${o.yetiskinSayisi} Y + ${children} Ç` : `${o.yetiskinSayisi} Y`;
}

const COLUMNS: ProColumns<AccommodationOption>[] = [
  { dataIndex: 'kampAdi', title: 'Kamp', sorter: true },
  { key: 'otelOda', dataIndex: 'otelAdi', title: 'Otel / Oda Tipi', sorter: true, render: (_d, r) => `${r.otelAdi} / ${r.odaTipiAdi}` },
  { dataIndex: 'konaklamaTipiAdi', title: 'Konaklama Tipi', sorter: true },
  {
    key: 'kisi',
    title: 'Kişi',
    render: (_d, r) => (
      <Tooltip title={`${r.yetiskinSayisi} yetişkin, ${r.cocuk06Sayisi} çocuk (0-6), ${r.cocuk611Sayisi} çocuk (6-11)`}>
        <span className="adm-option-counts">{countsText(r)}</span>
      </Tooltip>
    ),
  },
  { key: 'oda', dataIndex: 'toplamOdaSayisi', title: 'Oda (Dolu/Toplam)', sorter: true, render: (_d, r) => `${r.doluOdaSayisi} / ${r.toplamOdaSayisi}` },
  { dataIndex: 'tlFiyati', title: 'TL', sorter: true, align: 'right', render: (_d, r) => formatMoney(r.tlFiyati, 'TL') },
  { dataIndex: 'euroFiyati', title: 'EUR', sorter: true, align: 'right', render: (_d, r) => formatMoney(r.euroFiyati, 'EURO') },
  { dataIndex: 'usdFiyati', title: 'USD', sorter: true, align: 'right', render: (_d, r) => formatMoney(r.usdFiyati, 'USD') },
  activeColumn<AccommodationOption>(),
];

/** Edit-mode values: the cascade back-filled from the option's camp and type (admin spec §4). */
function toFormValues(r: AccommodationOption): Partial<AccommodationOptionForm> {
  return {
    ulkeId: r.ulkeId,
    sehirId: r.sehirId,
    otelId: r.otelId,
    odaTipiId: r.odaTipiId,
    kampId: r.kampId,
    konaklamaTipiId: r.konaklamaTipiId,
    yetiskinSayisi: r.yetiskinSayisi,
    cocuk06Sayisi: r.cocuk06Sayisi,
    cocuk611Sayisi: r.cocuk611Sayisi,
    toplamOdaSayisi: r.toplamOdaSayisi,
    tlFiyati: r.tlFiyati,
    euroFiyati: r.euroFiyati,
    usdFiyati: r.usdFiyati,
    aktif: r.aktif,
  };
}

/**
 * /admin/konaklamasecenekleri (admin spec §2, §4, §5, §8): the cascading form of
 * {@link OptionFormFields} (counts copied from the type, euro/USD from the TL conversion, bulk
 * create) beside the table '#', Kamp, Otel / Oda Tipi, Konaklama Tipi, Kişi ('2 Y + 1 Ç'),
 * Oda (dolu / toplam), TL, EUR, USD (tr-TR, 2 decimals), Durum; 409 'Bu kamp için bu konaklama
 * tipi zaten tanımlı.' on the type; summary 'Lütfen zorunlu alanları doldurun.'.
 * Default export: the page of exposed module `admin/AccommodationOptionsPage` (its `route` above; the shell
 * guards it, Admin only).
 */
export function AccommodationOptionsScreen() {
  const page = useRef<CrudPageApi>(null);
  return (
    <div className="adm-options">
      <CrudPage<AccommodationOption, typeof accommodationOptionFormSchema>
        service={optionCrudService}
        schema={accommodationOptionFormSchema}
        texts={TEXTS}
        columns={COLUMNS}
        createValues={{ ...DEFAULT_COUNTS, toplamOdaSayisi: 1, aktif: true }}
        toValues={toFormValues}
        searchText={(r) => `${r.kampAdi} ${r.otelAdi} ${r.odaTipiAdi} ${r.konaklamaTipiAdi}`}
        rowLabel={(r) => `${r.kampAdi} ${r.konaklamaTipiAdi}`}
        conflictField="konaklamaTipiId"
        pageRef={page}
        fields={<OptionFormFields onBulkCreated={() => page.current?.reload()} />}
      />
    </div>
  );
}

export default AccommodationOptionsScreen;

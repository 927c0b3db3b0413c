/**
 * Country screen model (admin spec §2, §3, §5, §9): form values, payload, search/sort readers
 * and the screen's texts.
 */
import { ADMIN_MESSAGES, type Country, type CountryPayload } from '@skiclub/shared/schemas';
import type { TableViewConfig } from '../../reference/hooks/tableView';
import type { ReferenceEditorMessages } from '../../reference/hooks/useReferenceEditor';

/** Values of the country form. */
export interface CountryFormValues {
  ulkeAdi: string;
  aktif: boolean;
}

/** Create mode: empty name, active (admin spec §2). */
export const EMPTY_COUNTRY: CountryFormValues = { ulkeAdi: '', aktif: true };

/** Edit mode: the row's values. */
export function countryToValues(row: Country): CountryFormValues {
  return { ulkeAdi: row.ulkeAdi, aktif: row.aktif };
}

/** Payload of POST /api/ulke(/:id), name trimmed (the token is added just before sending). */
export function countryToPayload(values: CountryFormValues): CountryPayload {
  return { ulkeAdi: values.ulkeAdi.trim(), aktif: values.aktif };
}

/** Default sort column (admin spec §9: by name ascending). */
export const COUNTRY_DEFAULT_SORT = 'ulkeAdi';

/** Search in the name; sort by name or status. */
export const COUNTRY_TABLE: TableViewConfig<Country> = {
  searchText: (row) => row.ulkeAdi,
  sortValue: (row, key) => (key === 'aktif' ? row.aktif : row.ulkeAdi),
};

/** Success and confirmation texts (admin spec §5, §8). */
export const COUNTRY_MESSAGES: ReferenceEditorMessages = {
  added: ADMIN_MESSAGES.countryAdded,
  updated: ADMIN_MESSAGES.countryUpdated,
  deleted: ADMIN_MESSAGES.countryDeleted,
  confirmDelete: ADMIN_MESSAGES.confirmDeleteCountry,
};

/** Load failure fallback, in the wording of the other admin lists (admin spec §8). */
export const COUNTRY_LOAD_FAILED = 'Ülkeler yüklenirken hata oluştu.';

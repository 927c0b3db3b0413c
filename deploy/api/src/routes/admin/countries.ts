/**
 * Country reference CRUD (admin spec §2, §3, §5, §7) on the CRUD factory: GET/POST /api/ulke,
 * POST /api/ulke/:id, DELETE /api/ulke/:id, Admin only (the admin plugin's hook). Names are
 * unique regardless of case and Turkish letters ('TÜRKİYE' = 'Türkiye', the folded unique index
 * `ulkeler_ulke_adi_uq`); a country still used by cities, hotels or camps cannot be deleted
 * (their foreign keys → 409).
 */
import { ADMIN_MESSAGES, countryResource } from '@skiclub/shared/schemas/admin';
import { ulkeler } from '../../db/schema';
import { foldSql } from '../../lib/text';
import { defineCrudResource, type AdminModule } from './crud';

/** 409 text for a duplicate country name. */
export const COUNTRY_EXISTS = 'Bu ülke zaten kayıtlı.';
/** 409 text for deleting a country in use. */
export const COUNTRY_IN_USE = 'Bu ülke başka kayıtlarda kullanıldığı için silinemez.';
/** 404 text for an unknown country. */
export const COUNTRY_NOT_FOUND = 'Ülke bulunamadı.';

/** The country resource, served on the factory. */
const countryCrud = defineCrudResource(countryResource, {
  table: ulkeler,
  idColumn: ulkeler.id,
  columns: { id: ulkeler.id, ulkeAdi: ulkeler.ulkeAdi, aktif: ulkeler.aktif },
  toValues: (input) => ({ ulkeAdi: input.ulkeAdi.trim(), aktif: input.aktif }),
  orderBy: foldSql(ulkeler.ulkeAdi),
  unique: { index: 'ulkeler_ulke_adi_uq', field: 'ulkeAdi', mesaj: COUNTRY_EXISTS },
  messages: {
    created: ADMIN_MESSAGES.countryAdded,
    updated: ADMIN_MESSAGES.countryUpdated,
    deleted: ADMIN_MESSAGES.countryDeleted,
    notFound: COUNTRY_NOT_FOUND,
    inUse: COUNTRY_IN_USE,
  },
  sample: async (_db, n) => ({ ulkeAdi: `Deneme Ülkesi ${n}`, aktif: true }),
});

/** This module in the admin registry (routes/admin/index.ts): the country resource alone. */
export const countryAdmin: AdminModule = { resources: [countryCrud] };

import { accommodationTypeSchema, type AccommodationType, type AccommodationTypePayload } from '@skiclub/shared/schemas/admin';
import { createCrudService } from '../../crud/api/createCrudService';
import { loadLookup, type LookupOption } from '../../lookups/api/lookups';

/**
 * Accommodation types on the API (admin spec §3, §7): GET /api/KonaklamaTipi (with room type and
 * hotel names), POST /api/KonaklamaTipi, POST /api/KonaklamaTipi/:id, DELETE
 * /api/KonaklamaTipi/:id (GET /api/KonaklamaTipi/:id reads one); token action 'konaklamatipi'.
 */
export const accommodationTypeService = createCrudService<AccommodationType, AccommodationTypePayload>({
  url: '/api/KonaklamaTipi',
  rowSchema: accommodationTypeSchema,
  captchaAction: 'konaklamatipi',
});

/** Load failure of the room type select (admin spec §8: a browser alert for lookup lists). */
export const ROOM_TYPES_LOAD_FAILED = 'Oda tipleri yüklenirken hata oluştu.';

/**
 * Room type options labelled 'Otel – Oda tipi' (the same room type name recurs in many hotels),
 * in Turkish order; inactive ones marked '(Pasif)'. A failure alerts and gives no options.
 */
export async function roomTypeOptions(): Promise<LookupOption[]> {
  try {
    const rows = await loadLookup('roomTypes');
    return rows
      .map((r) => ({ value: r.id, label: `${r.otelAdi} – ${r.odaTipiAdi}${r.aktif ? '' : ' (Pasif)'}` }))
      .sort((a, b) => a.label.localeCompare(b.label, 'tr'));
  } catch {
    window.alert(ROOM_TYPES_LOAD_FAILED);
    return [];
  }
}

import { loadLookup, type LookupOption } from '../../lookups/api/lookups';

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

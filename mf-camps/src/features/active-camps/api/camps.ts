/**
 * Active camps for the home page (member spec §2 home, §9 active camps only): GET /api/kamp and
 * the texts a camp card shows.
 */
import { formatDate } from '@skiclub/shared/format';
import type { Camp } from '@skiclub/shared/schemas';

/** SWR key and path of the public camp list (API README: active camps only for the public). */
export const CAMPS_URL = '/api/kamp';

/** Only active camps (member spec §4: active flags filter what the public sees). */
export function activeCamps(list: readonly Camp[] | null | undefined): Camp[] {
  return (list ?? []).filter((c) => c.aktif);
}

/** Place line of a camp card: 'otelAdi, sehirAdi, ulkeAdi', skipping empty parts. */
export function campPlace(camp: Pick<Camp, 'otelAdi' | 'sehirAdi' | 'ulkeAdi'>): string {
  return [camp.otelAdi, camp.sehirAdi, camp.ulkeAdi].filter((p) => p && p.trim()).join(', ');
}

/** Date line of a camp card: 'dd.mm.yyyy - dd.mm.yyyy' (member spec §1). */
export function campDates(camp: Pick<Camp, 'baslangicTarihi' | 'bitisTarihi'>): string {
  return `${formatDate(camp.baslangicTarihi)} - ${formatDate(camp.bitisTarihi)}`;
}

import { assetUrl, http } from '@skiclub/shared/api';
import { dayjs } from '@skiclub/shared/format';

/** A moment as dd.mm.yyyy HH:mm (admin spec §2 Stock last update, §9 dates); '' when empty or invalid. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('DD.MM.YYYY HH:mm') : '';
}

/** Address of a product image (admin spec §3: full URL kept, a path or file name joined with the API host, §7). */
export function stockImageUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const host = (http.defaults.baseURL ?? '').replace(/\/+$/, '');
  return `${host}${assetUrl(path)}`;
}

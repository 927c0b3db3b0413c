import useSWR from 'swr';
import { swrFetcher } from '@skiclub/shared/api';
import type { Gallery } from '@skiclub/shared/schemas';

/** Active galleries for the Gallery menu (GET /api/galeri, plain list or envelope). Errors leave the menu empty. */
export function useGalleries(): Gallery[] {
  const { data } = useSWR<Gallery[]>('/api/galeri', swrFetcher, { revalidateOnFocus: false, shouldRetryOnError: false });
  return Array.isArray(data) ? data.filter((g) => g.aktif) : [];
}

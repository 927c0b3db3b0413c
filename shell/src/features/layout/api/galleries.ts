import { useApi } from '@skiclub/shared/api';
import { galleryListSchema, type Gallery } from '@skiclub/shared/schemas';

/** Active galleries for the Gallery menu (GET /api/galeri, checked with the shared schema). Errors leave the menu empty. */
export function useGalleries(): Gallery[] {
  const { data } = useApi('/api/galeri', galleryListSchema);
  return data ? data.filter((g) => g.aktif) : [];
}

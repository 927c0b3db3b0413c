import { useApi } from '@skiclub/shared/api';
import { galleryImageListSchema, gallerySchema } from '@skiclub/shared/schemas';

/** GET /api/galeri/:id (member spec §7), checked with the shared schema. A 404 is not retried. */
export function useGallery(id: string | undefined) {
  return useApi(id ? `/api/galeri/${encodeURIComponent(id)}` : null, gallerySchema);
}

/** GET /api/galeriresim/galeri/:galeriId: the gallery's pictures (member spec §7). */
export function useGalleryImages(id: string | undefined) {
  return useApi(id ? `/api/galeriresim/galeri/${encodeURIComponent(id)}` : null, galleryImageListSchema);
}

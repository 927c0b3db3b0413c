import useSWR from 'swr';
import { swrFetcher } from '@skiclub/shared/api';
import { isRetryable, type AppError } from '@skiclub/shared/errors';
import type { Gallery, GalleryImage } from '@skiclub/shared/schemas';

/** GET /api/galeri/:id (member spec §7). A 404 is not retried. */
export function useGallery(id: string | undefined) {
  return useSWR<Gallery, AppError>(id ? `/api/galeri/${encodeURIComponent(id)}` : null, swrFetcher, { shouldRetryOnError: isRetryable });
}

/** GET /api/galeriresim/galeri/:id: the gallery's pictures (member spec §7). */
export function useGalleryImages(id: string | undefined) {
  return useSWR<GalleryImage[], AppError>(id ? `/api/galeriresim/galeri/${encodeURIComponent(id)}` : null, swrFetcher, {
    shouldRetryOnError: isRetryable,
  });
}

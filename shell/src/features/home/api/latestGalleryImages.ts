import { useApi } from '@skiclub/shared/api';
import { galleryImageListSchema } from '@skiclub/shared/schemas';

/** GET /api/galeriresim/son-resimler (member spec §7): the newest pictures of the active galleries. */
export const LATEST_GALLERY_IMAGES_URL = '/api/galeriresim/son-resimler';

/** The home page's latest gallery pictures, checked with the shared schema. */
export function useLatestGalleryImages() {
  return useApi(LATEST_GALLERY_IMAGES_URL, galleryImageListSchema);
}

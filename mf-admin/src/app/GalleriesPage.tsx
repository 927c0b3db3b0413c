import { GalleriesScreen } from '../features/galleries';

/** Exposed module `admin/GalleriesPage`: /admin/galeriler (admin spec §2). The shell guards it (Admin only). */
export default function GalleriesPage() {
  return <GalleriesScreen />;
}

import { HotelsScreen } from '../features/hotels';

/** Exposed module `admin/HotelsPage`: /admin/oteller (admin spec §2). The shell guards it (Admin only). */
export default function HotelsPage() {
  return <HotelsScreen />;
}

import { CampsScreen } from '../features/camps';

/** Exposed module `admin/CampsPage`: /admin/kamplar (admin spec §2). The shell guards it (Admin only). */
export default function CampsPage() {
  return <CampsScreen />;
}

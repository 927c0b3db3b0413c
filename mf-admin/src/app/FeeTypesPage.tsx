import { FeeTypesScreen } from '../features/fee-types';

/** Exposed module `admin/FeeTypesPage`: /admin/kampucrettipleri (admin spec §2). The shell guards it (Admin only). */
export default function FeeTypesPage() {
  return <FeeTypesScreen />;
}

import { VariantTypesScreen } from '../features/variant-types';

/** Exposed module `admin/VariantTypesPage`: /admin/varyant-tipleri (admin spec §2). The shell guards it (Admin only). */
export default function VariantTypesPage() {
  return <VariantTypesScreen />;
}

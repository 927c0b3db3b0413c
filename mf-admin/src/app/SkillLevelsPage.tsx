import { SkillLevelsScreen } from '../features/skill-levels';

/** Exposed module `admin/SkillLevelsPage`: /admin/kaymaseviyeleri (admin spec §2). The shell guards it (Admin only). */
export default function SkillLevelsPage() {
  return <SkillLevelsScreen />;
}

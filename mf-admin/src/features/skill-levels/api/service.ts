import { skillLevelSchema, type SkillLevel, type SkillLevelPayload } from '@skiclub/shared/schemas/admin';
import { createCrudService } from '../../crud/api/createCrudService';

/**
 * Skill levels on the API (admin spec §3, §7): GET /api/kaymaseviyesi, POST /api/kaymaseviyesi,
 * POST /api/kaymaseviyesi/:id, DELETE /api/kaymaseviyesi/:id; token action 'kaymaseviyesi'.
 */
export const skillLevelService = createCrudService<SkillLevel, SkillLevelPayload>({ url: '/api/kaymaseviyesi', rowSchema: skillLevelSchema, captchaAction: 'kaymaseviyesi' });

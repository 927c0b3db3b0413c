import path from 'node:path';
import { featureRoutes } from '@skiclub/shared/feature-routes';

/**
 * The Management screens (admin spec §2). Each screen declares its own route, in
 * `src/features/<feature>/index.tsx`: `export const route = { path, guard, menu, order }`, read
 * from the file by the build (the exposed module is `<Feature>Page`, `admin/GendersPage` for
 * `genders`; the title is the menu label). The shell's Yönetim menu lists them by `order` and guards
 * each path (Admin only); the build exposes each screen's file, whose default export is the page,
 * and emits this list as routes.json. Read at build time and in tests (Node), never bundled.
 */
export const routes = featureRoutes(path.resolve(__dirname, '../..'));

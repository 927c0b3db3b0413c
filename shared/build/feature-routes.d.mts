import type { RouteDeclaration } from '../src/routes/index.ts';
/** The `route` a screen file exports, read from its syntax (literals only), or null. */
export declare function readRouteExport(file: string, label?: string): Record<string, unknown> | null;
/** `room-types` → `RoomTypesPage`: the exposed module of a feature's screen. */
export declare function moduleOf(feature: string): string;
/** The routes of a remote's feature screens (`export const route` of src/features/<feature>/index.tsx), in `order`. */
export declare function featureRoutes(appDir: string): RouteDeclaration[];

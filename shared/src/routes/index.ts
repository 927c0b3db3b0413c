/**
 * Route lists: each remote declares its pages in one place, `src/app/routes.ts` with
 * {@link defineRoutes}, or (mf-admin) each screen in its own file ({@link ScreenRoute}). The build
 * derives the remote's `exposes` from the list and emits it as `routes.json`;
 * the release store keeps it with the version and releases.json carries the live versions' lists;
 * the shell builds its router, guards and Management menu from them and the composition host
 * answers 404 from the same merged table.
 */
import { z } from 'zod';

/** Route guards of member spec §2 and admin spec §2; 'release': ReleaseManager or Admin. */
export const GUARDS = ['public', 'guest', 'login', 'admin', 'release'] as const;
export type Guard = (typeof GUARDS)[number];

/** Groups of the Management menu (admin spec §2), in menu order, with their labels. */
export const ADMIN_MENU_GROUPS = [
  { group: 'camp', label: 'Kamp İşlemleri' },
  { group: 'shop', label: 'Mağaza İşlemleri' },
  { group: 'user', label: 'Kullanıcı İşlemleri' },
  { group: 'release', label: 'Sürüm İşlemleri' },
] as const;
export type AdminMenuGroup = (typeof ADMIN_MENU_GROUPS)[number]['group'];

/**
 * Where a route's link appears in the header: a Management group (admin pages only; the
 * 'release' group for release pages only) or the end of the Mağaza drop-down.
 */
export const routeMenuSchema = z.discriminatedUnion('section', [
  z.object({ section: z.literal('admin'), group: z.enum(['camp', 'shop', 'user', 'release']), label: z.string().min(1) }),
  z.object({ section: z.literal('shop'), label: z.string().min(1) }),
]);
export type RouteMenu = z.infer<typeof routeMenuSchema>;

/** A path of the site: `/`, `/urunler`, `/urun/:slugOrId` (react-router syntax, no wildcards). */
const pathSchema = z
  .string()
  .regex(/^\/(?:[a-z0-9-]+|:[A-Za-z][A-Za-z0-9]*)?(?:\/(?:[a-z0-9-]+|:[A-Za-z][A-Za-z0-9]*))*$/, 'Geçersiz rota yolu');

/** One page of a remote as releases.json and routes.json carry it. */
export const routeSchema = z
  .object({
    path: pathSchema,
    /** Exposed module name: `ProductsPage` is `./ProductsPage`, loaded as `catalog/ProductsPage`. */
    module: z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/, 'Geçersiz modül adı'),
    guard: z.enum(GUARDS, { error: 'Koruma public, guest, login, admin veya release olmalı' }),
    /** Page title (document title until the page sets a more specific one). */
    title: z.string().min(1, 'Sayfa başlığı gerekli'),
    menu: routeMenuSchema.optional(),
  })
  .refine((r) => r.menu?.section !== 'admin' || r.menu.group === 'release' || r.guard === 'admin', { message: 'Yönetim menüsündeki sayfa admin korumalı olmalı', path: ['menu'] })
  .refine((r) => r.menu?.section !== 'admin' || r.menu.group !== 'release' || r.guard === 'release', {
    message: 'Sürüm İşlemleri menüsündeki sayfa release korumalı olmalı',
    path: ['menu'],
  });
export type RouteDef = z.infer<typeof routeSchema>;

/** A route list; paths are unique within it. */
export const routeListSchema = z.array(routeSchema).superRefine((list, ctx) => {
  const seen = new Set<string>();
  list.forEach((r, i) => {
    const k = routeKey(r.path);
    if (seen.has(k)) ctx.addIssue({ code: 'custom', message: `${r.path} iki kez tanımlı`, path: [i, 'path'] });
    seen.add(k);
  });
});
export type RouteList = z.infer<typeof routeListSchema>;

/** A route of a remote with its source file, as the build reads it. */
export type RouteDeclaration = RouteDef & {
  /**
   * Source of the exposed module, relative to the remote's folder (`./src/app/ProductsPage.tsx`,
   * `./src/features/countries/index.tsx`); the page is its default export, rendered with no props.
   */
  file: string;
};

/**
 * A page's route as a feature screen declares it in its own file (mf-admin:
 * `export const route = { … } satisfies ScreenRoute` in `src/features/<feature>/index.tsx`): the
 * file and the exposed module (`<Feature>Page`) follow from the folder, the title from the menu
 * label; `order` places it in the menu. releases.json and the release checks know a page by its
 * module, so a screen whose folder is renamed names its old `module` here. The build reads the
 * route from the file's syntax (`@skiclub/shared/feature-routes`): literals only.
 */
export type ScreenRoute = Omit<RouteDef, 'module' | 'title'> & { module?: string; title?: string; order: number };

/**
 * A route as a remote writes it in `src/app/routes.ts`, saying each thing once: `title` defaults
 * to the menu label; the source is `file`, or the entry of `feature` (`feature: 'countries'` is
 * `./src/features/countries/index.tsx`: the feature's screen is the page, no wrapper file), else
 * `./src/app/<module>.tsx`.
 */
export type RouteInput = Omit<RouteDef, 'title'> & { title?: string } & (
    | { file?: string; feature?: never }
    | {
        /** Folder under `src/features/` whose `index.tsx` default-exports the page. */
        feature: string;
        file?: never;
      }
  );

/**
 * Declares a remote's pages (its `src/app/routes.ts`), filling the defaults of {@link RouteInput}.
 * Checked at build time against {@link routeListSchema} (a page with neither title nor menu
 * label fails there with 'Sayfa başlığı gerekli').
 */
export function defineRoutes(routes: readonly RouteInput[]): RouteDeclaration[] {
  return routes.map(({ feature, file, title, ...r }) => ({
    ...r,
    title: title ?? r.menu?.label ?? '',
    file: file ?? (feature ? `./src/features/${feature}/index.tsx` : `./src/app/${r.module}.tsx`),
  }));
}

/** The list as routes.json and releases.json carry it (source files left out). */
export function toRouteList(routes: readonly RouteDeclaration[]): RouteList {
  return routes.map(({ file: _file, ...r }) => r);
}

/** Comparison key of a path: parameter names do not matter (`/urun/:a` claims `/urun/:b`). */
export function routeKey(path: string): string {
  return path.replace(/\/:[^/]+/g, '/:');
}

import path from 'node:path';
import { readRouteExport } from '@skiclub/shared/feature-routes';
import { routes } from './routes';

// The build reads each screen's route from its file's text; the shell renders the file's default
// export. Both are checked against the module as it runs: a route that reads differently from what
// it exports, or a file with no default export, would otherwise fail only in the browser.
const appDir = path.resolve(__dirname, '../..');

describe('admin routes', () => {
  it('lists the 22 Yönetim screens in menu order, each under its group', () => {
    expect(routes).toHaveLength(22);
    expect(routes.slice(0, 3).map((r) => r.path)).toEqual(['/admin/ulkeler', '/admin/sehirler', '/admin/oteller']);
    expect(routes.find((r) => r.path === '/admin/cinsiyetler')).toEqual({
      path: '/admin/cinsiyetler',
      module: 'GendersPage',
      guard: 'admin',
      title: 'Cinsiyetler',
      menu: { section: 'admin', group: 'camp', label: 'Cinsiyetler' },
      file: './src/features/genders/index.tsx',
    });
  });

  it.each(routes.map((r) => [r.module, r.file] as const))('%s: %s default-exports the screen and exports the route the build read', async (_module, file) => {
    const mod = (await import(/* @vite-ignore */ path.join(appDir, file))) as { default?: unknown; route?: unknown };
    expect(typeof mod.default).toBe('function');
    expect(mod.route).toEqual(readRouteExport(path.join(appDir, file)));
  });
});

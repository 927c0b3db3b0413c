import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { featureRoutes, moduleOf } from '../../build/feature-routes.mjs';

/** A throwaway remote folder with `src/features/<name>/index.tsx` files of the given texts. */
function remoteWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'feature-routes-'));
  for (const [feature, text] of Object.entries(files)) {
    mkdirSync(path.join(dir, 'src/features', feature), { recursive: true });
    writeFileSync(path.join(dir, 'src/features', feature, 'index.tsx'), text);
  }
  return dir;
}

const screen = (route: string) => `import x from 'y';\nexport const route = ${route} satisfies ScreenRoute;\nexport default function S() { return null; }\n`;

describe('featureRoutes (routes declared in the screens)', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads each screen’s route, orders them by `order`, derives module, file and title unless given, and skips folders without one', () => {
    dir = remoteWith({
      'room-types': screen(`{ path: '/admin/odatipleri', guard: 'admin', menu: { section: 'admin', group: 'camp', label: 'Oda Tipleri' }, order: 20 }`),
      countries: screen(`{ path: '/admin/ulkeler', guard: 'admin', menu: { section: 'admin', group: 'camp', label: "Ülkeler" }, order: 10 }`),
      'renamed-folder': screen(`{ path: '/admin/eski', module: 'OldNamePage', guard: 'admin', title: 'Eski', order: 30 }`),
      crud: 'export const helper = 1;\n',
    });
    expect(featureRoutes(dir)).toEqual([
      { path: '/admin/ulkeler', module: 'CountriesPage', guard: 'admin', title: 'Ülkeler', menu: { section: 'admin', group: 'camp', label: 'Ülkeler' }, file: './src/features/countries/index.tsx' },
      { path: '/admin/odatipleri', module: 'RoomTypesPage', guard: 'admin', title: 'Oda Tipleri', menu: { section: 'admin', group: 'camp', label: 'Oda Tipleri' }, file: './src/features/room-types/index.tsx' },
      // A renamed folder keeps its exposed module, which releases.json knows the page by.
      { path: '/admin/eski', module: 'OldNamePage', guard: 'admin', title: 'Eski', file: './src/features/renamed-folder/index.tsx' },
    ]);
    expect(moduleOf('accommodation-options')).toBe('AccommodationOptionsPage');
  });

  it('refuses a route that is not a literal, naming the file and line', () => {
    dir = remoteWith({ genders: screen(`{ path: PATH, guard: 'admin', order: 10 }`) });
    expect(() => featureRoutes(dir)).toThrow(/^src\/features\/genders\/index\.tsx:2: route yalnız yazılı değerlerden/);
  });

  it('refuses a route without an order, and two screens with the same order', () => {
    dir = remoteWith({ genders: screen(`{ path: '/admin/cinsiyetler', guard: 'admin' }`) });
    expect(() => featureRoutes(dir)).toThrow('src/features/genders/index.tsx: route.order (menüdeki sırası, bir sayı) gerekli');
    rmSync(dir, { recursive: true, force: true });
    dir = remoteWith({ a: screen(`{ path: '/admin/a', guard: 'admin', order: 10 }`), b: screen(`{ path: '/admin/b', guard: 'admin', order: 10 }`) });
    expect(() => featureRoutes(dir)).toThrow('src/features/b ile src/features/a aynı route.order (10) değerini taşıyor');
  });
});

import path from 'node:path';
import { routes } from './routes';

// The shell renders an exposed module's default export; a route whose file has none builds fine
// and fails only in the browser ('varsayılan dışa aktarım yok'), so each is checked here.
const appDir = path.resolve(__dirname, '../..');

describe('camps route files', () => {
  it.each(routes.map((r) => [r.module, r.file] as const))('%s: %s default-exports the page', async (_module, file) => {
    const mod = (await import(/* @vite-ignore */ path.join(appDir, file))) as { default?: unknown };
    expect(typeof mod.default).toBe('function');
  });
});

import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHost } from '../src/server.mjs';
import { versionFor, versionsFromCookie } from '../src/preload.mjs';

const sha = (body) => `sha256-${createHash('sha256').update(body).digest('base64')}`;

/** A remote version folder: entry, one exposed page with a chunk and CSS, its preload.json. */
async function writeVersion(data, version, page) {
  const base = path.join(data, 'remotes/catalog', version);
  await mkdir(path.join(base, 'static/js/async'), { recursive: true });
  await mkdir(path.join(base, 'static/css/async'), { recursive: true });
  const files = {
    'static/js/catalog.1111.js': `entry ${version}`,
    'static/js/async/__federation_expose_ProductsPage.2222.js': `page ${version}`,
    'static/js/async/d.3333.js': `chunk ${version}`,
    'static/css/async/__federation_expose_ProductsPage.4444.css': `css ${version}`,
  };
  for (const [f, body] of Object.entries(files)) await writeFile(path.join(base, f), body);
  const manifest = {
    id: 'catalog',
    metaData: { remoteEntry: { name: 'static/js/catalog.1111.js', path: '' } },
    exposes: [
      {
        name: page,
        assets: {
          js: { sync: ['static/js/async/__federation_expose_ProductsPage.2222.js', 'static/js/async/d.3333.js'], async: ['static/js/async/later.js'] },
          css: { sync: ['static/css/async/__federation_expose_ProductsPage.4444.css'], async: [] },
        },
      },
    ],
  };
  await writeFile(path.join(base, 'mf-manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(base, 'preload.json'), JSON.stringify({ [page]: ['antd/es/button', 'react', '@skiclub/shared/api'] }));
  return Object.fromEntries(Object.entries(files).map(([f, body]) => [f, sha(body)]));
}

let dir;
let host;
let data;
let shell;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'host-preload-'));
  shell = path.join(dir, 'shell');
  data = path.join(dir, 'data');
  await mkdir(shell, { recursive: true });
  await writeFile(path.join(shell, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(shell, 'routes.json'), JSON.stringify([{ path: '/', page: 'home' }, { path: '/hakkimizda', page: 'about' }]));
  await writeFile(
    path.join(shell, 'mf-manifest.json'),
    JSON.stringify({ shared: [{ name: 'antd/es/button', assets: { js: { sync: ['static/js/async/antd-core.0a0a.js', 'static/js/async/btn.bbbb.js'] } } }, { name: 'react', assets: { js: { sync: ['static/js/async/react.cccc.js'] } } }] }),
  );
  // The home page: its chunk, and a remote widget (ProductsPage stands in) the shell needs but
  // shows below the fold, so home-preload.json leaves it out.
  await writeFile(path.join(shell, 'preload.json'), JSON.stringify({ pages: { home: { js: ['static/js/async/page-home.5555.js'], css: [], shared: [] } } }));
  await writeFile(path.join(shell, 'remote-needs.json'), JSON.stringify({ catalog: ['ProductsPage'] }));
  await writeFile(path.join(shell, 'home-preload.json'), JSON.stringify({}));
  const live = await writeVersion(data, '1.0.0-live', 'ProductsPage');
  await writeVersion(data, '1.1.0-new', 'ProductsPage');
  const routes = [{ path: '/urunler', module: 'ProductsPage', guard: 'public', title: 'Ürünler' }];
  await writeFile(
    path.join(data, 'releases.json'),
    JSON.stringify({ remotes: { catalog: { live: '1.0.0-live', entry: '/remotes/catalog/1.0.0-live/mf-manifest.json', versions: ['1.0.0-live', '1.1.0-new'], routes, integrity: live, canary: null } } }),
  );
  host = await buildHost({ shellDist: shell, dataDir: data, apiUrl: 'http://127.0.0.1:9' });
});

afterAll(async () => {
  await host.close();
  await rm(dir, { recursive: true, force: true });
});

const linksOf = (r) => (r.headers.link ?? '').split(/,\s*(?=<)/).filter(Boolean);

describe('preload hints with the page', () => {
  it("sends the route's remote entry, exposed chunks and CSS with the hashes the shell checks, and the shell's antd chunks", async () => {
    const r = await host.inject('/urunler');
    expect(r.statusCode).toBe(200);
    const links = linksOf(r);
    expect(links).toContain(`</remotes/catalog/1.0.0-live/static/js/catalog.1111.js>; rel=preload; as=script; crossorigin=anonymous; integrity="${sha('entry 1.0.0-live')}"`);
    expect(links).toContain(`</remotes/catalog/1.0.0-live/static/js/async/d.3333.js>; rel=preload; as=script; crossorigin=anonymous; integrity="${sha('chunk 1.0.0-live')}"`);
    expect(links).toContain(`</remotes/catalog/1.0.0-live/static/css/async/__federation_expose_ProductsPage.4444.css>; rel=preload; as=style; crossorigin=anonymous; integrity="${sha('css 1.0.0-live')}"`);
    expect(links).toContain('</static/js/async/antd-core.0a0a.js>; rel=preload; as=script');
    // Only antd's common chunk from the shell (the runtime picks the component chunks), never async chunks.
    expect(links.join()).not.toContain('btn.bbbb');
    expect(links.join()).not.toContain('react.cccc');
    expect(links.join()).not.toContain('later.js');
  });

  it("gives a browser that runs another version (canary, preview) that version's files", async () => {
    const r = await host.inject({ url: '/urunler', headers: { cookie: 'a=b; skiclub-surumler=catalog%3A1.1.0-new' } });
    const links = linksOf(r);
    expect(links).toContain(`</remotes/catalog/1.1.0-new/static/js/catalog.1111.js>; rel=preload; as=script; crossorigin=anonymous; integrity="${sha('entry 1.1.0-new')}"`);
    expect(links.join()).not.toContain('1.0.0-live');
  });

  it('sends none when switched off (the benchmark serves its monolith with this host)', async () => {
    const quiet = await buildHost({ shellDist: shell, dataDir: data, apiUrl: 'http://127.0.0.1:9', preloadHints: false });
    try {
      const r = await quiet.inject('/urunler');
      expect(r.statusCode).toBe(200);
      expect(r.headers.link).toBeUndefined();
    } finally {
      await quiet.close();
    }
  });

  it('sends none for the shell’s own pages and unknown paths', async () => {
    expect((await host.inject('/hakkimizda')).headers.link).toBeUndefined();
    const missing = await host.inject('/yok-boyle-bir-sayfa');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.link).toBeUndefined();
  });
});

describe('preload hints of the home page', () => {
  it('names the widgets above the fold only (home-preload.json), not every module the shell needs', async () => {
    const links = linksOf(await host.inject('/'));
    expect(links).toContain('</static/js/async/page-home.5555.js>; rel=preload; as=script');
    expect(links.join()).not.toContain('/remotes/catalog/');
  });

  it('names every widget with a shell built before home-preload.json', async () => {
    const old = path.join(dir, 'shell-old');
    await mkdir(old, { recursive: true });
    for (const f of ['index.html', 'routes.json', 'mf-manifest.json', 'preload.json', 'remote-needs.json']) await writeFile(path.join(old, f), await readFile(path.join(shell, f)));
    const oldHost = await buildHost({ shellDist: old, dataDir: data, apiUrl: 'http://127.0.0.1:9' });
    try {
      const links = linksOf(await oldHost.inject('/'));
      expect(links.join()).toContain('/remotes/catalog/1.0.0-live/static/js/catalog.1111.js');
    } finally {
      await oldHost.close();
    }
  });
});

describe('which version a browser loads', () => {
  const entry = { live: '1.0.0', versions: ['1.0.0', '1.1.0', '0.9.0'], canary: { version: '1.1.0' } };
  it('follows the cookie for a published version, else live; unknown while a canary runs', () => {
    expect(versionFor(entry, '0.9.0')).toBe('0.9.0');
    expect(versionFor(entry, '7.0.0')).toBeNull();
    expect(versionFor(entry, undefined)).toBeNull();
    expect(versionFor({ ...entry, canary: null }, undefined)).toBe('1.0.0');
    expect(versionFor({ ...entry, canary: null }, 'nope')).toBe('1.0.0');
  });
  it('reads the cookie the shell writes', () => {
    expect(versionsFromCookie('x=1; skiclub-surumler=catalog%3A1.1.0-abc%7Cadmin%3A2.0.0')).toEqual({ catalog: '1.1.0-abc', admin: '2.0.0' });
    expect(versionsFromCookie(undefined)).toEqual({});
    expect(versionsFromCookie('skiclub-surumler=bad%20value')).toEqual({});
  });
});

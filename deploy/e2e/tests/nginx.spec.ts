import { expect, test } from './fixtures';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderNginxConf } from '../../nginx/render.mjs';
import { recordRequests, scrollThroughPage } from './helpers';
import { BAD_FRAMING, bodyOnBodyless, parseResponses, sendRaw } from '../../host/test/raw-http.mjs';

// The composed site through Debian's nginx: deploy/nginx's template, rendered for a temp prefix
// and a free port, in front of the worker's own stack (the `site` fixture: host on its port, API
// on port + 1000). nginx serves the shell's files, the remotes from disk and proxies
// releases.json and pages to the host, /api to the API.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The worker's site behind nginx (the `site` fixture): the host's port (the API's is 1000 more) and its release data. */
let sitePort = 0;
let releasesDir = '';
const SHELL_DIST = path.join(root, 'shell/dist');

/** nginx's binary: NGINX_BIN, else Debian's. */
function findNginx(): string {
  const bin = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
  if (existsSync(bin)) return bin;
  throw new Error(
    process.env.CI === 'true'
      ? `nginx yok (${bin}): CI bu testi nginx ile çalıştırmalı (.ci/run Debian'ın nginx-light paketini kurar).`
      : `nginx bulunamadı (${bin}): bu test gerçek nginx ister. Kurun: sudo apt-get install nginx-light (ya da NGINX_BIN ile yolunu verin).`,
  );
}

/** A port free right now on loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

let nginx: ChildProcess | undefined;
let prefix = '';
let site = '';
let nginxOutput = '';
let nginxPort = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ site: stack }) => {
  sitePort = stack.port;
  releasesDir = stack.hostDataDir;
  const bin = findNginx();
  prefix = mkdtempSync(path.join(os.tmpdir(), 'skiclub-nginx-'));
  const port = await freePort();
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    renderNginxConf({
      listen: `127.0.0.1:${port}`,
      shellDist: SHELL_DIST,
      releasesDir,
      api: [`127.0.0.1:${sitePort + 1000}`],
      host: [`127.0.0.1:${sitePort}`],
      prefix,
      errorLog: 'stderr',
      workerProcesses: 1,
    }),
  );
  const check = spawnSync(bin, ['-t', '-p', prefix, '-c', conf], { encoding: 'utf8' });
  expect(check.status, check.stderr).toBe(0);
  nginx = spawn(bin, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.stderr?.on('data', (c: Buffer) => (nginxOutput += c.toString()));
  site = `http://127.0.0.1:${port}`;
  nginxPort = port;
  for (let i = 0; ; i += 1) {
    const up = await fetch(`${site}/healthz`).then((r) => r.ok, () => false);
    if (up) break;
    if (i > 50 || nginx.exitCode !== null) throw new Error(`nginx açılmadı: ${nginxOutput}`);
    await new Promise((r) => setTimeout(r, 100));
  }
});

test.afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx!.once('exit', r));
    nginx.kill('SIGQUIT');
    await exited;
  }
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

test.describe('nginx in front of the composed site', () => {
  test('the home page and a remote page render through nginx, with the remotes served by it', async ({ page }) => {
    const requested = recordRequests(page);
    await page.goto(`${site}/`);
    await expect(page.getByRole('banner')).toBeVisible();
    await scrollThroughPage(page);
    await expect(page.getByText('Yeni Ürünler')).toBeVisible({ timeout: 20_000 });
    await page.goto(`${site}/urunler`);
    await expect(page.getByText(/\d+ ürün bulundu/)).toBeVisible({ timeout: 20_000 });
    expect(requested.some((u) => u.startsWith(`${site}/remotes/catalog/`))).toBe(true);
    expect(requested.some((u) => u.startsWith(`${site}/api/`))).toBe(true);
  });

  test('/releases.json is never cached', async ({ request }) => {
    const r = await request.get(`${site}/releases.json`);
    expect(r.status()).toBe(200);
    expect(r.headers()['cache-control']).toBe('no-cache');
    const releases = (await r.json()) as { remotes: Record<string, { entry: string }> };
    expect(Object.keys(releases.remotes).sort()).toEqual(['account', 'admin', 'camps', 'catalog', 'checkout']);
  });

  test('a hashed remote chunk is immutable and sent precompressed from disk; its manifest is not cached', async ({ request }) => {
    const releases = (await (await request.get(`${site}/releases.json`)).json()) as { remotes: Record<string, { entry: string }> };
    const entry = releases.remotes.catalog!.entry;
    const manifest = await request.get(`${site}${entry}`);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const { metaData } = (await manifest.json()) as { metaData: { remoteEntry: { name: string; path: string } } };
    const base = entry.replace(/mf-manifest\.json$/, '');
    const chunk = `${base}${metaData.remoteEntry.path ? `${metaData.remoteEntry.path}/` : ''}${metaData.remoteEntry.name}`;
    expect(chunk).toMatch(/\.[0-9a-f]{8,}\.js$/);
    const r = await request.get(`${site}${chunk}`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(r.status()).toBe(200);
    expect(r.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const encoding = r.headers()['content-encoding'];
    expect(['gzip', 'br']).toContain(encoding);
    // Length of the .gz/.br file beside the chunk: nginx sent that file, it did not compress on the fly.
    const onDisk = path.join(releasesDir, `${chunk}.${encoding === 'br' ? 'br' : 'gz'}`);
    expect(Number(r.headers()['content-length'])).toBe(statSync(onDisk).size);
    expect(r.headers()['vary']).toContain('Accept-Encoding');
  });

  test('/api answers through nginx', async ({ request }) => {
    const r = await request.get(`${site}/api/urun?sayfa=1&boyut=1`);
    expect(r.status()).toBe(200);
    const body = (await r.json()) as { basarili: boolean; veri: unknown };
    expect(body.basarili).toBe(true);
  });

  test("nginx's request id reaches the API and the host and comes back (a client's own id is replaced)", async ({ request }) => {
    // nginx's $request_id is 32 hex digits; the API and host would otherwise echo the client's id or make a UUID.
    for (const url of [`${site}/api/urun?sayfa=1&boyut=1`, `${site}/`]) {
      const r = await request.get(url, { headers: { 'X-Request-Id': 'istemci-secti-1' } });
      expect(r.status(), url).toBe(200);
      expect(r.headers()['x-request-id'], url).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  test('a page path unknown to the site answers 404 (the host decides), a known one 200', async ({ request }) => {
    const missing = await request.get(`${site}/boyle-bir-sayfa-yok`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('id="root"');
    expect((await request.get(`${site}/hakkimizda`)).status()).toBe(200);
  });

  test('a news page keeps the title and Open Graph tags the host writes', async ({ request }) => {
    const list = (await (await request.get(`${site}/api/haber?sayfa=1&boyut=1`)).json()) as { veri: { items: Array<{ slug: string; baslik: string }> } };
    const news = list.veri.items[0]!;
    const r = await request.get(`${site}/haber/${news.slug}`);
    expect(r.status()).toBe(200);
    const escaped = news.baslik.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
    expect(await r.text()).toContain(`<meta property="og:title" content="${escaped}">`);
  });

  test('a 2 MiB POST to /api gets 413 with the Turkish envelope before it reaches the API', async ({ request }) => {
    const r = await request.post(`${site}/api/hesap/giris`, {
      headers: { 'Content-Type': 'application/json' },
      data: JSON.stringify({ kullaniciAdiVeyaEmail: 'x'.repeat(2 * 1024 * 1024), sifre: 'y' }),
    });
    expect(r.status()).toBe(413);
    expect(await r.json()).toEqual({ basarili: false, veri: null, mesaj: 'Gönderilen veri çok büyük. En fazla 1 MB gönderilebilir.' });
  });
});

/** A GET carrying a JSON body, as curl -X GET -d sends it: refused, and never read as the next request. */
const GET_WITH_BODY = 'GET /api/saglik HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 7\r\n\r\n{"a":1}';

/**
 * Bare LF line ends, which nginx accepts as RFC 9112 §2.2 allows a recipient to: it parses the
 * request, then sends it to the API with framing of its own, so both read the same request.
 */
const NGINX_REFRAMES = new Set(['a chunk extension with a bare LF', 'a bare LF line end in the head']);

/** An innocent request after a hostile one: the real API's normal health answer. */
async function expectNormalAnswer(port: number) {
  const [r] = parseResponses(await sendRaw(port, 'GET /api/saglik HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
  expect(r?.status).toBe(200);
  expect(JSON.parse(r!.body)).toMatchObject({ basarili: true });
}

/** A refusal in the envelope with a Turkish text and the request id, echoing nothing sent. */
function expectEnvelope(r: { status: number; head: string; body: string } | undefined, status: number) {
  expect(r?.status).toBe(status);
  const body = JSON.parse(r!.body) as { basarili: boolean; veri: unknown; mesaj: string };
  expect(body).toMatchObject({ basarili: false, veri: null });
  expect(body.mesaj).toMatch(/[a-zçğıöşü]/i);
  expect(r!.body).not.toMatch(/gizli|Client Error|nginx/i);
  expect(r!.head).toMatch(/\r\nx-request-id: [0-9a-f-]{8,}/i);
}

test.describe('no request desync at the edge (host and nginx in front of the real API)', () => {
  for (const via of ['host', 'nginx'] as const) {
    const port = () => (via === 'host' ? sitePort : nginxPort);

    test(`${via}: the GET-with-body repro, then a plain GET: both answered normally`, async () => {
      for (let i = 0; i < 3; i += 1) {
        const [first] = parseResponses(await sendRaw(port(), GET_WITH_BODY));
        expectEnvelope(first, 400);
        await expectNormalAnswer(port());
      }
    });

    test(`${via}: GET and HEAD with a hidden request as body are refused, nothing smuggled`, async () => {
      for (const method of ['GET', 'HEAD'] as const) {
        for (const framing of ['length', 'chunked'] as const) {
          const [r] = parseResponses(await sendRaw(port(), bodyOnBodyless(method, framing), { bodyless: method === 'HEAD' }), method === 'HEAD');
          expect(r?.status, `${method} ${framing}`).toBe(400);
          await expectNormalAnswer(port());
        }
      }
    });

    test(`${via}: bad framing is refused in the envelope and the next request is normal`, async () => {
      for (const [name, bytes] of Object.entries(BAD_FRAMING)) {
        const reframed = via === 'nginx' && NGINX_REFRAMES.has(name);
        // A refusal closes the connection; a request nginx accepted leaves it open after one answer.
        const all = parseResponses(await sendRaw(port(), bytes, { expected: reframed ? 1 : 2 }));
        if (reframed) {
          // Parsed, then sent on framed by nginx itself: one answer, from the API.
          expect(all, name).toHaveLength(1);
        } else {
          expect(all, name).toHaveLength(1);
          // The host's parser says 400; nginx says 501 for a transfer coding it does not know.
          expectEnvelope(all[0], via === 'nginx' && /^Transfer-Encoding/.test(name) ? 501 : 400);
        }
        await expectNormalAnswer(port());
      }
    });

    test(`${via}: pipelined and HTTP/1.0 keep-alive requests each get their own answer`, async () => {
      const pipelined = parseResponses(
        await sendRaw(
          port(),
          'GET /api/saglik HTTP/1.1\r\nHost: x\r\n\r\nPOST /api/hesap/giris HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}GET /api/saglik HTTP/1.0\r\nHost: x\r\n\r\n',
          { expected: 3 },
        ),
      );
      expect(pipelined.map((r) => r.status)).toEqual([200, 422, 200]);
      const http10 = parseResponses(
        await sendRaw(port(), 'GET /api/saglik HTTP/1.0\r\nHost: x\r\nConnection: keep-alive\r\n\r\nGET /api/saglik HTTP/1.0\r\nHost: x\r\n\r\n', { expected: 2 }),
      );
      expect(http10.map((r) => r.status)).toEqual([200, 200]);
      await expectNormalAnswer(port());
    });

    test(`${via}: an oversized header and a malformed URL answer in the envelope`, async () => {
      const [big] = parseResponses(await sendRaw(port(), `GET /api/saglik HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`));
      expectEnvelope(big, 431);
      const [bad] = parseResponses(await sendRaw(port(), 'GET /api/ulke/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
      expectEnvelope(bad, 400);
      expect(bad!.body).not.toContain('%E0');
      await expectNormalAnswer(port());
    });
  }
});

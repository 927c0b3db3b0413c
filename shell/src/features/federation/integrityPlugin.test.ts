import { createHash } from 'node:crypto';
import { startTestServer, type TestServer } from '@skiclub/shared/testing';
import { FetchTimeoutError, fetchChecked, integrityPlugin, IntegrityError, isTransient, type FileFailure } from './integrityPlugin';
import type { LoadTarget } from './targets';

const MANIFEST = '{"id":"catalog","name":"catalog"}';
const sri = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    'GET /remotes/catalog/2/mf-manifest.json': { status: 200, body: MANIFEST },
    'GET /remotes/catalog/3/mf-manifest.json': { status: 500, body: 'hata' },
    // A stalled server: headers only after 3 s.
    'GET /remotes/catalog/4/mf-manifest.json': () => new Promise((r) => setTimeout(() => r({ status: 200, body: MANIFEST }), 3000)),
    'GET /remotes/catalog/6/mf-manifest.json': { status: 404, body: 'yok' },
    // A slow but working one.
    'GET /remotes/catalog/5/mf-manifest.json': () => new Promise((r) => setTimeout(() => r({ status: 200, body: MANIFEST }), 150)),
    // A real socket: fetch checks Subresource Integrity on network answers only, never on MSW's.
  }, { transport: 'socket' });
});
afterAll(() => server.close());

describe('manifest fetch with Subresource Integrity', () => {
  it('passes the file that matches its recorded hash', async () => {
    const r = await fetchChecked(`${server.url}/remotes/catalog/2/mf-manifest.json`, {}, sri(MANIFEST), 0, 0);
    expect(await r.text()).toBe(MANIFEST);
  });

  it('refuses a file changed after publishing, as an integrity failure and without retrying it', async () => {
    server.requests.splice(0);
    const e = await fetchChecked(`${server.url}/remotes/catalog/2/mf-manifest.json`, {}, sri('{"degisti":true}'), 2, 0).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(IntegrityError);
    // one checked fetch, one plain probe that tells the hash apart from a network failure
    expect(server.hits('GET /remotes/catalog/2/mf-manifest.json')).toBe(2);
  });

  it('retries a server error, then fails with it', async () => {
    server.requests.splice(0);
    const e = await fetchChecked(`${server.url}/remotes/catalog/3/mf-manifest.json`, {}, undefined, 2, 1).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(Error);
    expect((e as Error).message).toContain('HTTP 500');
    expect(server.hits('GET /remotes/catalog/3/mf-manifest.json')).toBe(3);
  });

  it('does not retry an answer that would not change (404), with or without integrity', async () => {
    server.requests.splice(0);
    const plain = await fetchChecked(`${server.url}/remotes/catalog/6/mf-manifest.json`, {}, undefined, 2, 0).catch((x: unknown) => x);
    expect((plain as Error).message).toContain('HTTP 404');
    expect(server.hits('GET /remotes/catalog/6/mf-manifest.json')).toBe(1);
    server.requests.splice(0);
    const checked = await fetchChecked(`${server.url}/remotes/catalog/6/mf-manifest.json`, {}, sri(MANIFEST), 2, 0).catch((x: unknown) => x);
    expect(checked).not.toBeInstanceOf(IntegrityError);
    expect((checked as Error).message).toContain('HTTP 404');
    // one checked fetch and its plain probe
    expect(server.hits('GET /remotes/catalog/6/mf-manifest.json')).toBe(2);
  });

  it('tells transient failures apart', () => {
    expect([0, 408, 429, 500, 502, 503].map(isTransient)).toEqual([true, true, true, true, true, true]);
    expect([400, 403, 404, 410].map(isTransient)).toEqual([false, false, false, false]);
  });

  it('gives up on a stalled manifest once its time budget is spent, without retrying it', async () => {
    server.requests.splice(0);
    const e = await fetchChecked(`${server.url}/remotes/catalog/4/mf-manifest.json`, {}, sri(MANIFEST), 2, 0, 400).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(FetchTimeoutError);
    expect((e as FetchTimeoutError).message).toContain('400 ms içinde yanıt gelmedi');
    // No integrity probe either: it would stall just the same.
    expect(server.hits('GET /remotes/catalog/4/mf-manifest.json')).toBe(1);
  });

  it('passes a slow but working manifest within the budget', async () => {
    const r = await fetchChecked(`${server.url}/remotes/catalog/5/mf-manifest.json`, {}, sri(MANIFEST), 2, 0, 2000);
    expect(await r.text()).toBe(MANIFEST);
  });

  it('retries a server error only while the budget lasts', async () => {
    server.requests.splice(0);
    const e = await fetchChecked(`${server.url}/remotes/catalog/3/mf-manifest.json`, {}, undefined, 5, 300, 500).catch((x: unknown) => x);
    expect((e as Error).message).toContain('HTTP 500');
    expect(server.hits('GET /remotes/catalog/3/mf-manifest.json')).toBe(2);
  });

  it('reports a stalled manifest to the runtime as a timeout', async () => {
    const failures: FileFailure[] = [];
    const target: LoadTarget = { remote: 'catalog', version: '4', entry: `${server.url}/remotes/catalog/4/mf-manifest.json`, integrity: {}, source: 'live' };
    const plugin = integrityPlugin({ targetOf: () => target, timeoutMs: () => 9000, bustOf: () => '', onFailure: (_t, f) => failures.push(f), fetchTimeoutMs: () => 300 });
    await expect(plugin.fetch?.(target.entry, {})).rejects.toBeInstanceOf(FetchTimeoutError);
    expect(failures).toEqual([{ url: target.entry, kind: 'timeout' }]);
  });
});

describe('remote entry script with Subresource Integrity', () => {
  const target: LoadTarget = {
    remote: 'catalog',
    version: '2',
    entry: '/remotes/catalog/2/mf-manifest.json',
    integrity: { 'static/js/catalog.1a.js': 'sha256-giris', 'static/css/async/a.css': 'sha256-stil' },
    source: 'live',
  };
  const failures: FileFailure[] = [];
  const plugin = integrityPlugin({
    targetOf: (url) => (url.includes('/remotes/catalog/2/') ? target : undefined),
    timeoutMs: () => 9000,
    bustOf: () => '?r=1',
    onFailure: (_t, f) => failures.push(f),
  });
  const origin = window.location.origin;
  type ScriptArgs = Parameters<NonNullable<typeof plugin.createScript>>[0];

  it('sets integrity and crossorigin from the recorded hash, busts a retried entry and bounds its wait', () => {
    const url = `${origin}/remotes/catalog/2/static/js/catalog.1a.js`;
    const res = plugin.createScript?.({ url, resourceContext: { resourceType: 'remoteEntry' } } as ScriptArgs) as { script: HTMLScriptElement; timeout: number };
    expect(res.script.getAttribute('integrity')).toBe('sha256-giris');
    expect(res.script.getAttribute('crossorigin')).toBe('anonymous');
    expect(res.script.src).toBe(`${url}?r=1`);
    expect(res.timeout).toBe(9000);
    res.script.dispatchEvent(new Event('error'));
    expect(failures).toEqual([{ url, kind: 'entry' }]);
  });

  it('leaves scripts of other origins or versions to the runtime; checks stylesheets too', () => {
    expect(plugin.createScript?.({ url: 'https://cdn.example/x.js' } as ScriptArgs)).toBeUndefined();
    type LinkArgs = Parameters<NonNullable<typeof plugin.createLink>>[0];
    const link = plugin.createLink?.({ url: `${origin}/remotes/catalog/2/static/css/async/a.css`, attrs: { rel: 'stylesheet' } } as LinkArgs) as HTMLLinkElement;
    expect(link.getAttribute('integrity')).toBe('sha256-stil');
    expect(link.getAttribute('rel')).toBe('stylesheet');
  });
});

describe('late loads of a version the page moved away from', () => {
  it('are given an integrity no file matches, so they never run', () => {
    const plugin = integrityPlugin({
      targetOf: () => undefined,
      retired: (url) => url.includes('/remotes/catalog/1/'),
      timeoutMs: () => 100,
      bustOf: () => '',
      onFailure: () => undefined,
    });
    type ScriptArgs = Parameters<NonNullable<typeof plugin.createScript>>[0];
    const res = plugin.createScript?.({ url: `${window.location.origin}/remotes/catalog/1/static/js/catalog.1a.js` } as ScriptArgs) as { script: HTMLScriptElement };
    expect(res.script.getAttribute('integrity')).toMatch(/^sha256-A+=$/);
    expect(plugin.createScript?.({ url: `${window.location.origin}/remotes/catalog/2/static/js/catalog.1a.js` } as ScriptArgs)).toBeUndefined();
  });
});

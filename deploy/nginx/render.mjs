#!/usr/bin/env node
// Fills deploy/nginx/nginx.conf.template for one place to run: the e2e test (temp prefix, free
// port, the stack on loopback), the nginx container image (rendered at build time) or a server.
// Usage:
//   node deploy/nginx/render.mjs --listen 8080 --shell-dist DIR --releases-dir DIR|none \
//     --api 127.0.0.1:4000[,10.0.0.2:4000] --host 127.0.0.1:3000 --prefix DIR [--out FILE]
//     [--brotli auto|on|off] [--mime-types FILE] [--error-log FILE|stderr] [--access-log FILE|off]
// Without --out the configuration goes to stdout.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { envelope } from '../host/src/errors.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The template beside this file. */
export const TEMPLATE = path.join(here, 'nginx.conf.template');

/** Debian's module folder and the brotli_static module's file in it (libnginx-mod-http-brotli-static). */
export const MODULES_DIR = '/usr/lib/nginx/modules';
export const BROTLI_STATIC_MODULE = 'ngx_http_brotli_static_module.so';

/** Statuses nginx may answer itself, and the status the client gets (494: nginx's header overflow). */
const NGINX_ERRORS = [
  [400, 400],
  [404, 404],
  [405, 405],
  [408, 408],
  [413, 413],
  [414, 414],
  [494, 431],
  [500, 500],
  [501, 501],
  [502, 502],
  [503, 503],
  [504, 504],
];

/**
 * error_page directives sending each of {@link NGINX_ERRORS} to its envelope location.
 * @param {Record<number, string>} [override] status → internal location, e.g. { 413: '/__hata/upload-413' }
 */
function errorPages(override = {}) {
  return NGINX_ERRORS.map(([from, to]) => `        error_page ${from} ${from === to ? '' : `=${to} `}${override[from] ?? `${ERROR_PREFIX}${to}`};`).join('\n');
}

/**
 * Where error_page sends an error: internal URI locations, not named ones. An error met while
 * nginx reads the request line (a malformed percent-encoding) has no URI yet, and nginx cannot
 * redirect such a request to a named location (it answers its own HTML 500 instead).
 */
const ERROR_PREFIX = '/__hata/';

/** One internal location per status: the envelope with the host's catalogue text (errors.mjs). */
function errorLocations() {
  return NGINX_ERRORS.map(([, status]) => {
    const body = JSON.stringify(envelope(status)).replace(/\\/g, '\\\\').replace(/'/g, "\\'");
    return [
      `        location = ${ERROR_PREFIX}${status} {`,
      '            internal;',
      '            default_type application/json;',
      '            add_header Cache-Control no-store always;',
      '            add_header X-Request-Id $request_id always;',
      `            return ${status} '${body}';`,
      '        }',
    ].join('\n');
  }).join('\n');
}

/** Proxy settings of every API location: keep-alive to the upstream, the client's real address. */
const PROXY_API = [
  'proxy_http_version 1.1;',
  'proxy_set_header Connection "";',
  'proxy_set_header Host $host;',
  "# The client's address as nginx sees it (the API trusts it via TRUST_PROXY), never what the client claims.",
  'proxy_set_header X-Forwarded-For $remote_addr;',
  'proxy_set_header X-Forwarded-Proto $scheme;',
  "# nginx's request id (32 hex): the API logs it as reqId and echoes it, so one id joins nginx's, the host's and the API's lines.",
  'proxy_set_header X-Request-Id $request_id;',
  'proxy_read_timeout 30s;',
]
  .map((l) => `            ${l}`)
  .join('\n');

/**
 * @typedef {object} RenderOptions
 * @property {string|number} listen port, or address:port, nginx listens on
 * @property {string} shellDist absolute path of the shell's build (shell/dist)
 * @property {string|null} [releasesDir] absolute path of a release store whose version files are in
 *   a folder (HOST_DATA_DIR/remotes), served from disk; null when they are in S3 (a cluster): the
 *   host answers /remotes/ then. /releases.json always goes to the host, which reads the state
 *   wherever it is (files or PostgreSQL)
 * @property {string[]} api API instances, host:port each (one upstream, round robin)
 * @property {string[]} host composition host instances, host:port each
 * @property {string} prefix absolute folder for the pid file and temp folders (must be writable)
 * @property {'auto'|boolean} [brotli] load brotli_static: 'auto' (default) when the module file exists
 * @property {string} [modulesDir] where dynamic modules live (default {@link MODULES_DIR})
 * @property {string} [mimeTypes] mime.types file (default /etc/nginx/mime.types)
 * @property {string} [errorLog] file or 'stderr' (default `${prefix}/error.log`)
 * @property {string} [accessLog] file or 'off' (default 'off': the host and API log requests)
 * @property {string|number} [workerProcesses] default 'auto'
 */

const SERVER_RE = /^[A-Za-z0-9._-]+:\d{1,5}$|^\[[0-9a-fA-F:]+\]:\d{1,5}$/;

/**
 * Renders the configuration text.
 * @param {RenderOptions} o
 * @returns {string} nginx.conf
 * @throws Error on a relative path, a malformed host:port or a placeholder left unfilled
 */
export function renderNginxConf(o) {
  for (const [k, v] of Object.entries({ shellDist: o.shellDist, ...(o.releasesDir ? { releasesDir: o.releasesDir } : {}), prefix: o.prefix })) {
    if (!v || !path.isAbsolute(v)) throw new Error(`${k}: mutlak bir yol olmalı (${v})`);
  }
  for (const list of [o.api, o.host]) {
    if (!list?.length) throw new Error('api ve host en az bir adres içermeli');
    for (const s of list) if (!SERVER_RE.test(s)) throw new Error(`geçersiz adres (host:port bekleniyor): ${s}`);
  }
  if (!/^(\d{1,5}|[A-Za-z0-9.[\]:-]+:\d{1,5})$/.test(String(o.listen))) throw new Error(`geçersiz listen: ${o.listen}`);
  const modulesDir = o.modulesDir ?? MODULES_DIR;
  const brotliModule = path.join(modulesDir, BROTLI_STATIC_MODULE);
  const brotli = o.brotli === 'auto' || o.brotli === undefined ? existsSync(brotliModule) : o.brotli;
  const values = {
    LOAD_MODULES: brotli ? `load_module ${brotliModule};` : '# brotli_static: module not installed, .br files are not sent (the .gz ones are)',
    BROTLI_STATIC: brotli ? '    brotli_static on;' : '',
    WORKER_PROCESSES: String(o.workerProcesses ?? 'auto'),
    PREFIX: o.prefix,
    ERROR_LOG: o.errorLog ?? path.join(o.prefix, 'error.log'),
    ACCESS_LOG: o.accessLog ?? 'off',
    MIME_TYPES: o.mimeTypes ?? '/etc/nginx/mime.types',
    LISTEN: String(o.listen),
    SHELL_DIST: o.shellDist,
    RELEASES_DIR: o.releasesDir ?? '',
    API_SERVERS: o.api.map((s) => `        server ${s} max_fails=3 fail_timeout=10s;`).join('\n'),
    HOST_SERVERS: o.host.map((s) => `        server ${s} max_fails=3 fail_timeout=10s;`).join('\n'),
    PROXY_API,
    ERROR_PAGES: errorPages(),
    UPLOAD_ERROR_PAGES: errorPages({ 413: `${ERROR_PREFIX}upload-413` }).replace(/^ {8}/gm, '            '),
    ARCHIVE_ERROR_PAGES: errorPages({ 413: `${ERROR_PREFIX}archive-413` }).replace(/^ {8}/gm, '            '),
    ERROR_LOCATIONS: errorLocations(),
  };
  // Version files in a folder: nginx serves /remotes/ from disk. In S3: that block goes, and
  // `location /` hands /remotes/ to the host, which streams the bucket.
  const template = readFileSync(TEMPLATE, 'utf8').replace(/^ *# releases-from-disk:begin\n([\s\S]*?)^ *# releases-from-disk:end\n/m, (_m, block) =>
    o.releasesDir ? block : '        # /remotes/: the host streams them from the release store\'s bucket (S3).\n',
  );
  const text = template.replace(/\{\{([A-Z_]+)\}\}/g, (m, name) => {
    if (!(name in values)) throw new Error(`bilinmeyen yer tutucu: ${m}`);
    return values[/** @type {keyof typeof values} */ (name)];
  });
  return text;
}

/** Headers every proxied location must set, with the value it must have (README.md "Deploying beyond one machine"). */
export const REQUIRED_PROXY_HEADERS = {
  'X-Forwarded-For': '$remote_addr',
  'X-Forwarded-Proto': '$scheme',
  'X-Request-Id': '$request_id',
};

/**
 * Checks a rendered configuration: every `location` block with a `proxy_pass` sets each of
 * {@link REQUIRED_PROXY_HEADERS} to its value (nginx does not inherit `proxy_set_header` into a
 * block that sets any of its own, so each block is checked on its own).
 * @param {string} conf nginx.conf text
 * @returns {string[]} problems, e.g. 'location /uploads/: X-Request-Id $request_id missing'; none when fine
 */
export function proxyHeaderProblems(conf) {
  const text = conf.replace(/#[^\n]*/g, '');
  const problems = [];
  let proxied = 0;
  for (const m of text.matchAll(/location\s+([^{]+?)\s*\{/g)) {
    // The block's body up to its closing brace (location blocks here hold no nested blocks).
    const start = (m.index ?? 0) + m[0].length;
    const body = text.slice(start, text.indexOf('}', start));
    if (!/\bproxy_pass\s/.test(body)) continue;
    proxied += 1;
    for (const [header, value] of Object.entries(REQUIRED_PROXY_HEADERS)) {
      const set = new RegExp(`proxy_set_header\\s+${header}\\s+(\\S+?);`, 'i').exec(body);
      if (!set) problems.push(`location ${m[1]}: ${header} ${value} missing`);
      else if (set[1] !== value) problems.push(`location ${m[1]}: ${header} is ${set[1]}, expected ${value}`);
    }
  }
  if (!proxied) problems.push('no location with proxy_pass');
  return problems;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const { values: a } = parseArgs({
    options: {
      listen: { type: 'string', default: '8080' },
      'shell-dist': { type: 'string' },
      'releases-dir': { type: 'string' },
      api: { type: 'string', default: '127.0.0.1:4000' },
      host: { type: 'string', default: '127.0.0.1:3000' },
      prefix: { type: 'string' },
      brotli: { type: 'string', default: 'auto' },
      'modules-dir': { type: 'string' },
      'mime-types': { type: 'string' },
      'error-log': { type: 'string' },
      'access-log': { type: 'string' },
      'worker-processes': { type: 'string' },
      out: { type: 'string' },
    },
  });
  try {
    const conf = renderNginxConf({
      listen: a.listen ?? '8080',
      shellDist: path.resolve(a['shell-dist'] ?? path.join(here, '../../shell/dist')),
      // --releases-dir none: the version files are in S3, the host serves them.
      releasesDir: a['releases-dir'] === 'none' ? null : path.resolve(a['releases-dir'] ?? path.join(here, '../host/.data')),
      api: (a.api ?? '').split(',').filter(Boolean),
      host: (a.host ?? '').split(',').filter(Boolean),
      prefix: path.resolve(a.prefix ?? '/tmp/skiclub-nginx'),
      brotli: a.brotli === 'on' ? true : a.brotli === 'off' ? false : 'auto',
      modulesDir: a['modules-dir'],
      mimeTypes: a['mime-types'],
      errorLog: a['error-log'],
      accessLog: a['access-log'],
      workerProcesses: a['worker-processes'],
    });
    if (a.out) writeFileSync(a.out, conf);
    else process.stdout.write(conf);
  } catch (e) {
    console.error(`[nginx] ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  }
}

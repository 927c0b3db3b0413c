#!/usr/bin/env node
// Lints the deployment files, since no container engine or cluster
// runs here: one check per file, then 'N passed, N failed' (exit 1 on any failure).
//   Dockerfiles  dockerfile-utils (the Dockerfile language service's validator: instructions, flags,
//                JSON forms) plus the hadolint rules that matter to us (pinned base images, COPY not
//                ADD, apt without recommends and with its lists removed, JSON CMD, and a non-root
//                USER and a HEALTHCHECK in every stage that runs something), and a .dockerignore each
//   compose      dclint (the Compose specification's JSON schema plus best practices; the two rules
//                turned off in deploy/docker/dclint.json: build+image is how images get their registry
//                tag, and the services are listed in start-up order) and no literal secret values
//   Kubernetes   every document against the Kubernetes API's JSON schemas bundled in kubernetes-models
//                (kubeconform's job), plus probes, non-root pods and Secret references for secrets
//   API          the skiclub/api image, compose and Kubernetes run the compiled dist/, never tsx
//   releases     no ReadWriteMany claim or /releases volume: the release store is in PostgreSQL and S3
//   nginx        the template rendered for a temp prefix, then `nginx -t` with Debian's nginx; and
//                every proxied location passes X-Forwarded-For/-Proto and nginx's X-Request-Id
//   Markdown     every link of the repository's Markdown files resolves inside it (check-links.mjs)
// Usage: node deploy/tools/lint-deploy.mjs [DEPLOY_FOLDER]   (default deploy/; another folder with
// docker/ and k8s/ inside lints a copy, e.g. to see a check fail)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validate as validateDockerfile } from 'dockerfile-utils';
import { DCLinter } from 'dclint';
import { parseAllDocuments } from 'yaml';
import { proxyHeaderProblems, renderNginxConf } from '../nginx/render.mjs';
import { checkMarkdownLinks, linkProblems } from './check-links.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const deployDir = path.resolve(process.argv[2] ?? path.join(root, 'deploy'));
const DOCKER_DIR = path.join(deployDir, 'docker');
const K8S_DIR = path.join(deployDir, 'k8s');
const rel = (p) => path.relative(root, p);

/** @type {{ name: string, problems: string[] }[]} */
const results = [];

/** Runs one check: `fn` returns the problems found (none: passed); a throw is one problem. */
async function check(name, fn) {
  let problems;
  try {
    problems = await fn();
  } catch (e) {
    problems = [e instanceof Error ? e.message : String(e)];
  }
  results.push({ name, problems });
  console.log(problems.length ? `✗ ${name}\n${problems.map((p) => `    ${p}`).join('\n')}` : `✓ ${name}`);
}

// ---- Dockerfiles --------------------------------------------------------------------------------

/**
 * The hadolint-style rules, on the Dockerfile's text (continuation lines joined).
 * @param {string} text
 * @returns {string[]} problems with their line numbers
 */
export function dockerfilePolicy(text) {
  const problems = [];
  /** @type {{ line: number, instr: string, args: string }[]} */
  const instructions = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const start = i;
    let line = lines[i] ?? '';
    if (/^\s*(#|$)/.test(line)) continue;
    while (/\\\s*$/.test(line) && i + 1 < lines.length) {
      i += 1;
      const next = lines[i] ?? '';
      if (/^\s*#/.test(next)) continue;
      line = line.replace(/\\\s*$/, ' ') + next;
    }
    const m = /^\s*([A-Za-z]+)\s+([\s\S]*)$/.exec(line);
    if (m) instructions.push({ line: start + 1, instr: m[1].toUpperCase(), args: m[2].trim() });
  }
  // ARG defaults before the first FROM name the base images.
  const args = new Map();
  for (const x of instructions) {
    if (x.instr === 'FROM') break;
    const a = /^([A-Za-z_][A-Za-z0-9_]*)=(\S+)$/.exec(x.args);
    if (x.instr === 'ARG' && a) args.set(a[1], a[2]);
  }
  /** @type {{ name: string, line: number, body: typeof instructions }[]} */
  const stages = [];
  const stageNames = new Set();
  for (const x of instructions) {
    if (x.instr === 'FROM') {
      const [image = '', , alias] = x.args.split(/\s+/).filter((w) => !w.startsWith('--'));
      const resolved = image.replace(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, (_, n) => args.get(n) ?? '');
      if (!stageNames.has(image)) {
        if (!/:[\w.-]+$|@sha256:/.test(resolved)) problems.push(`${x.line}: FROM ${image}: pin the base image's tag (hadolint DL3006)`);
        else if (/:latest$/.test(resolved)) problems.push(`${x.line}: FROM ${image}: 'latest' is not a pinned tag (DL3007)`);
      }
      if (alias) stageNames.add(alias);
      stages.push({ name: alias ?? `#${stages.length}`, line: x.line, body: [] });
    } else stages.at(-1)?.body.push(x);
  }
  for (const x of instructions) {
    if (x.instr === 'ADD') problems.push(`${x.line}: use COPY instead of ADD (DL3020)`);
    if (x.instr === 'RUN' && /apt-get\s+install/.test(x.args)) {
      if (!/--no-install-recommends/.test(x.args)) problems.push(`${x.line}: apt-get install without --no-install-recommends (DL3015)`);
      if (!/rm -rf \/var\/lib\/apt\/lists/.test(x.args)) problems.push(`${x.line}: remove /var/lib/apt/lists after apt-get install (DL3009)`);
      if (!/-y\b/.test(x.args)) problems.push(`${x.line}: apt-get install without -y (DL3014)`);
    }
    if ((x.instr === 'CMD' || x.instr === 'ENTRYPOINT') && !x.args.startsWith('[')) problems.push(`${x.line}: ${x.instr} in JSON form, so signals reach the process (DL3025)`);
  }
  // A stage that runs something (CMD/ENTRYPOINT) is an image someone starts: non-root, with a health check.
  for (const s of stages) {
    if (!s.body.some((x) => x.instr === 'CMD' || x.instr === 'ENTRYPOINT')) continue;
    const user = s.body.filter((x) => x.instr === 'USER').at(-1);
    if (!user) problems.push(`${s.line}: stage ${s.name} runs as root: add USER (DL3002)`);
    else if (/^(root|0)(:|$)/.test(user.args)) problems.push(`${user.line}: stage ${s.name}: last USER is root (DL3002)`);
    if (!s.body.some((x) => x.instr === 'HEALTHCHECK')) problems.push(`${s.line}: stage ${s.name} has no HEALTHCHECK`);
  }
  return problems;
}

const dockerfiles = readdirSync(DOCKER_DIR).filter((f) => f.endsWith('.Dockerfile')).sort();
if (dockerfiles.length === 0) results.push({ name: 'Dockerfiles', problems: ['deploy/docker has no *.Dockerfile'] });
for (const f of dockerfiles) {
  const file = path.join(DOCKER_DIR, f);
  await check(`dockerfile ${rel(file)}`, () => {
    const text = readFileSync(file, 'utf8');
    const lint = validateDockerfile(text).map((d) => `${d.range.start.line + 1}: ${d.message}`);
    const ignore = `${file}.dockerignore`;
    const ignored = existsSync(ignore) ? readFileSync(ignore, 'utf8') : null;
    const ignoreProblems = ignored === null ? [`no ${rel(ignore)}`] : /^\*\*\/node_modules$/m.test(ignored) ? [] : [`${rel(ignore)} does not exclude **/node_modules`];
    return [...lint, ...dockerfilePolicy(text), ...ignoreProblems];
  });
}

// ---- compose ------------------------------------------------------------------------------------

/** Keys whose values are secrets: in compose they must come from the environment (${VAR}). */
const SECRET_KEY = /PASS|SECRET|TOKEN|DATABASE_URL|PRIVATE_KEY/i;

const composeFile = path.join(DOCKER_DIR, 'compose.yaml');
await check(`compose ${rel(composeFile)}`, () => {
  const config = JSON.parse(readFileSync(path.join(DOCKER_DIR, 'dclint.json'), 'utf8'));
  const [result] = new DCLinter({ quiet: false, debug: false, exclude: [], ...config }).lintFiles([composeFile], false);
  const problems = (result?.messages ?? []).map((m) => `${m.line}:${m.column} ${m.rule}: ${m.message}`);
  const doc = parseAllDocuments(readFileSync(composeFile, 'utf8'), { merge: true })[0]?.toJS({ maxAliasCount: 100 }) ?? {};
  for (const [name, service] of Object.entries(doc.services ?? {})) {
    const env = Array.isArray(service?.environment)
      ? Object.fromEntries(service.environment.map((e) => String(e).split(/=(.*)/s).slice(0, 2)))
      : (service?.environment ?? {});
    for (const [key, value] of Object.entries(env)) {
      if (SECRET_KEY.test(key) && !String(value ?? '').includes('${')) problems.push(`service ${name}: ${key} is a literal; take it from the environment (\${${key}:?...})`);
    }
  }
  return problems;
});

// ---- Kubernetes ---------------------------------------------------------------------------------

/** The kubernetes-models class for an apiVersion and kind, or null. */
async function modelFor(apiVersion, kind) {
  const mod = await import(`kubernetes-models/${apiVersion}`).catch(() => null);
  return mod && typeof mod[kind] === 'function' ? mod[kind] : null;
}

/**
 * Our rules for a workload's pod template: probes on every long-running container, non-root,
 * secrets only by reference.
 * @returns {string[]}
 */
export function podPolicy(kind, name, podSpec) {
  const problems = [];
  const where = `${kind}/${name}`;
  const runsForever = kind === 'Deployment' || kind === 'StatefulSet' || kind === 'DaemonSet';
  if (podSpec?.securityContext?.runAsNonRoot !== true) problems.push(`${where}: securityContext.runAsNonRoot must be true`);
  for (const c of podSpec?.containers ?? []) {
    if (runsForever && !c.livenessProbe) problems.push(`${where}/${c.name}: no livenessProbe`);
    if (runsForever && !c.readinessProbe) problems.push(`${where}/${c.name}: no readinessProbe`);
    if (c.securityContext?.allowPrivilegeEscalation !== false) problems.push(`${where}/${c.name}: allowPrivilegeEscalation must be false`);
    if (!c.resources?.requests && runsForever) problems.push(`${where}/${c.name}: no resource requests (the autoscaler needs them)`);
    for (const e of c.env ?? []) {
      if (SECRET_KEY.test(e.name) && e.value !== undefined) problems.push(`${where}/${c.name}: ${e.name} is a literal; use valueFrom.secretKeyRef`);
    }
  }
  return problems;
}

const k8sFiles = readdirSync(K8S_DIR).filter((f) => /\.ya?ml$/.test(f)).sort();
for (const f of k8sFiles) {
  const file = path.join(K8S_DIR, f);
  await check(`kubernetes ${rel(file)}`, async () => {
    const problems = [];
    const docs = parseAllDocuments(readFileSync(file, 'utf8'));
    for (const d of docs) {
      for (const e of d.errors) problems.push(`YAML: ${e.message}`);
      const obj = d.toJS();
      if (!obj) continue;
      const { apiVersion, kind } = obj;
      const name = obj.metadata?.name ?? '?';
      if (kind === 'Kustomization') {
        for (const r of obj.resources ?? []) if (!existsSync(path.join(K8S_DIR, r))) problems.push(`Kustomization: resource ${r} does not exist`);
        continue;
      }
      if (kind === 'Secret' && !f.endsWith('.example.yaml')) problems.push(`Secret/${name}: secrets are not committed (only *.example.yaml shows the keys)`);
      const Model = await modelFor(apiVersion, kind);
      if (!Model) {
        problems.push(`${kind}/${name}: unknown apiVersion/kind ${apiVersion} ${kind}`);
        continue;
      }
      try {
        new Model(obj).validate();
      } catch (e) {
        problems.push(`${kind}/${name}: ${e instanceof Error ? e.message : e}`);
      }
      const podSpec = kind === 'Job' || kind === 'Deployment' || kind === 'StatefulSet' || kind === 'DaemonSet' ? obj.spec?.template?.spec : null;
      if (podSpec) problems.push(...podPolicy(kind, name, podSpec));
    }
    return problems;
  });
}

// ---- the API runs compiled JavaScript ---------------------------------------------------------

/**
 * Where the skiclub/api image starts something that runs TypeScript through tsx instead of the
 * compiled dist/ (deploy/api/build.mjs): its Dockerfile's CMD, and every compose service and
 * Kubernetes container of that image.
 * @param {{ dockerfile: string, compose: object, k8s: object[] }} files parsed files
 * @returns {string[]}
 */
export function apiRunsTsxProblems({ dockerfile, compose, k8s }) {
  const problems = [];
  const tsx = (cmd) => /\btsx\b|\.ts\b/.test(Array.isArray(cmd) ? cmd.join(' ') : String(cmd ?? ''));
  for (const line of dockerfile.split('\n')) if (/^\s*(CMD|ENTRYPOINT)\b/.test(line) && tsx(line)) problems.push(`api.Dockerfile: ${line.trim()}`);
  const isApi = (x) => String(x?.image ?? '').startsWith('skiclub/api') || String(x?.build?.dockerfile ?? '').endsWith('api.Dockerfile');
  for (const [name, service] of Object.entries(compose.services ?? {})) if (isApi(service) && tsx(service.command)) problems.push(`compose ${name}: ${service.command.join(' ')}`);
  for (const doc of k8s) {
    for (const c of doc?.spec?.template?.spec?.containers ?? []) if (c.image?.startsWith('skiclub/api') && (tsx(c.command) || tsx(c.args))) problems.push(`${doc.kind}/${doc.metadata?.name}/${c.name}: ${[...(c.command ?? []), ...(c.args ?? [])].join(' ')}`);
  }
  return problems;
}

await check('the API image, compose and Kubernetes run compiled JavaScript (no tsx)', () => {
  const dockerfile = readFileSync(path.join(DOCKER_DIR, 'api.Dockerfile'), 'utf8');
  const compose = parseAllDocuments(readFileSync(composeFile, 'utf8'), { merge: true })[0]?.toJS({ maxAliasCount: 100 }) ?? {};
  const k8s = k8sFiles.flatMap((f) => parseAllDocuments(readFileSync(path.join(K8S_DIR, f), 'utf8')).map((d) => d.toJS()));
  const problems = apiRunsTsxProblems({ dockerfile, compose, k8s });
  // The check must be able to fail: the old command is reported.
  if (!apiRunsTsxProblems({ dockerfile: 'CMD ["node", "--import", "tsx", "src/server.ts"]', compose: {}, k8s: [] }).length) problems.push('self-check: a tsx CMD was not reported');
  const apiServices = Object.values(compose.services ?? {}).filter((s) => String(s?.image ?? '').startsWith('skiclub/api')).length;
  if (!apiServices) problems.push('compose: no service of image skiclub/api found (the check would see nothing)');
  return problems;
});

// ---- the release store needs no shared volume --------------------------------------------------

/** Where the release store lives in the cluster pictures: HOST_DATA_DIR is only its name there. */
const RELEASE_STORE_PATH = '/releases';

/**
 * Where a cluster picture still shares the release store through a volume instead of PostgreSQL
 * and S3: a ReadWriteMany claim, a volume mounted at /releases, or a host, API or publish job
 * without DATABASE_URL (the state) or S3_BUCKET (the files).
 * @param {{ compose: any, k8s: any[] }} files parsed files
 * @returns {string[]}
 */
export function sharedReleaseVolumeProblems({ compose, k8s }) {
  const problems = [];
  const storeUsers = /skiclub\/(?:api|host)/;
  for (const [name, service] of Object.entries(compose.services ?? {})) {
    for (const v of service?.volumes ?? []) {
      const target = typeof v === 'string' ? v.split(':')[1] : v?.target;
      if (target === RELEASE_STORE_PATH) problems.push(`compose ${name}: a volume at ${RELEASE_STORE_PATH} (the release store is in PostgreSQL and S3)`);
    }
    const env = service?.environment ?? {};
    if (storeUsers.test(String(service?.image ?? '')) && name !== 'migrate' && (!env.DATABASE_URL || !env.S3_BUCKET)) problems.push(`compose ${name}: DATABASE_URL and S3_BUCKET are needed to reach the release store`);
  }
  for (const doc of k8s) {
    if (doc?.kind === 'PersistentVolumeClaim' && (doc.spec?.accessModes ?? []).includes('ReadWriteMany')) problems.push(`PersistentVolumeClaim/${doc.metadata?.name}: ReadWriteMany (the release store is in PostgreSQL and S3)`);
    const pod = doc?.spec?.template?.spec;
    if (!pod) continue;
    for (const c of pod.containers ?? []) {
      for (const m of c.volumeMounts ?? []) if (m.mountPath === RELEASE_STORE_PATH) problems.push(`${doc.kind}/${doc.metadata?.name}/${c.name}: a volume at ${RELEASE_STORE_PATH}`);
      const names = new Set((c.env ?? []).map((e) => e.name));
      const fromConfig = (c.envFrom ?? []).some((e) => e.configMapRef?.name === 'skiclub-config');
      const fromSecret = (c.envFrom ?? []).some((e) => e.secretRef?.name === 'skiclub-secrets');
      if (storeUsers.test(String(c.image ?? '')) && c.name !== 'migrate' && (!(names.has('DATABASE_URL') || fromSecret) || !fromConfig)) problems.push(`${doc.kind}/${doc.metadata?.name}/${c.name}: needs DATABASE_URL (Secret) and S3_BUCKET (ConfigMap) to reach the release store`);
    }
  }
  return problems;
}

await check('the release store needs no shared volume: no ReadWriteMany claim, nothing mounted at /releases; host, API and publish job reach PostgreSQL and S3', () => {
  const compose = parseAllDocuments(readFileSync(composeFile, 'utf8'), { merge: true })[0]?.toJS({ maxAliasCount: 100 }) ?? {};
  const k8s = k8sFiles.flatMap((f) => parseAllDocuments(readFileSync(path.join(K8S_DIR, f), 'utf8')).map((d) => d.toJS()));
  const problems = sharedReleaseVolumeProblems({ compose, k8s });
  const configMap = k8s.find((d) => d?.kind === 'ConfigMap' && d.metadata?.name === 'skiclub-config');
  if (!configMap?.data?.S3_BUCKET) problems.push('ConfigMap skiclub-config: S3_BUCKET missing');
  // The check must be able to fail: the old claim and mount are reported.
  const old = sharedReleaseVolumeProblems({
    compose: { services: { host: { image: 'skiclub/host', volumes: ['releases:/releases:ro'] } } },
    k8s: [{ kind: 'PersistentVolumeClaim', metadata: { name: 'releases' }, spec: { accessModes: ['ReadWriteMany'] } }],
  });
  if (old.length !== 3) problems.push(`self-check: the old shared volume gave ${old.length} problems, not 3`);
  return problems;
});

// ---- nginx --------------------------------------------------------------------------------------

await check('nginx deploy/nginx/nginx.conf.template (nginx -t)', () => {
  const bin = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
  if (!existsSync(bin)) {
    return [process.env.CI === 'true' ? `nginx missing (${bin}): CI installs Debian's nginx-light` : `nginx not found (${bin}): install it (sudo apt-get install nginx-light) or set NGINX_BIN`];
  }
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'skiclub-nginx-lint-'));
  try {
    const conf = path.join(prefix, 'nginx.conf');
    // The compose picture's upstream names do not resolve here: loopback addresses stand in.
    // Both pictures: version files in a folder served from disk, and in S3 (the host serves them).
    const problems = [];
    for (const releasesDir of [prefix, null]) {
      writeFileSync(conf, renderNginxConf({ listen: 8080, shellDist: path.join(root, 'shell/dist'), releasesDir, api: ['127.0.0.1:4000', '127.0.0.2:4000'], host: ['127.0.0.1:3000'], prefix, errorLog: 'stderr', brotli: false }));
      const r = spawnSync(bin, ['-t', '-q', '-p', prefix, '-c', conf], { encoding: 'utf8' });
      if (r.status !== 0) problems.push(`${releasesDir ? 'version files on disk' : 'version files in S3'}: ${(r.stderr || r.stdout || `nginx -t exit ${r.status}`).trim()}`);
    }
    return problems;
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
});

// Proxy awareness: the host and the API trust these (TRUST_PROXY) and log nginx's request id.
await check('nginx proxied locations set X-Forwarded-For, X-Forwarded-Proto and X-Request-Id', () => {
  const conf = renderNginxConf({ listen: 8080, shellDist: '/srv/shell', releasesDir: '/srv/releases', api: ['127.0.0.1:4000'], host: ['127.0.0.1:3000'], prefix: '/tmp/skiclub-nginx', brotli: false });
  const problems = proxyHeaderProblems(conf);
  // The check itself must be able to fail: a location that drops the id is reported.
  const broken = conf.replace(/(location \/uploads\/ \{[^}]*?)proxy_set_header X-Request-Id \$request_id;/, '$1');
  if (broken === conf || !proxyHeaderProblems(broken).some((p) => p.includes('/uploads/') && p.includes('X-Request-Id'))) problems.push('self-check: a location without X-Request-Id was not reported');
  return problems;
});

// Documentation: every Markdown link works in a fresh clone (deploy/tools/check-links.mjs).
await check('Markdown links resolve inside the repository', () => {
  const { problems } = checkMarkdownLinks(root);
  // The check must be able to fail: a missing file, a path outside the clone and a wrong anchor are reported.
  const broken = linkProblems({ file: 'x.md', text: '# A\n[1](gone.md) [2](../y.md) [3](#b)', kindOf: (p) => (p === 'x.md' ? 'file' : null), anchorsOf: () => new Set(['a']) });
  if (broken.length !== 3) problems.push(`self-check: ${broken.length} of 3 broken links reported`);
  return problems;
});

const failed = results.filter((r) => r.problems.length).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;

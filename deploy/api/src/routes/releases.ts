/**
 * Release API (contract in ARCHITECTURE.md "Releases"): the release
 * console's reads and writes, for ReleaseManager or Admin (401 visitors, 403 other users), and
 * the browsers' public failure report.
 *
 * CSRF: the API authenticates with a bearer token the page sends in the Authorization header,
 * never with a cookie, so a page on another site cannot make a browser send a signed-in request.
 * Writes go through @skiclub/release: temp file + fsync + rename under the store's lock, so the
 * CLI and two managers at once cannot corrupt or lose a change; every change is audited with the
 * user name and reason.
 *
 * Deploy keys: release managers create (secret shown once), list and revoke them under
 * /api/yayinlar/anahtarlar; a CI job sends a build of the key's one remote to
 * POST /api/yayinlar/yayinla/:remote with the key in the X-Deploy-Key header (no session token
 * is read there), as a tar.gz or zip of its dist folder. Such a publish never changes what is
 * live: it answers the compatibility verdict, stored with the version.
 */
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditEvent,
  checkCompatibility,
  NoPreviousVersionError,
  previewEntry,
  publish,
  readAudit,
  recordVerdict,
  rollback,
  startCanary,
  stopCanary,
  SwitchRefusedError,
  switchVersion,
  VersionNotFoundError,
} from '@skiclub/release';
import {
  auditQuerySchema,
  canaryPayloadSchema,
  DEPLOY_KEY_HEADER,
  deployKeyPayloadSchema,
  failureReportSchema,
  keyPublishQuerySchema,
  RELEASE_MESSAGES as M,
  rollbackPayloadSchema,
  switchPayloadSchema,
  type AuditPage,
  type CompatibilityVerdict,
  type KeyPublishResult,
  type PreviewEntry,
  type SwitchResult,
} from '@skiclub/shared/releases';
import type { AppContext } from '../context';
import { RELEASE_ROLES } from '../lib/auth';
import { archiveLimits, unpackArchive, type ArchiveKind, type ArchiveLimits } from '../lib/archive';
import { ApiError, isUuid, notFound, send } from '../lib/http';
import { DeployKeyService, type UsableDeployKey } from '../services/deploy-keys';
import { ReleaseService, releaseSettings } from '../services/releases';

/** Requests per minute and client address: console reads, console writes. */
const READ_LIMIT = { max: 120, timeWindow: 60_000 };
const WRITE_LIMIT = { max: 30, timeWindow: 60_000 };

const remoteParam = z.object({ remote: switchPayloadSchema.shape.remote });

/** A remote and one of its versions (query of GET /api/yayinlar/uyumluluk, path of the preview). */
const releaseVersionSchema = z.object({ remote: switchPayloadSchema.shape.remote, version: switchPayloadSchema.shape.version });

/** Media types of a build archive (Content-Type, parameters ignored) → its format. */
const ARCHIVE_TYPES: Readonly<Record<string, ArchiveKind>> = {
  'application/gzip': 'tar.gz',
  'application/x-gzip': 'tar.gz',
  'application/zip': 'zip',
  'application/x-zip-compressed': 'zip',
};

/** The archive format of a Content-Type header, or null for any other type. */
function archiveKindOf(contentType: string | undefined): ArchiveKind | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return ARCHIVE_TYPES[type] ?? null;
}

/**
 * Reads an archive body into memory, refusing it (413) as soon as it is over `maxBytes` — by its
 * Content-Length before a byte is read, or while reading.
 */
function archiveBodyParser(maxBytes: number) {
  return (request: FastifyRequest, payload: NodeJS.ReadableStream, done: (err: Error | null, body?: Buffer) => void): void => {
    const tooLarge = () => new ApiError(413, M.archiveTooLarge);
    if (Number(request.headers['content-length']) > maxBytes) {
      done(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (err: Error | null, body?: Buffer) => {
      if (settled) return;
      settled = true;
      done(err, body);
    };
    payload.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > maxBytes) {
        finish(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    payload.on('end', () => finish(null, Buffer.concat(chunks)));
    payload.on('error', (err: Error) => finish(err));
  };
}

const keyIdParam = z.object({ anahtarId: z.string() });

/** 409 with the reasons in `veri.nedenler` (the console lists them). */
function refused(reply: FastifyReply, reasons: string[]): FastifyReply {
  const veri: CompatibilityVerdict = { uygun: false, nedenler: reasons };
  return reply.status(409).send({ basarili: false, veri, mesaj: M.refused });
}

/** Maps the store's errors to answers: unpublished 404, no previous 409; others go on (500). */
function storeError(e: unknown, reply: FastifyReply): FastifyReply {
  if (e instanceof SwitchRefusedError) return refused(reply, e.reasons);
  if (e instanceof VersionNotFoundError) throw notFound(M.versionNotFound);
  if (e instanceof NoPreviousVersionError) throw new ApiError(409, M.noPrevious);
  throw e;
}

/**
 * Registers /api/yayinlar/*. Settings from the environment (see {@link releaseSettings} and
 * {@link archiveLimits}): HOST_DATA_DIR, RELEASE_FAILURE_THRESHOLD, RELEASE_FAILURE_WINDOW_MS,
 * RELEASE_REPORT_RATE_MAX, RELEASE_UPLOAD_MAX_BYTES, RELEASE_UPLOAD_FILE_MAX_BYTES,
 * RELEASE_UPLOAD_TOTAL_MAX_BYTES, RELEASE_UPLOAD_MAX_FILES.
 * @returns the service (its failure log lives as long as the app)
 */
export async function registerReleaseRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  service = new ReleaseService(releaseSettings()),
  limits: ArchiveLimits = archiveLimits(),
): Promise<ReleaseService> {
  const { dataDir } = service;
  const keys = new DeployKeyService(ctx.db, dataDir);

  // Public: any browser reports a remote version it could not load. Tight per-address limit; an
  // automatic action only ever moves to a version that passes every check (see @skiclub/release).
  app.withTypeProvider<ZodTypeProvider>().post('/api/yayinlar/hata-raporu', { config: { rateLimit: { max: service.settings.reportRateMax, timeWindow: 60_000 } }, schema: { body: failureReportSchema } }, async (request, reply) => {
    const report = request.body;
    try {
      const done = await service.report(report, request.ip);
      if (done) request.log.warn({ remote: report.remote, version: report.version, done }, 'sürüm hata raporları eşiği aştı');
    } catch (err) {
      // The browser is not to blame for a store that cannot be changed: it still gets 204.
      request.log.error({ err }, 'otomatik geri alma yapılamadı');
    }
    return reply.status(204).send();
  });

  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.addHook('onRequest', ctx.auth.roleHook(RELEASE_ROLES));

    r.get('/api/yayinlar', { config: { rateLimit: READ_LIMIT } }, async (_request, reply) => send(reply, await service.state()));

    r.get('/api/yayinlar/uyumluluk', { config: { rateLimit: READ_LIMIT }, schema: { querystring: releaseVersionSchema } }, async (request, reply) => {
      const q = request.query;
      try {
        return send(reply, await checkCompatibility({ dataDir, name: q.remote, version: q.version }));
      } catch (e) {
        return storeError(e, reply);
      }
    });

    r.post('/api/yayinlar/gecis', { config: { rateLimit: WRITE_LIMIT }, schema: { body: switchPayloadSchema } }, async (request, reply) => {
      const p = request.body;
      const user = await ctx.auth.requireUser(request);
      try {
        const done: SwitchResult = await switchVersion({ dataDir, name: p.remote, version: p.version, who: user.kullaniciAdi, reason: p.reason });
        return send(reply, done, M.switched);
      } catch (e) {
        return storeError(e, reply);
      }
    });

    r.post('/api/yayinlar/geri-al', { config: { rateLimit: WRITE_LIMIT }, schema: { body: rollbackPayloadSchema } }, async (request, reply) => {
      const p = request.body;
      const user = await ctx.auth.requireUser(request);
      try {
        const done = await rollback({ dataDir, name: p.remote, who: user.kullaniciAdi, reason: p.reason });
        return send(reply, done, M.rolledBack);
      } catch (e) {
        return storeError(e, reply);
      }
    });

    r.post('/api/yayinlar/kanarya', { config: { rateLimit: WRITE_LIMIT }, schema: { body: canaryPayloadSchema } }, async (request, reply) => {
      const p = request.body;
      const user = await ctx.auth.requireUser(request);
      try {
        const c = await startCanary({ dataDir, name: p.remote, version: p.version, percent: p.percent, who: user.kullaniciAdi, reason: p.reason });
        return send(reply, { version: c.version, percent: c.percent, startedAt: c.startedAt }, M.canaryStarted);
      } catch (e) {
        return storeError(e, reply);
      }
    });

    r.delete('/api/yayinlar/kanarya/:remote', { config: { rateLimit: WRITE_LIMIT }, schema: { params: remoteParam } }, async (request, reply) => {
      const { remote } = request.params;
      const user = await ctx.auth.requireUser(request);
      return send(reply, await stopCanary({ dataDir, name: remote, who: user.kullaniciAdi }), M.canaryStopped);
    });

    r.get('/api/yayinlar/denetim', { config: { rateLimit: READ_LIMIT }, schema: { querystring: auditQuerySchema } }, async (request, reply) => {
      const page = await readAudit({ dataDir, filters: request.query });
      const veri: AuditPage = page;
      return send(reply, veri);
    });

    r.get('/api/yayinlar/anahtarlar', { config: { rateLimit: READ_LIMIT } }, async (_request, reply) => send(reply, await keys.list()));

    r.post('/api/yayinlar/anahtarlar', { config: { rateLimit: WRITE_LIMIT }, schema: { body: deployKeyPayloadSchema } }, async (request, reply) => {
      const user = await ctx.auth.requireUser(request);
      return send(reply, await keys.create(request.body, user), M.deployKeyCreated, 201);
    });

    r.delete('/api/yayinlar/anahtarlar/:anahtarId', { config: { rateLimit: WRITE_LIMIT }, schema: { params: keyIdParam } }, async (request, reply) => {
      const id = request.params.anahtarId;
      const user = await ctx.auth.requireUser(request);
      const done = isUuid(id) ? await keys.revoke(id, user) : null;
      if (!done) throw notFound(M.deployKeyNotFound);
      return send(reply, done, M.deployKeyRevoked);
    });

    r.get('/api/yayinlar/onizleme/:remote/:version', { config: { rateLimit: READ_LIMIT }, schema: { params: releaseVersionSchema } }, async (request, reply) => {
      const p = request.params;
      const entry: PreviewEntry | null = await previewEntry({ dataDir, name: p.remote, version: p.version });
      if (!entry) throw notFound(M.previewUnavailable);
      return send(reply, entry);
    });
  });

  await app.register(async (r) => registerKeyPublish(r, { dataDir, keys, limits }));
  return service;
}

/**
 * POST /api/yayinlar/yayinla/:remote: a build archive published with a deploy key. The key is
 * checked (after the rate limit) before the body is read (401 none, unknown, revoked or expired; 403 another remote's);
 * then the archive is read (413 over `limits.archiveMaxBytes`; 415 not gzip or zip), unpacked
 * into a temp folder (413, 422; see lib/archive.ts), its manifest's `name` compared with the
 * remote (403), and published with `makeLive: 'never'`.
 */
function registerKeyPublish(scope: FastifyInstance, o: { dataDir: string; keys: DeployKeyService; limits: ArchiveLimits }): void {
  const r = scope.withTypeProvider<ZodTypeProvider>();
  const { dataDir, keys, limits } = o;
  const keyOf = new WeakMap<FastifyRequest, UsableDeployKey>();
  r.addContentTypeParser(Object.keys(ARCHIVE_TYPES), archiveBodyParser(limits.archiveMaxBytes));

  // Before the body is read, after the rate limit (a route hook: it runs after the limiter's).
  const authenticate = async (request: FastifyRequest, _reply: FastifyReply, payload: RequestPayload): Promise<RequestPayload> => {
    const header = request.headers[DEPLOY_KEY_HEADER.toLowerCase()];
    const secret = typeof header === 'string' ? header.trim() : '';
    if (!secret) throw new ApiError(401, M.deployKeyMissing);
    const key = await keys.authenticate(secret);
    if (!key) throw new ApiError(401, M.deployKeyInvalid);
    if ((request.params as { remote?: unknown }).remote !== key.remote) throw new ApiError(403, M.deployKeyWrongRemote);
    keyOf.set(request, key);
    return payload;
  };

  r.post('/api/yayinlar/yayinla/:remote', { config: { rateLimit: WRITE_LIMIT }, bodyLimit: limits.archiveMaxBytes, preParsing: authenticate, schema: { params: remoteParam, querystring: keyPublishQuerySchema } }, async (request, reply) => {
    const key = keyOf.get(request);
    if (!key) throw new ApiError(401, M.deployKeyMissing);
    const { remote } = request.params;
    const { notlar } = request.query;
    const kind = archiveKindOf(request.headers['content-type']);
    if (!kind || !Buffer.isBuffer(request.body)) throw new ApiError(415, M.archiveType);
    const who = DeployKeyService.actor(key);
    const tmp = await mkdtemp(join(tmpdir(), 'skiclub-yayin-'));
    try {
      const dist = join(tmp, 'dist');
      await mkdir(dist);
      const unpacked = await unpackArchive(request.body, kind, dist, limits);
      const manifestText = await readFile(join(dist, 'mf-manifest.json'), 'utf8').catch(() => null);
      if (manifestText === null) throw new ApiError(422, M.archiveNoManifest);
      let manifestName: unknown;
      try {
        manifestName = (JSON.parse(manifestText) as { name?: unknown } | null)?.name;
      } catch {
        throw new ApiError(422, M.buildInvalid, { arsiv: 'mf-manifest.json okunamıyor.' });
      }
      if (manifestName !== remote) throw new ApiError(403, M.manifestNameMismatch);
      let done: Awaited<ReturnType<typeof publish>>;
      try {
        done = await publish({ dataDir, name: remote, distDir: dist, who, makeLive: 'never', notes: notlar ?? null });
      } catch (e) {
        // A wrong routes.json (or another fault of the build): nothing was published.
        throw new ApiError(422, M.buildInvalid, { arsiv: e instanceof Error ? e.message : String(e) });
      }
      const verdict = await checkCompatibility({ dataDir, name: remote, version: done.version });
      await recordVerdict({ dataDir, name: remote, version: done.version, verdict });
      // A new version is audited by publish() as 'publish' with who = the key; the same build sent again only as a use.
      if (!done.published) await auditEvent({ dataDir, who, action: 'deploy-key-use', remote, to: done.version, reason: M.alreadyPublished });
      request.log.info({ remote, version: done.version, key: key.id, published: done.published }, 'dağıtım anahtarıyla yayın');
      const veri: KeyPublishResult = { remote, version: done.version, yeni: done.published, dosyaSayisi: unpacked.files, boyut: unpacked.bytes, uyumluluk: verdict };
      return send(reply, veri, done.published ? M.published : M.alreadyPublished);
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  });
}

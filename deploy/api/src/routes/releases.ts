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
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  checkCompatibility,
  NoPreviousVersionError,
  previewEntry,
  readAudit,
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
  failureReportSchema,
  RELEASE_MESSAGES as M,
  rollbackPayloadSchema,
  switchPayloadSchema,
  type AuditPage,
  type CompatibilityVerdict,
  type PreviewEntry,
  type SwitchResult,
} from '@skiclub/shared/releases';
import type { AppContext } from '../context';
import { RELEASE_ROLES } from '../lib/auth';
import { ApiError, notFound, parse, send } from '../lib/http';
import { releaseVersionSchema } from '../lib/openapi';
import { ReleaseService, releaseSettings } from '../services/releases';

/** Requests per minute and client address: console reads, console writes. */
const READ_LIMIT = { max: 120, timeWindow: 60_000 };
const WRITE_LIMIT = { max: 30, timeWindow: 60_000 };

const remoteParam = z.object({ remote: switchPayloadSchema.shape.remote });

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
 * Registers /api/yayinlar/*. Settings from the environment (see {@link releaseSettings}):
 * HOST_DATA_DIR, RELEASE_FAILURE_THRESHOLD, RELEASE_FAILURE_WINDOW_MS, RELEASE_REPORT_RATE_MAX.
 * @returns the service (its failure log lives as long as the app)
 */
export async function registerReleaseRoutes(app: FastifyInstance, ctx: AppContext, service = new ReleaseService(releaseSettings())): Promise<ReleaseService> {
  const { dataDir } = service;

  // Public: any browser reports a remote version it could not load. Tight per-address limit; an
  // automatic action only ever moves to a version that passes every check (see @skiclub/release).
  app.post('/api/yayinlar/hata-raporu', { config: { rateLimit: { max: service.settings.reportRateMax, timeWindow: 60_000 } } }, async (request, reply) => {
    const report = parse(failureReportSchema, request.body);
    try {
      const done = await service.report(report, request.ip);
      if (done) request.log.warn({ remote: report.remote, version: report.version, done }, 'sürüm hata raporları eşiği aştı');
    } catch (err) {
      // The browser is not to blame for a store that cannot be changed: it still gets 204.
      request.log.error({ err }, 'otomatik geri alma yapılamadı');
    }
    return reply.status(204).send();
  });

  await app.register(async (r) => {
    r.addHook('onRequest', ctx.auth.roleHook(RELEASE_ROLES));

    r.get('/api/yayinlar', { config: { rateLimit: READ_LIMIT } }, async (_request, reply) => send(reply, await service.state()));

    r.get('/api/yayinlar/uyumluluk', { config: { rateLimit: READ_LIMIT } }, async (request, reply) => {
      const q = parse(releaseVersionSchema, request.query);
      try {
        return send(reply, await checkCompatibility({ dataDir, name: q.remote, version: q.version }));
      } catch (e) {
        return storeError(e, reply);
      }
    });

    r.post('/api/yayinlar/gecis', { config: { rateLimit: WRITE_LIMIT } }, async (request, reply) => {
      const p = parse(switchPayloadSchema, request.body);
      const user = await ctx.auth.requireUser(request);
      try {
        const done: SwitchResult = await switchVersion({ dataDir, name: p.remote, version: p.version, who: user.kullaniciAdi, reason: p.reason });
        return send(reply, done, M.switched);
      } catch (e) {
        return storeError(e, reply);
      }
    });

    r.post('/api/yayinlar/geri-al', { config: { rateLimit: WRITE_LIMIT } }, async (request, reply) => {
      const p = parse(rollbackPayloadSchema, request.body);
      const user = await ctx.auth.requireUser(request);
      try {
        const done = await rollback({ dataDir, name: p.remote, who: user.kullaniciAdi, reason: p.reason });
        return send(reply, done, M.rolledBack);
      } catch (e) {
        return storeError(e, reply);
      }
    });

    r.post('/api/yayinlar/kanarya', { config: { rateLimit: WRITE_LIMIT } }, async (request, reply) => {
      const p = parse(canaryPayloadSchema, request.body);
      const user = await ctx.auth.requireUser(request);
      try {
        const c = await startCanary({ dataDir, name: p.remote, version: p.version, percent: p.percent, who: user.kullaniciAdi, reason: p.reason });
        return send(reply, { version: c.version, percent: c.percent, startedAt: c.startedAt }, M.canaryStarted);
      } catch (e) {
        return storeError(e, reply);
      }
    });

    r.delete('/api/yayinlar/kanarya/:remote', { config: { rateLimit: WRITE_LIMIT } }, async (request, reply) => {
      const { remote } = parse(remoteParam, request.params);
      const user = await ctx.auth.requireUser(request);
      return send(reply, await stopCanary({ dataDir, name: remote, who: user.kullaniciAdi }), M.canaryStopped);
    });

    r.get('/api/yayinlar/denetim', { config: { rateLimit: READ_LIMIT } }, async (request, reply) => {
      const q = parse(auditQuerySchema, request.query);
      const page = await readAudit({ dataDir, filters: q });
      const veri: AuditPage = page;
      return send(reply, veri);
    });

    r.get('/api/yayinlar/onizleme/:remote/:version', { config: { rateLimit: READ_LIMIT } }, async (request, reply) => {
      const p = parse(releaseVersionSchema, request.params);
      const entry: PreviewEntry | null = await previewEntry({ dataDir, name: p.remote, version: p.version });
      if (!entry) throw notFound(M.previewUnavailable);
      return send(reply, entry);
    });
  });
  return service;
}

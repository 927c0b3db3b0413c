/**
 * Probes for load balancers and orchestrators:
 * GET /healthz answers 200 while the process serves requests (liveness: restart me when it stops);
 * GET /readyz answers 200 only when the database answers `SELECT 1` within
 * {@link READINESS_TIMEOUT_MS}, else 503 (readiness: send me no traffic now, but do not restart
 * me — a database outage would otherwise restart every replica at once). Both sit outside /api
 * so nginx never exposes them to visitors; the Kubernetes and compose probes call the pod itself.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';

/** Longest wait for the database's answer before /readyz says 503, in ms (probe timeouts are 1–5 s). */
export const READINESS_TIMEOUT_MS = 2000;

/** 503 text of /readyz; no driver message (addresses, SQL) leaves the server. */
export const NOT_READY_MESSAGE = 'Veritabanına ulaşılamıyor.';

/** `veri` of the probes. */
export interface HealthVeri {
  durum: 'ok' | 'hazir' | 'hazir-degil';
  /** /readyz only: 'ok' or 'erisilemiyor'. */
  veritabani?: 'ok' | 'erisilemiyor';
}

/** Resolves true when `query` settles successfully within `ms`, false on error or timeout. */
async function within(query: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([query.then(() => true, () => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Probe answers are never cached by a proxy in between. */
function probe(reply: FastifyReply, status: number, veri: HealthVeri, mesaj = ''): FastifyReply {
  return reply.code(status).header('Cache-Control', 'no-store').send({ basarili: status === 200, veri, mesaj });
}

/** Registers GET /healthz and GET /readyz (public, unlimited, logged at warn only: probes call every few seconds). */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) => probe(reply, 200, { durum: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    const up = await within(ctx.db.execute(sql`select 1`), READINESS_TIMEOUT_MS);
    if (up) return probe(reply, 200, { durum: 'hazir', veritabani: 'ok' });
    request.log.warn('readyz: veritabanı yanıt vermiyor');
    return probe(reply, 503, { durum: 'hazir-degil', veritabani: 'erisilemiyor' }, NOT_READY_MESSAGE);
  });
}

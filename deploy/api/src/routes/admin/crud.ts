/**
 * The CRUD factory for reference resources (admin spec §3, §5, §7): list GET /api/<col>, create
 * POST /api/<col>, update POST /api/<col>/{id} (or PUT /api/<col> with the id in the body, as
 * camp, discount code and gender use), delete DELETE /api/<col>/{id}. Every answer is the
 * envelope; bodies are checked by the shared zod schema through fastify-type-provider-zod
 * (422 with the schema's Turkish field messages); answers are serialised through the item
 * schema. Uniqueness is the database's unique index (→ 409 with the resource's field message)
 * and 'in use' is the foreign keys (23503 / 23001 on delete → 409), so nothing is counted by hand.
 * Routes are registered inside the admin plugin (./index.ts), whose hook checks the role.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ok } from '@skiclub/shared/schemas';
import type { AppContext } from '../../context';
import type { Database } from '../../db';
import { isInUse, pgError } from '../../lib/errors';
import { ApiError, envelopeOf, invalid, isUuid } from '../../lib/http';
import { VERIFICATION_FAILED, isHuman } from '../../lib/verifier';

/** How a resource is updated (admin spec §7). */
export type UpdateVerb = 'POST /{id}' | 'PUT';

/** Texts of a resource's answers (admin spec §8 success texts; §5 for the 409s). */
export interface CrudMessages {
  created: string;
  updated: string;
  deleted: string;
  /** 404 for an unknown id. */
  notFound: string;
  /** 409 when the row is still referenced (foreign key on delete). */
  inUse: string;
}

/** A resource definition for {@link defineCrudResource}. */
export interface CrudDefinition<Payload extends z.ZodObject, Item extends z.ZodObject> {
  /** Collection path, e.g. '/api/ulke'. */
  path: string;
  table: PgTable;
  /** The table's uuid primary key. */
  idColumn: PgColumn;
  /** Columns of an answer row, named as the item schema's keys. */
  columns: Record<keyof z.output<Item> & string, PgColumn>;
  /** Answer row (shared zod schema). */
  item: Item;
  /** Create/update body (shared zod schema); an optional `recaptchaToken` is never stored. */
  payload: Payload;
  /** Row values from a valid body (trimmed texts, chosen columns). */
  toValues: (input: z.output<Payload>) => Record<string, unknown>;
  /** List order, e.g. `foldSql(ulkeler.ulkeAdi)` (admin spec §9: by name). */
  orderBy: SQL | PgColumn;
  /** Update verb; default 'POST /{id}'. */
  update?: UpdateVerb;
  /** Human-verification action (admin spec §3); a sent `recaptchaToken` must pass for it. */
  verificationAction?: string;
  /** Unique index on the folded name → 409 with `mesaj` on `field`. */
  unique?: { index: string; field: string; mesaj: string };
  messages: CrudMessages;
  /**
   * A valid body, the n-th of a series of distinct ones (for the generated contract test and
   * the README's example); may read the database for foreign keys.
   */
  sample: (db: Database, n: number) => Promise<z.input<Payload>>;
}

/** A registered admin resource, as the registry and the contract test see it. */
export interface AdminResource {
  path: string;
  update: UpdateVerb;
  unique?: { index: string; field: string; mesaj: string };
  messages: CrudMessages;
  sample: (db: Database, n: number) => Promise<Record<string, unknown>>;
  /** Registers the four routes on an (admin) plugin instance. */
  register: (app: FastifyInstance, ctx: AppContext) => void;
}

const idParams = z.object({ id: z.string() });
/** 422 text of a PUT body without `id`. */
export const RECORD_ID_REQUIRED = 'Kayıt seçimi zorunludur.';

/**
 * Defines a reference resource; `register` adds its list, create, update and delete routes.
 * @returns the resource for the admin registry (routes/admin/index.ts)
 */
export function defineCrudResource<Payload extends z.ZodObject, Item extends z.ZodObject>(def: CrudDefinition<Payload, Item>): AdminResource {
  const update = def.update ?? 'POST /{id}';
  const { messages } = def;

  /** Maps the resource's unique violation to its 409; other errors go to the global handler. */
  const rethrowDuplicate = (err: unknown): never => {
    const pg = pgError(err);
    if (def.unique && pg?.code === '23505' && pg.constraint === def.unique.index) {
      throw new ApiError(409, def.unique.mesaj, { [def.unique.field]: def.unique.mesaj });
    }
    throw err;
  };

  const register = (plain: FastifyInstance, ctx: AppContext) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx;
    // Inside this generic code the schemas are erased to z.ZodType: the type provider still
    // validates and serialises through them, and the definition's own functions
    // (toValues, sample) are typed from the schemas where the resource is declared.
    const columns: Record<string, PgColumn> = def.columns;
    const payload: z.ZodType = def.payload;
    const putPayload: z.ZodType = def.payload.extend({ id: z.string({ error: RECORD_ID_REQUIRED }) });
    const one: z.ZodType = envelopeOf(def.item);
    const many: z.ZodType = envelopeOf(z.array(def.item));

    /** Checks a sent recaptchaToken for the resource's action; returns the row values. */
    async function valuesOf(request: FastifyRequest, body: unknown): Promise<Record<string, unknown>> {
      const input = body as z.output<Payload>;
      const token = (input as { recaptchaToken?: unknown }).recaptchaToken;
      if (def.verificationAction && typeof token === 'string' && token) {
        const verdict = await ctx.verifier.verify(token, def.verificationAction, request.ip);
        if (!isHuman(verdict, def.verificationAction)) throw invalid({ recaptchaToken: VERIFICATION_FAILED });
      }
      return def.toValues(input);
    }

    async function updateRow(request: FastifyRequest, id: string, body: unknown) {
      if (!isUuid(id)) throw new ApiError(404, messages.notFound);
      const values = await valuesOf(request, body);
      const [row] = await db.update(def.table).set(values).where(eq(def.idColumn, id)).returning(columns).catch(rethrowDuplicate);
      if (!row) throw new ApiError(404, messages.notFound);
      return row;
    }

    app.get(def.path, { schema: { response: { 200: many } } }, async () => {
      const rows = await db.select(columns).from(def.table).orderBy(def.orderBy);
      return ok(rows);
    });

    app.post(def.path, { schema: { body: payload, response: { 201: one } } }, async (request, reply) => {
      const values = await valuesOf(request, request.body);
      const [row] = await db.insert(def.table).values(values).returning(columns).catch(rethrowDuplicate);
      return reply.status(201).send(ok(row, messages.created));
    });

    if (update === 'PUT') {
      app.put(def.path, { schema: { body: putPayload, response: { 200: one } } }, async (request) => {
        const { id, ...input } = request.body as { id: string };
        return ok(await updateRow(request, id, input), messages.updated);
      });
    } else {
      app.post(`${def.path}/:id`, { schema: { params: idParams, body: payload, response: { 200: one } } }, async (request) => {
        return ok(await updateRow(request, request.params.id, request.body), messages.updated);
      });
    }

    app.delete(`${def.path}/:id`, { schema: { params: idParams } }, async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw new ApiError(404, messages.notFound);
      const deleted = await db
        .delete(def.table)
        .where(eq(def.idColumn, id))
        .returning({ id: def.idColumn })
        .catch((err: unknown) => {
          if (isInUse(err)) throw new ApiError(409, messages.inUse);
          throw err;
        });
      if (deleted.length === 0) throw new ApiError(404, messages.notFound);
      return ok(null, messages.deleted);
    });
  };

  return { path: def.path, update, unique: def.unique, messages, sample: def.sample, register };
}

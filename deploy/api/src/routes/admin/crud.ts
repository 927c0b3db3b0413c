/**
 * The CRUD factory for reference resources (admin spec §3, §5, §7): list GET /api/<col>, create
 * POST /api/<col>, update POST /api/<col>/{id} (or PUT /api/<col> with the id in the body, as
 * camp, discount code and gender use, or PUT /api/<col>/{id}, as product categories and variant
 * types use), delete DELETE /api/<col>/{id}. What the admin screens rely on too (the path, the
 * row and body schemas, the verification action, the update verb) is the resource's shared
 * contract (`defineAdminResource` in @skiclub/shared/schemas/admin), which the factory is given
 * rather than told again; the rest (table, columns, texts …) is the API's own. Every answer is
 * the envelope; bodies are checked by the contract's payload schema through
 * fastify-type-provider-zod (422 with the schema's Turkish field messages); answers are
 * serialised through its item schema. Uniqueness is the database's unique
 * index (→ 409 with the resource's field message; for a table without one the factory looks for
 * the folded name before the write) and 'in use' is the foreign keys (23503 / 23001 on delete →
 * 409), so nothing is counted by hand.
 * Routes are registered inside the admin plugin (./index.ts), whose hook checks the role.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ok } from '@skiclub/shared/schemas';
import type { AdminItemSchema, AdminResourceContract, UpdateVerb } from '@skiclub/shared/schemas/admin';
import type { AppContext } from '../../context';
import type { Database } from '../../db';
import { isInUse, pgError } from '../../lib/errors';
import { ApiError, envelopeOf, invalid, isUuid } from '../../lib/http';
import { foldSql, foldTurkish } from '../../lib/text';
import { checkSentToken } from '../../lib/verifier';

/**
 * A name unique regardless of case and Turkish letters → 409 with `mesaj` on `field`. With
 * `index` the database's unique index on the folded name decides (23505); without it (a table
 * with no such index) the factory looks for another row with the same folded `field` before
 * the write.
 */
export interface UniqueName {
  index?: string;
  field: string;
  mesaj: string;
}

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

/** What {@link CrudDefinition.toValues} may read besides the body. */
export interface WriteContext {
  db: Database;
  /** null on create, the id of the row being updated. */
  id: string | null;
  ctx: AppContext;
}

/**
 * How the API stores and answers a resource, for {@link defineCrudResource}; the path, the schemas,
 * the verification action and the update verb come from the resource's shared contract.
 */
export interface CrudDefinition<Payload extends z.ZodObject, Item extends AdminItemSchema> {
  table: PgTable;
  /** The table's uuid primary key. */
  idColumn: PgColumn;
  /** Columns of an answer row, named as the item schema's keys. */
  columns: Record<keyof z.output<Item> & string, PgColumn>;
  /**
   * Row values from a valid body (trimmed texts, chosen columns). May be async and read the
   * database or the context (`write.id` is null on create, the row's id on update); may throw an
   * ApiError (e.g. `invalid({ field: mesaj })` for a 422).
   */
  toValues: (input: z.output<Payload>, write: WriteContext) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** List order, e.g. `foldSql(ulkeler.ulkeAdi)` (admin spec §9: by name). */
  orderBy: SQL | PgColumn;
  /**
   * Rows as the list shows them, e.g. with joined names (sehirAdi, ulkeAdi); `where` is null for
   * the whole list or picks rows (one id after a create/update, or the list's query filters).
   * Default: `columns` of `table` in `orderBy`.
   */
  select?: (db: Database, where: SQL | undefined) => Promise<Record<string, unknown>[]>;
  /** Query filters of the list (admin spec §7: '/api/konaklamasecenegi (list accepts query filters)'). */
  listWhere?: (query: Record<string, string | undefined>) => SQL | undefined;
  /**
   * 'admin' (default): the factory registers GET on the collection inside the admin plugin.
   * 'public': the collection's GET is a public route registered elsewhere (e.g. GET /api/kamp
   * serves the member site, and the whole list to an admin with tumu=true).
   */
  list?: 'admin' | 'public';
  /**
   * Field messages for a foreign key that names no row (insert/update, 23503 → 422 on that
   * field), e.g. `{ ulkeId: 'Seçilen ülke bulunamadı.' }`; keys are item/column keys.
   */
  references?: Partial<Record<keyof z.output<Item> & string, string>>;
  /** Unique folded name → 409 with `mesaj` on `field` (see {@link UniqueName}). */
  unique?: UniqueName;
  /**
   * Check constraints a valid body can still break against the stored row (23514 → 422 with
   * `mesaj` on `field`), by constraint name, e.g. a discount code's maximum below its usage.
   */
  checks?: Record<string, { field: string; mesaj: string }>;
  /**
   * Checks of a valid body that need the database (e.g. the city belongs to the chosen country),
   * run before the write; throw `invalid({ field: mesaj })` for a 422. `id` is null on create.
   */
  validate?: (db: Database, input: z.output<Payload>, id: string | null) => Promise<void>;
  /**
   * Runs before a delete (after the id check), e.g. to refuse a row the foreign keys do not
   * protect: throw an ApiError (409 with a Turkish text, 404 …).
   */
  beforeDelete?: (db: Database, id: string) => Promise<void>;
  /** Also serve GET /api/<col>/{id} (one row as the list shows it, 404 for an unknown id). */
  getById?: boolean;
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
  /** Where the list lives: 'public' lists are not admin-only (see {@link CrudDefinition.list}). */
  list: 'admin' | 'public';
  update: UpdateVerb;
  /** True when the resource also serves GET /api/<col>/{id} (absent: false). */
  getById?: boolean;
  unique?: UniqueName;
  messages: CrudMessages;
  sample: (db: Database, n: number) => Promise<Record<string, unknown>>;
  /** Registers the four routes on an (admin) plugin instance. */
  register: (app: FastifyInstance, ctx: AppContext) => void;
}

/**
 * One module of the admin registry (routes/admin/index.ts): the resources it builds with this
 * factory, and the routes it registers itself (uploads, search, bulk create, export …), both inside
 * the admin plugin, whose hook has already required an Admin (admin spec §6).
 */
export interface AdminModule {
  resources: readonly AdminResource[];
  routes?: (admin: FastifyInstance, ctx: AppContext) => Promise<void>;
}

const idParams = z.object({ id: z.string() });
/** 422 text of a PUT body without `id`. */
export const RECORD_ID_REQUIRED = 'Kayıt seçimi zorunludur.';

/**
 * Serves a reference resource on the factory; `register` adds its list, create, update and delete
 * routes.
 * @param contract the shared contract (`defineAdminResource`): `path` of the collection, `item`
 *   (answer rows are serialised through it), `payload` (bodies are validated by it, 422 with its
 *   Turkish messages), `verificationAction` (admin spec §3: a sent `recaptchaToken` must pass for
 *   it) and `update` (admin spec §7: 'POST /{id}', 'PUT' with the id in the body, or 'PUT /{id}')
 * @param def the API's side: table, columns, row values, order, texts, hooks (see {@link CrudDefinition})
 * @returns the resource for the admin registry (routes/admin/index.ts)
 */
export function defineCrudResource<Payload extends z.ZodObject, Item extends AdminItemSchema>(contract: AdminResourceContract<Item, Payload>, def: CrudDefinition<Payload, Item>): AdminResource {
  const { path, update, verificationAction } = contract;
  const { messages } = def;

  /**
   * Maps the resource's unique violation to its 409 and a missing referenced row to a 422 on its
   * field (the column named in the error's detail); other errors go to the global handler.
   */
  const rethrowDuplicate = (err: unknown): never => {
    const pg = pgError(err);
    if (def.unique?.index && pg?.code === '23505' && pg.constraint === def.unique.index) {
      throw new ApiError(409, def.unique.mesaj, { [def.unique.field]: def.unique.mesaj });
    }
    if (pg?.code === '23503' && def.references) {
      const column = /Key \(([a-z0-9_]+)\)/.exec(pg.detail ?? '')?.[1];
      const field = Object.entries(def.columns as Record<string, PgColumn>).find(([, c]) => c.name === column)?.[0];
      const mesaj = field ? (def.references as Record<string, string | undefined>)[field] : undefined;
      if (field && mesaj) throw invalid({ [field]: mesaj });
    }
    const check = pg?.code === '23514' && pg.constraint ? def.checks?.[pg.constraint] : undefined;
    if (check) throw invalid({ [check.field]: check.mesaj });
    throw err;
  };

  const register = (plain: FastifyInstance, ctx: AppContext) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx;
    // Inside this generic code the schemas are erased to z.ZodType: the type provider still
    // validates and serialises through them, and the definition's own functions
    // (toValues, sample) are typed from the schemas where the resource is declared.
    const columns: Record<string, PgColumn> = def.columns;
    const payload: z.ZodType = contract.payload;
    const putPayload: z.ZodType = contract.payload.extend({ id: z.string({ error: RECORD_ID_REQUIRED }) });
    const one: z.ZodType = envelopeOf(contract.item);
    const many: z.ZodType = envelopeOf(z.array(contract.item));

    /** Checks a sent recaptchaToken for the resource's action and the database checks; returns the row values. */
    async function valuesOf(request: FastifyRequest, body: unknown, id: string | null): Promise<Record<string, unknown>> {
      const input = body as z.output<Payload>;
      await checkSentToken(ctx.verifier, request, (input as { recaptchaToken?: unknown }).recaptchaToken, verificationAction);
      await def.validate?.(db, input, id);
      const values = await def.toValues(input, { db, id, ctx });
      await checkUnique(values, id);
      return values;
    }

    /** The unindexed unique name ({@link UniqueName} without `index`): another row with the same folded name → 409. */
    async function checkUnique(values: Record<string, unknown>, id: string | null): Promise<void> {
      const unique = def.unique;
      const column = unique && !unique.index ? columns[unique.field] : undefined;
      const name = unique ? values[unique.field] : undefined;
      if (!unique || !column || typeof name !== 'string') return;
      const same = eq(foldSql(column), foldTurkish(name));
      const [other] = await db
        .select({ id: def.idColumn })
        .from(def.table)
        .where(id ? and(same, ne(def.idColumn, id)) : same)
        .limit(1);
      if (other) throw new ApiError(409, unique.mesaj, { [unique.field]: unique.mesaj });
    }

    async function updateRow(request: FastifyRequest, id: string, body: unknown) {
      if (!isUuid(id)) throw new ApiError(404, messages.notFound);
      const values = await valuesOf(request, body, id);
      const [row] = await db.update(def.table).set(values).where(eq(def.idColumn, id)).returning(columns).catch(rethrowDuplicate);
      if (!row) throw new ApiError(404, messages.notFound);
      return readBack(row);
    }

    const select = def.select ?? ((database: Database, where: SQL | undefined) => database.select(columns).from(def.table).where(where).orderBy(def.orderBy));
    /** The written row as the list shows it (joined names included). */
    const readBack = async (row: Record<string, unknown>) => (def.select ? ((await def.select(db, eq(def.idColumn, row.id as string)))[0] ?? row) : row);

    if ((def.list ?? 'admin') === 'admin') {
      app.get(path, { schema: { response: { 200: many } } }, async (request) => {
        const query = (request.query ?? {}) as Record<string, string | undefined>;
        return ok(await select(db, def.listWhere?.(query)));
      });
    }

    if (def.getById) {
      app.get(`${path}/:id`, { schema: { params: idParams, response: { 200: one } } }, async (request) => {
        const { id } = request.params;
        const [row] = isUuid(id) ? await select(db, eq(def.idColumn, id)) : [];
        if (!row) throw new ApiError(404, messages.notFound);
        return ok(row);
      });
    }

    app.post(path, { schema: { body: payload, response: { 201: one } } }, async (request, reply) => {
      const values = await valuesOf(request, request.body, null);
      const [row] = await db.insert(def.table).values(values).returning(columns).catch(rethrowDuplicate);
      return reply.status(201).send(ok(await readBack(row!), messages.created));
    });

    if (update === 'PUT') {
      app.put(path, { schema: { body: putPayload, response: { 200: one } } }, async (request) => {
        const { id, ...input } = request.body as { id: string };
        return ok(await updateRow(request, id, input), messages.updated);
      });
    } else if (update === 'PUT /{id}') {
      app.put(`${path}/:id`, { schema: { params: idParams, body: payload, response: { 200: one } } }, async (request) => {
        return ok(await updateRow(request, request.params.id, request.body), messages.updated);
      });
    } else {
      app.post(`${path}/:id`, { schema: { params: idParams, body: payload, response: { 200: one } } }, async (request) => {
        return ok(await updateRow(request, request.params.id, request.body), messages.updated);
      });
    }

    app.delete(`${path}/:id`, { schema: { params: idParams } }, async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw new ApiError(404, messages.notFound);
      await def.beforeDelete?.(db, id);
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

  return { path, list: def.list ?? 'admin', update, getById: def.getById ?? false, unique: def.unique, messages, sample: def.sample, register };
}

/**
 * The contract of one admin collection (admin spec §3, §7): where it lives, what a row and a body
 * look like, which human-verification action its saves carry and how it is updated. The API's CRUD
 * factory (deploy/api `defineCrudResource`) serves it and the admin remote's `createCrudService` /
 * `CrudPage resource=` call it, both from this one declaration, so the two sides cannot drift
 * apart on a path, a schema, an action or a verb. Declared beside the resource's schemas.
 */
import type { z } from 'zod';

/**
 * How a resource is updated (admin spec §7), named as the route: POST /api/<col>/{id} (most
 * reference collections), PUT /api/<col> with the id in the body (camps, genders, team discount
 * codes, galleries) or PUT /api/<col>/{id} (product categories, variant types).
 */
export type UpdateVerb = 'POST /{id}' | 'PUT' | 'PUT /{id}';

/** A row schema: every row an admin collection sends carries its `id`. */
export type AdminItemSchema = z.ZodType<{ id: string }>;

/** What {@link defineAdminResource} is given. */
export interface AdminResourceDeclaration<Item extends AdminItemSchema, Payload extends z.ZodObject> {
  /** Collection path, e.g. '/api/cinsiyet'; the item routes are `${path}/{id}`. */
  path: `/api/${string}`;
  /** One row as the list, create and update answer it (inside the envelope's `veri`). */
  item: Item;
  /**
   * Create/update body with the spec's Turkish field rules (admin spec §5): the screen's form and
   * the API validate with it. An optional `recaptchaToken` in it is checked, never stored.
   */
  payload: Payload;
  /**
   * Human-verification action of every create and update (admin spec §3: 'ulke', 'sehir',
   * 'otel', 'cinsiyet', 'kampyonetim', 'odemedetay' …): the screen fetches a token for it just
   * before each save, and the API verifies a sent token against it.
   */
  verificationAction: string;
  /** Update verb (admin spec §7); default 'POST /{id}'. */
  update?: UpdateVerb;
}

/** A declared admin resource: the declaration with its update verb settled, frozen. */
export interface AdminResourceContract<Item extends AdminItemSchema = AdminItemSchema, Payload extends z.ZodObject = z.ZodObject> {
  readonly path: `/api/${string}`;
  readonly item: Item;
  readonly payload: Payload;
  readonly verificationAction: string;
  readonly update: UpdateVerb;
}

/**
 * Declares an admin resource once for the API and the admin screens.
 * @param declaration path, item and payload schemas, verification action (admin spec §3) and
 *   update verb (admin spec §7, default 'POST /{id}')
 * @returns the frozen contract: `{ path, item, payload, verificationAction, update }`
 */
export function defineAdminResource<Item extends AdminItemSchema, Payload extends z.ZodObject>(
  declaration: AdminResourceDeclaration<Item, Payload>,
): AdminResourceContract<Item, Payload> {
  const { path, item, payload, verificationAction, update = 'POST /{id}' } = declaration;
  return Object.freeze({ path, item, payload, verificationAction, update });
}

/**
 * The admin area of the API (admin spec §6: role Admin for everything). One encapsulated
 * Fastify plugin whose onRequest hook checks the role for EVERY route registered inside it
 * (401 visitors, 403 members) before the body is even read, so a route added here cannot be
 * left open by a forgotten check. {@link ADMIN_MODULES} is the registry: one entry per module,
 * with its CRUD-factory resources (./crud.ts) and its own routes.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { AdminModule, AdminResource } from './crud';
import { optionAdmin } from './accommodation-options';
import { campAdmin } from './camps';
import { countryAdmin } from './countries';
import { galleryAdmin } from './galleries';
import { newsAdmin } from './news';
import { notificationAdmin } from './notifications';
import { operationAdmin } from './operations';
import { orderAdmin } from './orders';
import { productAdmin } from './products';
import { referenceAdmin } from './reference';
import { shopCatalogAdmin } from './shop-catalog';
import { stockAdmin } from './stock';
import { userAdmin } from './users';

/** The admin registry: every module of the admin area, in the order its routes are registered. */
export const ADMIN_MODULES: readonly AdminModule[] = [
  countryAdmin,
  referenceAdmin,
  campAdmin,
  optionAdmin,
  operationAdmin,
  galleryAdmin,
  shopCatalogAdmin,
  productAdmin,
  orderAdmin,
  userAdmin,
  newsAdmin,
  stockAdmin,
  notificationAdmin,
];

/** Every resource served by the CRUD factory (admin spec §7 collections); the contract test runs on each. */
export const ADMIN_RESOURCES: readonly AdminResource[] = ADMIN_MODULES.flatMap((m) => m.resources);

/**
 * Registers the admin plugin with its resources.
 * @param resources default {@link ADMIN_RESOURCES} (the factory's own test adds one)
 */
export async function registerAdminRoutes(app: FastifyInstance, ctx: AppContext, resources: readonly AdminResource[] = ADMIN_RESOURCES): Promise<void> {
  await app.register(async (admin) => {
    admin.addHook('onRequest', ctx.auth.adminHook);
    // Says so on every route inside: the access suite and the OpenAPI document read it.
    admin.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'admin' };
    });
    // A create/update without a body is validated as `{}`, so each missing field is named.
    admin.addHook('preValidation', async (request) => {
      if (request.body === undefined && (request.method === 'POST' || request.method === 'PUT')) request.body = {};
    });
    for (const resource of resources) resource.register(admin, ctx);
    for (const m of ADMIN_MODULES) await m.routes?.(admin, ctx);
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `'admin'` on every route of the admin plugin (set by its onRoute hook). */
    access?: 'admin';
  }
}

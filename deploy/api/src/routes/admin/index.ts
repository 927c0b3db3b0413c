/**
 * The admin area of the API (admin spec §6: role Admin for everything). One encapsulated
 * Fastify plugin whose onRequest hook checks the role for EVERY route registered inside it
 * (401 visitors, 403 members) before the body is even read, so a route added here cannot be
 * left open by a forgotten check. {@link ADMIN_RESOURCES} is the registry of the reference
 * resources built with the CRUD factory (./crud.ts); the generated contract test runs for each.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { countryResource } from '../countries';
import { optionResources, registerOptionAdminRoutes } from './accommodation-options';
import { campResources, registerCampAdminRoutes } from './camps';
import type { AdminResource } from './crud';
import { galleryResources, registerGalleryAdminRoutes } from './galleries';
import { stockResources, registerStockAdminRoutes } from './stock';
import { notificationResources, registerNotificationAdminRoutes } from './notifications';
import { shopCatalogResources, registerShopCatalogAdminRoutes } from './shop-catalog';
import { productResources, registerProductAdminRoutes } from './products';
import { orderResources, registerOrderAdminRoutes } from './orders';
import { userResources, registerUserAdminRoutes } from './users';
import { newsResources, registerNewsAdminRoutes } from './news';
import { operationResources, registerOperationAdminRoutes } from './operations';
import { referenceResources, registerReferenceAdminRoutes } from './reference';

/** Every reference resource served by the CRUD factory (admin spec §7 collections). */
export const ADMIN_RESOURCES: readonly AdminResource[] = [countryResource, ...referenceResources, ...campResources, ...optionResources, ...operationResources, ...galleryResources, ...shopCatalogResources, ...productResources, ...orderResources, ...userResources, ...newsResources, ...stockResources, ...notificationResources];

/** Admin routes beyond the factory's four (uploads, search, bulk create, conversion, export …). */
const ADMIN_ROUTE_GROUPS = [registerReferenceAdminRoutes, registerCampAdminRoutes, registerOptionAdminRoutes, registerOperationAdminRoutes, registerGalleryAdminRoutes, registerShopCatalogAdminRoutes, registerProductAdminRoutes, registerOrderAdminRoutes, registerUserAdminRoutes, registerNewsAdminRoutes, registerStockAdminRoutes, registerNotificationAdminRoutes];

/**
 * Registers the admin plugin with its resources.
 * @param resources default {@link ADMIN_RESOURCES} (the factory's own test adds one)
 */
export async function registerAdminRoutes(app: FastifyInstance, ctx: AppContext, resources: readonly AdminResource[] = ADMIN_RESOURCES): Promise<void> {
  await app.register(async (admin) => {
    admin.addHook('onRequest', ctx.auth.adminHook);
    // A create/update without a body is validated as `{}`, so each missing field is named.
    admin.addHook('preValidation', async (request) => {
      if (request.body === undefined && (request.method === 'POST' || request.method === 'PUT')) request.body = {};
    });
    for (const resource of resources) resource.register(admin, ctx);
    for (const group of ADMIN_ROUTE_GROUPS) await group(admin, ctx);
  });
}

/**
 * Order routes (member spec §7 Shop): members only (any signed-in user, as the cart),
 * each on the caller's own orders — another member's order answers 404 'Sipariş bulunamadı.' as
 * an unknown one, so order numbers cannot be probed. Bodies are validated with the shared
 * schemas (orderCreateSchema, orderUpdateSchema): 422 with `hatalar` such as 'faturaAdresi.ad'.
 * An Admin may use GET /api/siparis/{id}, PUT /api/siparis/{id} and PUT /api/siparis/iptal/{id} on any
 * member's order (admin spec §7 lists them for the Orders screen): the detail is then the admin
 * detail and the cancel the admin cancel; on the Admin's own orders they stay the member routes.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_MESSAGES, orderCreateSchema, orderPageQuerySchema, orderUpdateSchema } from '@skiclub/shared/schemas';
import type { AppContext } from '../context';
import { isAdminUser, type AuthUser } from '../lib/auth';
import { send } from '../lib/http';
import { cancelOrder, createOrder, getOrder, listOrders, orderOwner, updateOrder } from '../services/orders';
import { cancelAsAdmin, getAdminOrder } from './admin/orders';

/**
 * Registers POST /api/siparis/olustur, GET /api/siparis/kullanici, GET /api/siparis/resolve/:noOrId,
 * GET /api/siparis/:id, PUT /api/siparis/iptal/:id and PUT /api/siparis/:id.
 */
export function registerOrderRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, auth } = ctx;
  // A visitor's request is 401 before its body or query is validated (and after a broken body's 400).
  const member = { preValidation: auth.userHook };

  /** The owner of order `id` when an Admin acts on another member's order, else null (member path). */
  const foreignOwner = async (user: AuthUser, id: string): Promise<string | null> => {
    if (!isAdminUser(user)) return null;
    const owner = await orderOwner(db, id);
    return owner && owner !== user.id ? owner : null;
  };

  app.post('/api/siparis/olustur', { ...member, schema: { body: orderCreateSchema } }, async (request, reply) => {
    const user = await auth.requireUser(request);
    return send(reply, await createOrder(db, user.id, request.body), ORDER_MESSAGES.created, 201);
  });

  app.get('/api/siparis/kullanici', { ...member, schema: { querystring: orderPageQuerySchema } }, async (request, reply) => {
    const user = await auth.requireUser(request);
    return send(reply, await listOrders(db, user.id, request.query));
  });

  app.get<{ Params: { noOrId: string } }>('/api/siparis/resolve/:noOrId', async (request, reply) => {
    const user = await auth.requireUser(request);
    return send(reply, await getOrder(db, user.id, request.params.noOrId));
  });

  app.get<{ Params: { id: string } }>('/api/siparis/:id', async (request, reply) => {
    const user = await auth.requireUser(request);
    if (await foreignOwner(user, request.params.id)) return send(reply, await getAdminOrder(db, request.params.id));
    return send(reply, await getOrder(db, user.id, request.params.id));
  });

  app.put<{ Params: { id: string } }>('/api/siparis/iptal/:id', async (request, reply) => {
    const user = await auth.requireUser(request);
    if (await foreignOwner(user, request.params.id)) return send(reply, await cancelAsAdmin(ctx, request, request.params.id), ORDER_MESSAGES.cancelled);
    const { order, refund } = await cancelOrder(db, user.id, request.params.id);
    return send(reply, order, refund ? `${ORDER_MESSAGES.cancelled} ${ORDER_MESSAGES.refundNote}` : ORDER_MESSAGES.cancelled);
  });

  // Any id text passes the params schema: one that is no order of the caller's is the service's 404.
  app.put('/api/siparis/:id', { ...member, schema: { params: z.object({ id: z.string() }), body: orderUpdateSchema } }, async (request, reply) => {
    const user = await auth.requireUser(request);
    const owner = (await foreignOwner(user, request.params.id)) ?? user.id;
    return send(reply, await updateOrder(db, owner, request.params.id, request.body), ORDER_MESSAGES.updated);
  });
}

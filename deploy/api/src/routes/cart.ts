/**
 * Cart routes (member spec §3, §5, §7): members only; every call answers the whole `Cart` so
 * the page redraws from one source of truth.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CART_MESSAGES, cartAddSchema, cartUpdateSchema, stockCheckQuerySchema } from '@skiclub/shared/schemas';
import type { AppContext } from '../context';
import { isUuid, notFound, send } from '../lib/http';
import { CART_ITEM_NOT_FOUND, addToCart, checkStock, clearCart, loadCart, removeCartLine, updateCartLine } from '../services/cart';

/** Registers the cart routes. */
export function registerCartRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, auth } = ctx;
  // A visitor's request is 401 before its body or query is validated (and after a broken body's 400).
  const member = { preValidation: auth.userHook };

  app.get('/api/sepet', async (request, reply) => {
    const user = await auth.requireUser(request);
    return send(reply, await loadCart(db, user.id));
  });

  app.post('/api/sepet/ekle', { ...member, schema: { body: cartAddSchema } }, async (request, reply) => {
    const user = await auth.requireUser(request);
    const input = request.body;
    await addToCart(db, user.id, input);
    return send(reply, await loadCart(db, user.id), CART_MESSAGES.added);
  });

  app.put('/api/sepet/guncelle', { ...member, schema: { body: cartUpdateSchema } }, async (request, reply) => {
    const user = await auth.requireUser(request);
    const input = request.body;
    await updateCartLine(db, user.id, input);
    return send(reply, await loadCart(db, user.id), CART_MESSAGES.updated);
  });

  app.get('/api/sepet/stok-kontrol', { ...member, schema: { querystring: stockCheckQuerySchema } }, async (request, reply) => {
    const q = request.query;
    return send(reply, await checkStock(db, q.urunId, q.varyantId, q.miktar));
  });

  app.delete('/api/sepet/temizle', async (request, reply) => {
    const user = await auth.requireUser(request);
    await clearCart(db, user.id);
    return send(reply, await loadCart(db, user.id), CART_MESSAGES.cleared);
  });

  app.delete<{ Params: { id: string } }>('/api/sepet/:id', async (request, reply) => {
    const user = await auth.requireUser(request);
    if (!isUuid(request.params.id)) throw notFound(CART_ITEM_NOT_FOUND);
    await removeCartLine(db, user.id, request.params.id);
    return send(reply, await loadCart(db, user.id), CART_MESSAGES.removed);
  });
}

/**
 * Site settings (member spec §2 footer: social links): GET /api/site/ayarlar answers the club's
 * social network pages the operator set (SOCIAL_*_URL, see deploy/api/README.md); a network
 * that is not set is null and the footer hides it. Public: the footer shows on every page.
 */
import type { FastifyInstance } from 'fastify';
import { SITE_SETTINGS_URL } from '@skiclub/shared/schemas';
import type { AppContext } from '../context';
import { send } from '../lib/http';

/** Registers GET /api/site/ayarlar. */
export function registerSiteRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(SITE_SETTINGS_URL, async (_request, reply) => send(reply, ctx.siteSettings));
}

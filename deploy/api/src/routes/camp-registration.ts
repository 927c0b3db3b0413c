/**
 * Camp registration routes (member spec §2 /kampa-kayit, §7 POST /api/KampaKayit/fiyat):
 * the registration options, the gender and skill level lookups, the price quote and the
 * registration itself. The API's paths are matched as the spec writes them and in lower case.
 */
import type { FastifyInstance } from 'fastify';
import { CAMP_REGISTRATION_MESSAGES } from '@skiclub/shared/schemas';
import type { AppContext } from '../context';
import { send } from '../lib/http';
import {
  activeGenders,
  activeSkillLevels,
  createRegistration,
  listRegistrationOptions,
  listRegistrations,
  quotePrice,
  todayInTurkey,
} from '../services/camp-registration';

/** Registers GET /api/KampaKayit/secenekler, GET /api/cinsiyet/aktif, GET /api/kaymaseviyesi/aktif, POST /api/KampaKayit/fiyat and POST /api/kampakayit. */
export function registerCampRegistrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, auth } = ctx;

  for (const url of ['/api/KampaKayit/secenekler', '/api/kampakayit/secenekler']) {
    app.get(url, async (request, reply) => {
      await auth.requireUser(request);
      return send(reply, await listRegistrationOptions(db, todayInTurkey()));
    });
  }

  app.get('/api/cinsiyet/aktif', async (_request, reply) => send(reply, await activeGenders(db)));
  app.get('/api/kaymaseviyesi/aktif', async (_request, reply) => send(reply, await activeSkillLevels(db)));

  for (const url of ['/api/KampaKayit/fiyat', '/api/kampakayit/fiyat']) {
    app.post(url, async (request, reply) => {
      await auth.requireUser(request);
      return send(reply, await quotePrice(db, request.body, todayInTurkey()));
    });
  }

  for (const url of ['/api/kampakayit', '/api/KampaKayit']) {
    app.post(url, async (request, reply) => {
      const user = await auth.requireUser(request);
      const id = await createRegistration(db, user.id, request.body, todayInTurkey());
      const [registration] = await listRegistrations(db, { id, userId: user.id });
      return send(reply, registration, CAMP_REGISTRATION_MESSAGES.created, 201);
    });
  }
}

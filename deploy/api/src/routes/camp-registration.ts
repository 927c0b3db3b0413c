/**
 * Camp registration routes (member spec §2 /kampa-kayit, §7 POST /api/KampaKayit/fiyat):
 * the registration options, the gender and skill level lookups, the price quote and the
 * registration itself. The API's paths are matched as the spec writes them and in lower case.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildCampRegistrationSchema, campAdultSchema, CAMP_REGISTRATION_MESSAGES, priceQuoteRequestSchema } from '@skiclub/shared/schemas';
import type { AppContext } from '../context';
import { checkedInHandler, send } from '../lib/http';
import {
  activeGenders,
  activeSkillLevels,
  createRegistration,
  listRegistrationOptions,
  listRegistrations,
  quotePrice,
  todayInTurkey,
} from '../services/camp-registration';

/**
 * The camp registration body as documented: the item counts and the age bands depend on the
 * accommodation option booked, so the document names the fields and their item shapes; the
 * handler checks the counts and ages against the option (422 naming the field).
 */
const campRegistrationDocSchema = buildCampRegistrationSchema({ baslangicTarihi: '2000-01-01', yetiskinSayisi: 0, cocuk06Sayisi: 0, cocuk611Sayisi: 0 }).extend({
  yetiskinler: z.array(campAdultSchema),
  cocuklar06: z.array(z.object({ adSoyad: z.string(), dogumTarihi: z.iso.date(), cinsiyetId: z.uuid() })),
  cocuklar611: z.array(z.object({ adSoyad: z.string(), dogumTarihi: z.iso.date(), okulAdi: z.string(), sinifSube: z.string(), kaymaSeviyesiId: z.uuid(), cinsiyetId: z.uuid() })),
});

/** Registers GET /api/KampaKayit/secenekler, GET /api/cinsiyet/aktif, GET /api/kaymaseviyesi/aktif, POST /api/KampaKayit/fiyat and POST /api/kampakayit. */
export function registerCampRegistrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, auth } = ctx;
  // A visitor's request is 401 before its body is validated (and after a broken body's 400).
  const member = { preValidation: auth.userHook };

  for (const url of ['/api/KampaKayit/secenekler', '/api/kampakayit/secenekler']) {
    app.get(url, async (request, reply) => {
      await auth.requireUser(request);
      return send(reply, await listRegistrationOptions(db, todayInTurkey()));
    });
  }

  app.get('/api/cinsiyet/aktif', async (_request, reply) => send(reply, await activeGenders(db)));
  app.get('/api/kaymaseviyesi/aktif', async (_request, reply) => send(reply, await activeSkillLevels(db)));

  for (const url of ['/api/KampaKayit/fiyat', '/api/kampakayit/fiyat']) {
    app.withTypeProvider<ZodTypeProvider>().post(url, { ...member, schema: { body: priceQuoteRequestSchema } }, async (request, reply) => {
      return send(reply, await quotePrice(db, request.body, todayInTurkey()));
    });
  }

  for (const url of ['/api/kampakayit', '/api/KampaKayit']) {
    // The option booked decides the body's rules: createRegistration validates it against the option.
    app.post(url, { schema: { body: campRegistrationDocSchema }, ...checkedInHandler }, async (request, reply) => {
      const user = await auth.requireUser(request);
      const id = await createRegistration(db, user.id, request.body, todayInTurkey());
      const [registration] = await listRegistrations(db, { id, userId: user.id });
      return send(reply, registration, CAMP_REGISTRATION_MESSAGES.created, 201);
    });
  }
}

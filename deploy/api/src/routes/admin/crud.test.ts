/**
 * The CRUD factory, once and thoroughly, on a resource declared here (camp fee types, updated
 * with PUT and the id in the body, human verification on): list, create, update, delete,
 * envelope, 422 field errors from the zod schema, 404, 'in use' from the foreign keys, the
 * verification token, and the admin plugin's role check on routes it never named.
 * Countries (POST /{id}, unique name) are covered by countries.test.ts and contract.test.ts.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MESSAGES, requiredText } from '@skiclub/shared/schemas';
import { kampUcretTipleri } from '../../db/schema';
import { VERIFICATION_FAILED } from '../../lib/verifier';
import { body, call, createTestContext, type TestContext } from '../../test/helpers';
import { ADMIN_RESOURCES } from './index';
import { RECORD_ID_REQUIRED, defineCrudResource } from './crud';

const feeTypeSchema = z.object({ id: z.string(), ad: z.string(), aktif: z.boolean() });
type FeeType = z.infer<typeof feeTypeSchema>;
const feeTypePayloadSchema = z.object({
  ad: requiredText('Ad').min(2, { error: MESSAGES.minLength('Ad', 2) }).max(50, { error: MESSAGES.maxLength('Ad', 50) }),
  aktif: z.boolean({ error: 'Aktif alanı doğru veya yanlış olmalıdır.' }).default(true),
  recaptchaToken: z.string().optional(),
});

const MSG = {
  created: 'Ücret tipi eklendi.',
  updated: 'Ücret tipi güncellendi.',
  deleted: 'Ücret tipi silindi.',
  notFound: 'Ücret tipi bulunamadı.',
  inUse: 'Bu ücret tipi kamplarda kullanıldığı için silinemez.',
};

const feeTypes = defineCrudResource({
  path: '/api/test-ucret-tipi',
  table: kampUcretTipleri,
  idColumn: kampUcretTipleri.id,
  columns: { id: kampUcretTipleri.id, ad: kampUcretTipleri.ad, aktif: kampUcretTipleri.aktif },
  item: feeTypeSchema,
  payload: feeTypePayloadSchema,
  toValues: (input) => ({ ad: input.ad.trim(), aktif: input.aktif }),
  orderBy: kampUcretTipleri.ad,
  update: 'PUT',
  verificationAction: 'kampucrettipi',
  messages: MSG,
  sample: async (_db, n) => ({ ad: `Tip ${n}` }),
});

const PATH = '/api/test-ucret-tipi';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let t: TestContext;
let app: FastifyInstance;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  app = await t.buildAnother({ adminResources: [...ADMIN_RESOURCES, feeTypes] });
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
});

const list = async () => body<FeeType[]>(await call(app, { method: 'GET', url: PATH, token: admin })).veri;

describe('defineCrudResource', () => {
  it('the admin plugin guards a route it never named: 401 visitors, 403 members, before the body is read', async () => {
    const member = await t.memberToken();
    for (const c of [
      { method: 'GET', url: PATH },
      { method: 'POST', url: PATH, payload: { ad: 5 } },
      { method: 'PUT', url: PATH, payload: {} },
      { method: 'DELETE', url: `${PATH}/${UNKNOWN_ID}` },
    ] as const) {
      expect((await call(app, c)).statusCode, `${c.method} guest`).toBe(401);
      const res = await call(app, { ...c, token: member });
      expect(res.statusCode, `${c.method} member`).toBe(403);
      expect(body(res)).toEqual({ basarili: false, veri: null, mesaj: 'Bu işlem için yetkiniz bulunmamaktadır.' });
    }
  });

  it('lists in the given order inside the envelope', async () => {
    const res = await call(app, { method: 'GET', url: PATH, token: admin });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ basarili: true, mesaj: '' });
    expect((await list()).map((f) => f.ad)).toEqual(['Euro', 'TL', 'USD']);
    expect(Object.keys((await list())[0]!).sort()).toEqual(['ad', 'aktif', 'id']);
  });

  it('creates with 201, the message and the values from toValues (trimmed, default applied)', async () => {
    const res = await call(app, { method: 'POST', url: PATH, token: admin, payload: { ad: '  Sterlin ' } });
    expect(res.statusCode).toBe(201);
    expect(body<FeeType>(res)).toMatchObject({ basarili: true, mesaj: MSG.created, veri: { ad: 'Sterlin', aktif: true } });
    expect((await list()).map((f) => f.ad)).toContain('Sterlin');
  });

  it('422 with the schema’s Turkish field messages, for a missing body, missing fields, wrong types and no coercion', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [undefined, { ad: MESSAGES.required('Ad') }],
      [{}, { ad: MESSAGES.required('Ad') }],
      [{ ad: '   ' }, { ad: MESSAGES.required('Ad') }],
      [{ ad: 'S' }, { ad: MESSAGES.minLength('Ad', 2) }],
      [{ ad: 'S'.repeat(51) }, { ad: MESSAGES.maxLength('Ad', 50) }],
      [{ ad: 5, aktif: 'true' }, { ad: MESSAGES.required('Ad'), aktif: 'Aktif alanı doğru veya yanlış olmalıdır.' }],
    ];
    for (const [payload, hatalar] of cases) {
      const res = await call(app, { method: 'POST', url: PATH, token: admin, ...(payload === undefined ? {} : { payload: payload as object }) });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(body(res), JSON.stringify(payload)).toEqual({ basarili: false, veri: null, mesaj: 'Gönderilen veriler geçersiz. Lütfen kontrol edin.', hatalar });
    }
  });

  it('checks a sent recaptchaToken for the resource’s action, once', async () => {
    const wrong = await call(app, { method: 'POST', url: PATH, token: admin, payload: { ad: 'Frank', recaptchaToken: t.human('ulke') } });
    expect(wrong.statusCode).toBe(422);
    expect(body(wrong).hatalar).toEqual({ recaptchaToken: VERIFICATION_FAILED });
    const recaptchaToken = t.human('kampucrettipi');
    expect((await call(app, { method: 'POST', url: PATH, token: admin, payload: { ad: 'Frank', recaptchaToken } })).statusCode).toBe(201);
    const replay = await call(app, { method: 'POST', url: PATH, token: admin, payload: { ad: 'Yen', recaptchaToken } });
    expect(body(replay).hatalar).toEqual({ recaptchaToken: VERIFICATION_FAILED });
  });

  it('updates with PUT and the id in the body; 404 for an unknown or malformed id; 422 without id', async () => {
    const sterling = (await list()).find((f) => f.ad === 'Sterlin')!;
    const res = await call(app, { method: 'PUT', url: PATH, token: admin, payload: { id: sterling.id, ad: 'Sterlin (GBP)', aktif: false } });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ basarili: true, veri: { id: sterling.id, ad: 'Sterlin (GBP)', aktif: false }, mesaj: MSG.updated });
    for (const id of [UNKNOWN_ID, 'bozuk']) {
      const unknown = await call(app, { method: 'PUT', url: PATH, token: admin, payload: { id, ad: 'Kanada Doları' } });
      expect(unknown.statusCode, id).toBe(404);
      expect(body(unknown).mesaj).toBe(MSG.notFound);
    }
    const noId = await call(app, { method: 'PUT', url: PATH, token: admin, payload: { ad: 'Kanada Doları' } });
    expect(noId.statusCode).toBe(422);
    expect(body(noId).hatalar).toEqual({ id: RECORD_ID_REQUIRED });
    // The other update verb is not registered for this resource.
    expect((await call(app, { method: 'POST', url: `${PATH}/${sterling.id}`, token: admin, payload: { ad: 'X1' } })).statusCode).toBe(404);
  });

  it('deletes; a row still referenced (foreign key) is 409 with the resource’s text and stays; unknown 404', async () => {
    const tl = (await list()).find((f) => f.ad === 'TL')!;
    const inUse = await call(app, { method: 'DELETE', url: `${PATH}/${tl.id}`, token: admin });
    expect(inUse.statusCode).toBe(409);
    expect(body(inUse)).toEqual({ basarili: false, veri: null, mesaj: MSG.inUse });
    expect((await list()).some((f) => f.id === tl.id)).toBe(true);

    const sterling = (await list()).find((f) => f.ad === 'Sterlin (GBP)')!;
    const deleted = await call(app, { method: 'DELETE', url: `${PATH}/${sterling.id}`, token: admin });
    expect(deleted.statusCode).toBe(200);
    expect(body(deleted)).toEqual({ basarili: true, veri: null, mesaj: MSG.deleted });
    for (const id of [sterling.id, 'bozuk']) {
      const again = await call(app, { method: 'DELETE', url: `${PATH}/${id}`, token: admin });
      expect(again.statusCode, id).toBe(404);
      expect(body(again).mesaj).toBe(MSG.notFound);
    }
  });
});

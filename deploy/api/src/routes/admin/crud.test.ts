/**
 * The CRUD factory, once and thoroughly, on a resource declared here (camp fee types, updated
 * with PUT and the id in the body, human verification on): list, create, update, delete,
 * envelope, 422 field errors from the zod schema, 404, 'in use' from the foreign keys, the
 * verification token, and the admin plugin's role check on routes it never named.
 * Countries (POST /{id}, unique name) are covered by countries.test.ts and contract.test.ts.
 * A second resource (skill levels) covers the optional hooks: async toValues with the write's
 * context, validate (422 before the write), beforeDelete (409 before the delete) and getById.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MESSAGES, requiredText } from '@skiclub/shared/schemas';
import { defineAdminResource } from '@skiclub/shared/schemas/admin';
import { eq, max } from 'drizzle-orm';
import { kampUcretTipleri, kaymaSeviyeleri, varyantTipleri } from '../../db/schema';
import { ApiError, invalid } from '../../lib/http';
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

const feeTypeContract = defineAdminResource({ path: '/api/test-ucret-tipi', item: feeTypeSchema, payload: feeTypePayloadSchema, verificationAction: 'kampucrettipi', update: 'PUT' });
const feeTypes = defineCrudResource(feeTypeContract, {
  table: kampUcretTipleri,
  idColumn: kampUcretTipleri.id,
  columns: { id: kampUcretTipleri.id, ad: kampUcretTipleri.ad, aktif: kampUcretTipleri.aktif },
  toValues: (input) => ({ ad: input.ad.trim(), aktif: input.aktif }),
  orderBy: kampUcretTipleri.ad,
  messages: MSG,
  sample: async (_db, n) => ({ ad: `Tip ${n}` }),
});

const levelSchema = z.object({ id: z.string(), kaymaSeviyesiAdi: z.string(), siraNo: z.number().int(), aktif: z.boolean() });
type Level = z.infer<typeof levelSchema>;
const levelPayloadSchema = z.object({
  kaymaSeviyesiAdi: requiredText('Ad').min(2, { error: MESSAGES.minLength('Ad', 2) }),
  aktif: z.boolean().default(true),
});
const LEVEL = { created: 'Seviye eklendi.', updated: 'Seviye güncellendi.', deleted: 'Seviye silindi.', notFound: 'Seviye bulunamadı.', inUse: 'Seviye kullanılıyor.' };
const FORBIDDEN_NAME = 'Bu ad kullanılamaz.';
const ACTIVE_LEVEL = 'Aktif seviye silinemez.';
/** Ids toValues was called with (null = create), in order. */
const writes: (string | null)[] = [];

// The payload has no recaptchaToken (stripped if sent), so the action is never checked here.
const levelContract = defineAdminResource({ path: '/api/test-seviye', item: levelSchema, payload: levelPayloadSchema, verificationAction: 'kaymaseviyesi' });
const levels = defineCrudResource(levelContract, {
  table: kaymaSeviyeleri,
  idColumn: kaymaSeviyeleri.id,
  columns: { id: kaymaSeviyeleri.id, kaymaSeviyesiAdi: kaymaSeviyeleri.kaymaSeviyesiAdi, siraNo: kaymaSeviyeleri.siraNo, aktif: kaymaSeviyeleri.aktif },
  // A new level goes last (siraNo = highest + 1), read from the database; an update keeps it.
  toValues: async (input, { db, id }) => {
    writes.push(id);
    const values = { kaymaSeviyesiAdi: input.kaymaSeviyesiAdi, aktif: input.aktif };
    if (id) return values;
    const [top] = await db.select({ n: max(kaymaSeviyeleri.siraNo) }).from(kaymaSeviyeleri);
    return { ...values, siraNo: (top?.n ?? 0) + 1 };
  },
  validate: async (_db, input) => {
    if (input.kaymaSeviyesiAdi === 'Yasak') throw invalid({ kaymaSeviyesiAdi: FORBIDDEN_NAME });
  },
  beforeDelete: async (db, id) => {
    const [row] = await db.select({ aktif: kaymaSeviyeleri.aktif }).from(kaymaSeviyeleri).where(eq(kaymaSeviyeleri.id, id));
    if (row?.aktif) throw new ApiError(409, ACTIVE_LEVEL);
  },
  getById: true,
  orderBy: kaymaSeviyeleri.siraNo,
  messages: LEVEL,
  sample: async (_db, n) => ({ kaymaSeviyesiAdi: `Seviye ${n}` }),
});
const LEVELS = '/api/test-seviye';

const tagSchema = z.object({ id: z.string(), tipAdi: z.string(), aktif: z.boolean() });
type Tag = z.infer<typeof tagSchema>;
const tagPayloadSchema = z.object({ tipAdi: requiredText('Tip adı'), aktif: z.boolean().default(true) });
const TAG = { created: 'Tip eklendi.', updated: 'Tip güncellendi.', deleted: 'Tip silindi.', notFound: 'Tip bulunamadı.', inUse: 'Tip kullanılıyor.' };
const TAG_EXISTS = 'Bu tip zaten kayıtlı.';
/** Updated with PUT /{id}; a unique name the table has no index for (the factory checks the folded name). */
const tagContract = defineAdminResource({ path: '/api/test-tip', item: tagSchema, payload: tagPayloadSchema, verificationAction: 'urunvaryanttipi', update: 'PUT /{id}' });
const tags = defineCrudResource(tagContract, {
  table: varyantTipleri,
  idColumn: varyantTipleri.id,
  columns: { id: varyantTipleri.id, tipAdi: varyantTipleri.tipAdi, aktif: varyantTipleri.aktif },
  toValues: (input) => ({ tipAdi: input.tipAdi, aktif: input.aktif }),
  orderBy: varyantTipleri.tipAdi,
  unique: { field: 'tipAdi', mesaj: TAG_EXISTS },
  messages: TAG,
  sample: async (_db, n) => ({ tipAdi: `Tip ${n}` }),
});
const TAGS = '/api/test-tip';

const PATH = '/api/test-ucret-tipi';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let t: TestContext;
let app: FastifyInstance;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  app = await t.buildAnother({ adminResources: [...ADMIN_RESOURCES, feeTypes, levels, tags] });
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
    // The other update verb is not registered for this resource: the path is known, the method is not (405).
    expect((await call(app, { method: 'POST', url: `${PATH}/${sterling.id}`, token: admin, payload: { ad: 'X1' } })).statusCode).toBe(405);
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

describe('defineCrudResource optional hooks', () => {
  const levelList = async () => body<Level[]>(await call(app, { method: 'GET', url: LEVELS, token: admin })).veri;

  it('toValues may be async and gets the write’s id (null on create) and the database', async () => {
    writes.length = 0;
    const highest = Math.max(...(await levelList()).map((l) => l.siraNo));
    const created = await call(app, { method: 'POST', url: LEVELS, token: admin, payload: { kaymaSeviyesiAdi: 'Uzman Plus' } });
    expect(created.statusCode).toBe(201);
    const row = body<Level>(created).veri;
    expect(row.siraNo).toBe(highest + 1);
    const updated = await call(app, { method: 'POST', url: `${LEVELS}/${row.id}`, token: admin, payload: { kaymaSeviyesiAdi: 'Uzman Artı', aktif: false } });
    expect(body<Level>(updated).veri).toEqual({ id: row.id, kaymaSeviyesiAdi: 'Uzman Artı', siraNo: highest + 1, aktif: false });
    expect(writes).toEqual([null, row.id]);
  });

  it('validate answers its 422 before anything is written, on create and update', async () => {
    const before = await levelList();
    const res = await call(app, { method: 'POST', url: LEVELS, token: admin, payload: { kaymaSeviyesiAdi: 'Yasak' } });
    expect(res.statusCode).toBe(422);
    expect(body(res).hatalar).toEqual({ kaymaSeviyesiAdi: FORBIDDEN_NAME });
    const first = before[0]!;
    const upd = await call(app, { method: 'POST', url: `${LEVELS}/${first.id}`, token: admin, payload: { kaymaSeviyesiAdi: 'Yasak' } });
    expect(upd.statusCode).toBe(422);
    expect(await levelList()).toEqual(before);
  });

  it('beforeDelete refuses with its own 409 and the row stays; otherwise the delete goes on', async () => {
    const created = body<Level>(await call(app, { method: 'POST', url: LEVELS, token: admin, payload: { kaymaSeviyesiAdi: 'Silinecek' } })).veri;
    const refused = await call(app, { method: 'DELETE', url: `${LEVELS}/${created.id}`, token: admin });
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toEqual({ basarili: false, veri: null, mesaj: ACTIVE_LEVEL });
    expect((await levelList()).some((l) => l.id === created.id)).toBe(true);
    await call(app, { method: 'POST', url: `${LEVELS}/${created.id}`, token: admin, payload: { kaymaSeviyesiAdi: 'Silinecek', aktif: false } });
    const deleted = await call(app, { method: 'DELETE', url: `${LEVELS}/${created.id}`, token: admin });
    expect(body(deleted)).toEqual({ basarili: true, veri: null, mesaj: LEVEL.deleted });
  });

  it('getById answers one row as listed, 404 for an unknown or malformed id, and is admin-only', async () => {
    const first = (await levelList())[0]!;
    const res = await call(app, { method: 'GET', url: `${LEVELS}/${first.id}`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ basarili: true, veri: first, mesaj: '' });
    for (const id of [UNKNOWN_ID, 'bozuk']) {
      const missing = await call(app, { method: 'GET', url: `${LEVELS}/${id}`, token: admin });
      expect(missing.statusCode, id).toBe(404);
      expect(body(missing).mesaj).toBe(LEVEL.notFound);
    }
    expect((await call(app, { method: 'GET', url: `${LEVELS}/${first.id}` })).statusCode).toBe(401);
    expect((await call(app, { method: 'GET', url: `${LEVELS}/${first.id}`, token: await t.memberToken() })).statusCode).toBe(403);
    // A resource without getById has no such route (its path answers DELETE only: 405).
    const fee = (await list())[0]!;
    expect((await call(app, { method: 'GET', url: `${PATH}/${fee.id}`, token: admin })).statusCode).toBe(405);
  });
});

describe('defineCrudResource: PUT /{id} and a unique name without an index', () => {
  const create = (tipAdi: string) => call(app, { method: 'POST', url: TAGS, token: admin, payload: { tipAdi } });

  it('updates with PUT and the id in the path; 404 for an unknown or malformed id; the other verbs are not registered', async () => {
    const row = body<Tag>(await create('Kalıp Tipi')).veri;
    const res = await call(app, { method: 'PUT', url: `${TAGS}/${row.id}`, token: admin, payload: { tipAdi: 'Kalıp', aktif: false } });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ basarili: true, veri: { id: row.id, tipAdi: 'Kalıp', aktif: false }, mesaj: TAG.updated });
    for (const id of [UNKNOWN_ID, 'bozuk']) {
      const unknown = await call(app, { method: 'PUT', url: `${TAGS}/${id}`, token: admin, payload: { tipAdi: 'Yok' } });
      expect(unknown.statusCode, id).toBe(404);
      expect(body(unknown).mesaj).toBe(TAG.notFound);
    }
    const invalidBody = await call(app, { method: 'PUT', url: `${TAGS}/${row.id}`, token: admin, payload: { tipAdi: ' ' } });
    expect(invalidBody.statusCode).toBe(422);
    expect(body(invalidBody).hatalar).toEqual({ tipAdi: MESSAGES.required('Tip adı') });
    // The other verbs are not registered: known paths, other methods (405).
    expect((await call(app, { method: 'POST', url: `${TAGS}/${row.id}`, token: admin, payload: { tipAdi: 'X1' } })).statusCode).toBe(405);
    expect((await call(app, { method: 'PUT', url: TAGS, token: admin, payload: { id: row.id, tipAdi: 'X2' } })).statusCode).toBe(405);
  });

  it('refuses a folded duplicate with 409 on create and update, and lets a row keep its own name', async () => {
    const first = body<Tag>(await create('Çanta Ölçüsü')).veri;
    const dup = await create('ÇANTA ölçüsü');
    expect(dup.statusCode).toBe(409);
    expect(body(dup)).toEqual({ basarili: false, veri: null, mesaj: TAG_EXISTS, hatalar: { tipAdi: TAG_EXISTS } });
    const folded = await create('canta olcusu');
    expect(folded.statusCode).toBe(409);
    const other = body<Tag>(await create('Kumaş')).veri;
    const renamed = await call(app, { method: 'PUT', url: `${TAGS}/${other.id}`, token: admin, payload: { tipAdi: 'çanta ölçüsü' } });
    expect(renamed.statusCode).toBe(409);
    expect(body(renamed).hatalar).toEqual({ tipAdi: TAG_EXISTS });
    const same = await call(app, { method: 'PUT', url: `${TAGS}/${first.id}`, token: admin, payload: { tipAdi: 'Çanta ölçüsü' } });
    expect(same.statusCode).toBe(200);
    const names = body<Tag[]>(await call(app, { method: 'GET', url: TAGS, token: admin })).veri.map((r) => r.tipAdi);
    expect(names.filter((n) => n.toLocaleLowerCase('tr-TR') === 'çanta ölçüsü')).toEqual(['Çanta ölçüsü']);
  });
});

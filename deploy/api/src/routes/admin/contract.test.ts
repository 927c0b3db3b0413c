/**
 * Generated contract test: for every resource of the admin registry (ADMIN_RESOURCES), the
 * guarantees every admin reference screen relies on (admin spec §6, §7, §8; member spec §8):
 * 401 for visitors and 403 for members on each of its routes, 422 with Turkish field errors for
 * bad input, 409 for a duplicate (when the resource has a unique name) and 404 for an unknown
 * id on update and delete. A new resource is covered by being registered, nothing else.
 */
import type { InjectOptions } from 'fastify';
import { body, call, openTestContext, type TestContext, UNKNOWN_ID } from '../../test/helpers';
import type { AdminResource } from './crud';
import { ADMIN_RESOURCES } from './index';

let t: TestContext, admin: string, member: string;
beforeAll(async () => ({ t, admin, member } = await openTestContext()));
afterAll(() => t.close());

const MESSAGES_BY_STATUS = {
  401: 'Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.',
  403: 'Bu işlem için yetkiniz bulunmamaktadır.',
  422: 'Gönderilen veriler geçersiz. Lütfen kontrol edin.',
};
/** zod's and Fastify's English defaults must never reach an admin screen. */
const ENGLISH = /\b(invalid|expected|received|required|must|too (big|small)|string|number|boolean|undefined|object)\b/i;

/** The update call of a resource for `id` with `payload` (admin spec §7: POST /{id}, PUT with the id in the body, or PUT /{id}). */
function updateCall(r: AdminResource, id: string, payload: Record<string, unknown>): InjectOptions {
  if (r.update === 'PUT') return { method: 'PUT', url: r.path, payload: { ...payload, id } };
  return { method: r.update === 'PUT /{id}' ? 'PUT' : 'POST', url: `${r.path}/${id}`, payload };
}

let serial = 0;
const nextSample = (r: AdminResource) => r.sample(t.db, (serial += 1));

describe.each(ADMIN_RESOURCES.map((r) => [r.path, r] as const))('admin resource %s', (_path, r) => {
  it('401 for visitors and 403 for members on list, create, update and delete', async () => {
    const sample = await nextSample(r);
    // A public list (GET /api/kamp for the member site) is not admin-only; its writes are.
    const calls: InjectOptions[] = [
      ...(r.list === 'admin' ? [{ method: 'GET', url: r.path } as InjectOptions] : []),
      { method: 'POST', url: r.path, payload: sample },
      updateCall(r, UNKNOWN_ID, sample),
      { method: 'DELETE', url: `${r.path}/${UNKNOWN_ID}` },
      ...(r.getById ? [{ method: 'GET', url: `${r.path}/${UNKNOWN_ID}` } as InjectOptions] : []),
    ];
    for (const c of calls) {
      const guest = await call(t.app, c);
      expect(guest.statusCode, `${c.method} guest`).toBe(401);
      expect(body(guest)).toEqual({ basarili: false, veri: null, mesaj: MESSAGES_BY_STATUS[401] });
      const res = await call(t.app, { ...c, token: member });
      expect(res.statusCode, `${c.method} member`).toBe(403);
      expect(body(res)).toEqual({ basarili: false, veri: null, mesaj: MESSAGES_BY_STATUS[403] });
    }
  });

  it('lists, creates (201), updates and deletes a sample with the envelope and the resource’s texts', async () => {
    const listed = await call(t.app, { method: 'GET', url: r.path, token: admin });
    expect(listed.statusCode).toBe(200);
    expect(Array.isArray(body(listed).veri)).toBe(true);
    const sample = await nextSample(r);
    const created = await call(t.app, { method: 'POST', url: r.path, token: admin, payload: sample });
    expect(created.statusCode).toBe(201);
    const { id } = body<{ id: string }>(created).veri;
    expect(body(created)).toMatchObject({ basarili: true, mesaj: r.messages.created });
    const updated = await call(t.app, { ...updateCall(r, id, sample), token: admin });
    expect(updated.statusCode).toBe(200);
    expect(body(updated)).toMatchObject({ basarili: true, mesaj: r.messages.updated, veri: { id } });
    const deleted = await call(t.app, { method: 'DELETE', url: `${r.path}/${id}`, token: admin });
    expect(body(deleted)).toEqual({ basarili: true, veri: null, mesaj: r.messages.deleted });
  });

  it('422 with Turkish field errors for an empty or mistyped body, on create and update', async () => {
    const sample = await nextSample(r);
    const created = body<{ id: string }>(await call(t.app, { method: 'POST', url: r.path, token: admin, payload: sample })).veri;
    const mistyped = Object.fromEntries(Object.keys(sample).map((k) => [k, { yanlis: true }]));
    for (const payload of [{}, mistyped]) {
      for (const c of [{ method: 'POST', url: r.path, payload } as InjectOptions, updateCall(r, created.id, payload)]) {
        const res = await call(t.app, { ...c, token: admin });
        expect(res.statusCode, `${c.method} ${JSON.stringify(payload)}`).toBe(422);
        const env = body(res);
        expect(env.mesaj).toBe(MESSAGES_BY_STATUS[422]);
        const messages = Object.values(env.hatalar ?? {});
        expect(messages.length).toBeGreaterThan(0);
        for (const m of messages) expect(m, m).not.toMatch(ENGLISH);
      }
    }
  });

  // Only resources with a unique name have a duplicate to refuse (no skipped test for the others).
  const unique = r.unique;
  if (unique) it('409 for a duplicate, on create and update, with the field message', async () => {
    const first = await nextSample(r);
    expect((await call(t.app, { method: 'POST', url: r.path, token: admin, payload: first })).statusCode).toBe(201);
    const dup = await call(t.app, { method: 'POST', url: r.path, token: admin, payload: first });
    expect(dup.statusCode).toBe(409);
    expect(body(dup)).toEqual({ basarili: false, veri: null, mesaj: unique.mesaj, hatalar: { [unique.field]: unique.mesaj } });

    const second = await nextSample(r);
    const other = body<{ id: string }>(await call(t.app, { method: 'POST', url: r.path, token: admin, payload: second })).veri;
    const renamed = await call(t.app, { ...updateCall(r, other.id, first), token: admin });
    expect(renamed.statusCode).toBe(409);
    expect(body(renamed).hatalar).toEqual({ [unique.field]: unique.mesaj });
  });

  it('404 with the resource’s text for an unknown or malformed id, on update, delete (and read by id)', async () => {
    const sample = await nextSample(r);
    for (const id of [UNKNOWN_ID, 'bozuk']) {
      const reads: InjectOptions[] = r.getById ? [{ method: 'GET', url: `${r.path}/${id}` }] : [];
      for (const c of [updateCall(r, id, sample), { method: 'DELETE', url: `${r.path}/${id}` } as InjectOptions, ...reads]) {
        const res = await call(t.app, { ...c, token: admin });
        expect(res.statusCode, `${c.method} ${id}`).toBe(404);
        expect(body(res)).toEqual({ basarili: false, veri: null, mesaj: r.messages.notFound });
      }
    }
  });
});

/**
 * Product categories and variant types on the admin side (admin spec §3, §5, §7, §8): what is
 * special beyond the factory's contract (./contract.test.ts runs on both resources): the admin
 * list with inactive rows, product counts and creation dates, the Turkish field messages, the
 * folded unique names, 'in use' refusals, the values' routes and the public active list — and 401/403
 * on every route that is not a factory route.
 */
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@skiclub/shared/schemas';
import { SHOP_CATALOG_MESSAGES as M, type AdminCategory, type VariantType, type VariantValue } from '@skiclub/shared/schemas/admin';
import { urunKategorileri, urunler, urunVaryantDetaylari, varyantDegerleri } from '../../db/schema';
import { VERIFICATION_FAILED } from '../../lib/verifier';
import { body, call, openTestContext, type TestContext, UNKNOWN_ID } from '../../test/helpers';

let t: TestContext, admin: string;
beforeAll(async () => ({ t, admin } = await openTestContext()));
afterAll(() => t.close());

const CAT = '/api/urunkategori';
const VT = '/api/urunvaryanttipi';
const asAdmin = (c: InjectOptions) => call(t.app, { ...c, token: admin });
const categories = async () => body<AdminCategory[]>(await asAdmin({ method: 'GET', url: CAT })).veri;
const types = async () => body<VariantType[]>(await asAdmin({ method: 'GET', url: VT })).veri;

describe('product categories', () => {
  it('lists every category, inactive ones too, with all its products counted and the creation date', async () => {
    const created = body<AdminCategory>(await asAdmin({ method: 'POST', url: CAT, payload: { kategoriAdi: 'Zz Pasif Kategori', aciklama: '', aktif: false } }));
    expect(created.veri).toMatchObject({ kategoriAdi: 'Zz Pasif Kategori', aciklama: null, aktif: false, urunSayisi: 0 });
    const rows = await categories();
    expect(rows.find((r) => r.id === created.veri.id)).toEqual(created.veri);
    expect(new Date(created.veri.olusturmaTarihi).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // The count includes inactive products: deactivate one and the number stays.
    const [product] = await t.db.select({ id: urunler.id, kategoriId: urunler.kategoriId }).from(urunler).limit(1);
    const before = rows.find((r) => r.id === product!.kategoriId)!;
    const stored = await t.db.select({ n: urunler.id }).from(urunler).where(eq(urunler.kategoriId, product!.kategoriId));
    expect(before.urunSayisi).toBe(stored.length);
    await t.db.update(urunler).set({ aktif: false }).where(eq(urunler.id, product!.id));
    expect((await categories()).find((r) => r.id === before.id)!.urunSayisi).toBe(stored.length);
    await t.db.update(urunler).set({ aktif: true }).where(eq(urunler.id, product!.id));
    // The public list of active categories is still there and leaves the inactive one out.
    const publicList = body<{ id: string }[]>(await call(t.app, { method: 'GET', url: `${CAT}/aktif` }));
    expect(publicList.basarili).toBe(true);
    expect(publicList.veri.some((r) => r.id === created.veri.id)).toBe(false);
  });

  it('422 with the spec’s Turkish messages; names are trimmed', async () => {
    for (const [payload, hatalar] of [
      [{}, { kategoriAdi: 'Kategori adı alanı zorunludur.' }],
      [{ kategoriAdi: '  ' }, { kategoriAdi: 'Kategori adı alanı zorunludur.' }],
      [{ kategoriAdi: 'K' }, { kategoriAdi: MESSAGES.minLength('Kategori adı', 2) }],
      [{ kategoriAdi: 'K'.repeat(101) }, { kategoriAdi: MESSAGES.maxLength('Kategori adı', 100) }],
    ] as const) {
      const res = await asAdmin({ method: 'POST', url: CAT, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(body(res).hatalar).toEqual(hatalar);
    }
    const res = await asAdmin({ method: 'POST', url: CAT, payload: { kategoriAdi: '  Kask Aksesuarları  ', aciklama: ' Vizörler ' } });
    expect(body<AdminCategory>(res).veri).toMatchObject({ kategoriAdi: 'Kask Aksesuarları', aciklama: 'Vizörler', aktif: true });
  });

  it('refuses a name that differs only in case or Turkish letters (409) and updates with PUT /{id}', async () => {
    const [first] = await categories();
    const dup = await asAdmin({ method: 'POST', url: CAT, payload: { kategoriAdi: first!.kategoriAdi.toLocaleUpperCase('tr-TR') } });
    expect(dup.statusCode).toBe(409);
    expect(body(dup)).toEqual({ basarili: false, veri: null, mesaj: M.categoryExists, hatalar: { kategoriAdi: M.categoryExists } });
    const res = await asAdmin({ method: 'PUT', url: `${CAT}/${first!.id}`, payload: { kategoriAdi: first!.kategoriAdi, aciklama: 'Yeni açıklama', aktif: true } });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ mesaj: M.categoryUpdated, veri: { id: first!.id, aciklama: 'Yeni açıklama', urunSayisi: first!.urunSayisi } });
  });

  it('a category holding products cannot be deleted (409, it stays); an empty one can', async () => {
    const full = (await categories()).find((r) => r.urunSayisi > 0)!;
    const refused = await asAdmin({ method: 'DELETE', url: `${CAT}/${full.id}` });
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toEqual({ basarili: false, veri: null, mesaj: 'Bu kategoride ürünler bulunduğu için silinemez.' });
    expect((await t.db.select().from(urunKategorileri).where(eq(urunKategorileri.id, full.id))).length).toBe(1);
    const empty = body<AdminCategory>(await asAdmin({ method: 'POST', url: CAT, payload: { kategoriAdi: 'Silinecek Kategori' } })).veri;
    const deleted = await asAdmin({ method: 'DELETE', url: `${CAT}/${empty.id}` });
    expect(body(deleted)).toEqual({ basarili: true, veri: null, mesaj: M.categoryDeleted });
  });
});

describe('variant types and values', () => {
  const valuesUrl = (id: string) => `${VT}/${id}/degerler`;

  it('401 for visitors and 403 for members on the value routes', async () => {
    const member = await t.memberToken();
    const [type] = await types();
    for (const c of [
      { method: 'GET', url: valuesUrl(type!.id) },
      { method: 'POST', url: valuesUrl(type!.id), payload: { degerAdi: 'X' } },
      { method: 'DELETE', url: `${VT}/degerler/${type!.varyantDegerleri[0]!.id}` },
    ] as InjectOptions[]) {
      expect((await call(t.app, c)).statusCode, `${c.method} ${c.url} guest`).toBe(401);
      expect((await call(t.app, { ...c, token: member })).statusCode, `${c.method} ${c.url} member`).toBe(403);
    }
  });

  it('lists every type with its values in order (siraNo), colour codes included', async () => {
    const list = await types();
    expect(list.map((x) => x.tipAdi).slice(0, 3)).toEqual(['Beden', 'Renk', 'Uzunluk']);
    const colour = list.find((x) => x.tipAdi === 'Renk')!;
    expect(colour.varyantDegerleri.map((v) => v.degerAdi)).toEqual(['Kırmızı', 'Mavi', 'Siyah', 'Beyaz', 'Yeşil', 'Turuncu']);
    expect(colour.varyantDegerleri[0]).toMatchObject({ degerKodu: '#C62828', siraNo: 1, aktif: true, varyantTipiId: colour.id });
  });

  it('adds a value (201): trimmed name, colour code upper-cased; 422 with Turkish messages; 409 for a folded duplicate; 404 for an unknown type', async () => {
    const type = body<VariantType>(await asAdmin({ method: 'POST', url: VT, payload: { tipAdi: 'Malzeme', aciklama: 'Kumaş türü' } })).veri;
    expect(type).toMatchObject({ tipAdi: 'Malzeme', aciklama: 'Kumaş türü', aktif: true, varyantDegerleri: [] });
    const created = await asAdmin({ method: 'POST', url: valuesUrl(type.id), payload: { degerAdi: ' Gore-Tex Şerit ', degerKodu: '#1a2b3c', siraNo: 2, recaptchaToken: t.human('urunvaryanttipi') } });
    expect(created.statusCode).toBe(201);
    expect(body(created)).toMatchObject({ basarili: true, mesaj: M.valueAdded, veri: { degerAdi: 'Gore-Tex Şerit', degerKodu: '#1A2B3C', siraNo: 2, aktif: true, varyantTipiId: type.id } });
    const plain = body<VariantValue>(await asAdmin({ method: 'POST', url: valuesUrl(type.id), payload: { degerAdi: 'Polar', degerKodu: '' } })).veri;
    expect(plain).toMatchObject({ degerKodu: null, siraNo: 0 });

    for (const [payload, hatalar] of [
      [{}, { degerAdi: 'Varyant değeri boş olamaz.' }],
      [{ degerAdi: '   ' }, { degerAdi: 'Varyant değeri boş olamaz.' }],
      [{ degerAdi: 'Yün', degerKodu: 'kırmızı' }, { degerKodu: M.colourCode }],
      [{ degerAdi: 'Yün', degerKodu: '#12345' }, { degerKodu: M.colourCode }],
      [{ degerAdi: 'Yün', siraNo: -1 }, { siraNo: M.orderNumber }],
      [{ degerAdi: 'Yün', siraNo: 1.5 }, { siraNo: M.orderNumber }],
      [{ degerAdi: 'Yün', siraNo: '3' }, { siraNo: M.orderNumber }],
      [{ degerAdi: 'Yün', recaptchaToken: t.human('ulke') }, { recaptchaToken: VERIFICATION_FAILED }],
    ] as const) {
      const res = await asAdmin({ method: 'POST', url: valuesUrl(type.id), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(body(res).hatalar, JSON.stringify(payload)).toEqual(hatalar);
    }
    const dup = await asAdmin({ method: 'POST', url: valuesUrl(type.id), payload: { degerAdi: 'GORE-TEX ŞERİT' } });
    expect(dup.statusCode).toBe(409);
    expect(body(dup)).toEqual({ basarili: false, veri: null, mesaj: M.valueExists, hatalar: { degerAdi: M.valueExists } });
    // The same name under another type is fine.
    const other = (await types()).find((x) => x.tipAdi === 'Beden')!;
    expect((await asAdmin({ method: 'POST', url: valuesUrl(other.id), payload: { degerAdi: 'Polar' } })).statusCode).toBe(201);

    for (const id of [UNKNOWN_ID, 'bozuk']) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await asAdmin({ method, url: valuesUrl(id), ...(method === 'POST' ? { payload: { degerAdi: 'Yün' } } : {}) });
        expect(res.statusCode, `${method} ${id}`).toBe(404);
        expect(body(res).mesaj).toBe(M.variantTypeNotFound);
      }
    }
    const values = body<VariantValue[]>(await asAdmin({ method: 'GET', url: valuesUrl(type.id) })).veri;
    expect(values.map((v) => v.degerAdi)).toEqual(['Polar', 'Gore-Tex Şerit']);
  });

  it('a value used by a product variant cannot be deleted (409); an unused one can; unknown 404', async () => {
    const [used] = await t.db.select({ id: urunVaryantDetaylari.varyantDegeriId }).from(urunVaryantDetaylari).limit(1);
    const refused = await asAdmin({ method: 'DELETE', url: `${VT}/degerler/${used!.id}` });
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toEqual({ basarili: false, veri: null, mesaj: M.valueInUse });
    expect((await t.db.select().from(varyantDegerleri).where(eq(varyantDegerleri.id, used!.id))).length).toBe(1);

    const type = body<VariantType>(await asAdmin({ method: 'POST', url: VT, payload: { tipAdi: 'Desen' } })).veri;
    const value = body<VariantValue>(await asAdmin({ method: 'POST', url: valuesUrl(type.id), payload: { degerAdi: 'Kareli' } })).veri;
    const deleted = await asAdmin({ method: 'DELETE', url: `${VT}/degerler/${value.id}` });
    expect(body(deleted)).toEqual({ basarili: true, veri: null, mesaj: M.valueDeleted });
    for (const id of [value.id, 'bozuk']) {
      const again = await asAdmin({ method: 'DELETE', url: `${VT}/degerler/${id}` });
      expect(again.statusCode, id).toBe(404);
      expect(body(again).mesaj).toBe(M.valueNotFound);
    }
  });

  it('a type whose values are used cannot be deleted (409); an unused type goes with its values', async () => {
    const [used] = await t.db.select({ id: urunVaryantDetaylari.varyantTipiId }).from(urunVaryantDetaylari).limit(1);
    const refused = await asAdmin({ method: 'DELETE', url: `${VT}/${used!.id}` });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).mesaj).toBe(M.variantTypeInUse);
    expect((await types()).find((x) => x.id === used!.id)!.varyantDegerleri.length).toBeGreaterThan(0);

    const type = body<VariantType>(await asAdmin({ method: 'POST', url: VT, payload: { tipAdi: 'Astar' } })).veri;
    await asAdmin({ method: 'POST', url: valuesUrl(type.id), payload: { degerAdi: 'İnce' } });
    expect(body(await asAdmin({ method: 'DELETE', url: `${VT}/${type.id}` })).mesaj).toBe(M.variantTypeDeleted);
    expect(await t.db.select().from(varyantDegerleri).where(eq(varyantDegerleri.varyantTipiId, type.id))).toEqual([]);
  });

  it('a type name is required and unique regardless of case and Turkish letters; updates with PUT /{id}', async () => {
    const empty = await asAdmin({ method: 'POST', url: VT, payload: { tipAdi: ' ' } });
    expect(body(empty).hatalar).toEqual({ tipAdi: MESSAGES.required('Varyant tipi adı') });
    const dup = await asAdmin({ method: 'POST', url: VT, payload: { tipAdi: 'RENK' } });
    expect(dup.statusCode).toBe(409);
    expect(body(dup).hatalar).toEqual({ tipAdi: M.variantTypeExists });
    const colour = (await types()).find((x) => x.tipAdi === 'Renk')!;
    const res = await asAdmin({ method: 'PUT', url: `${VT}/${colour.id}`, payload: { tipAdi: 'Renk', aciklama: 'Ürünün rengi', aktif: true } });
    expect(body(res)).toMatchObject({ mesaj: M.variantTypeUpdated, veri: { id: colour.id, aciklama: 'Ürünün rengi', varyantDegerleri: colour.varyantDegerleri } });
  });

  it('GET …/aktif gives anyone (member spec §7 Shop) only active types with their active values', async () => {
    const type = body<VariantType>(await asAdmin({ method: 'POST', url: VT, payload: { tipAdi: 'Kalınlık' } })).veri;
    await asAdmin({ method: 'POST', url: valuesUrl(type.id), payload: { degerAdi: 'Kalın', siraNo: 1 } });
    await asAdmin({ method: 'POST', url: valuesUrl(type.id), payload: { degerAdi: 'İnce', siraNo: 2, aktif: false } });
    const hidden = body<VariantType>(await asAdmin({ method: 'POST', url: VT, payload: { tipAdi: 'Gizli Tip', aktif: false } })).veri;
    // Public: a visitor gets the same list as an Admin.
    const res = await call(t.app, { method: 'GET', url: `${VT}/aktif` });
    expect(res.statusCode).toBe(200);
    expect(body((await asAdmin({ method: 'GET', url: `${VT}/aktif` }))).veri).toEqual(body(res).veri);
    const active = body<VariantType[]>(res).veri;
    expect(active.some((x) => x.id === hidden.id)).toBe(false);
    expect(active.find((x) => x.id === type.id)!.varyantDegerleri.map((v) => v.degerAdi)).toEqual(['Kalın']);
    expect(active.every((x) => x.aktif && x.varyantDegerleri.every((v) => v.aktif))).toBe(true);
  });
});

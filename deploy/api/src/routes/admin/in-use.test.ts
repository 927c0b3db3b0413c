/**
 * Every reference table refuses to delete a row other records still use: 409 with its Turkish
 * 'in use' text, and the row stays (admin spec §2 delete, §8). Rows in use come from the seed
 * (camps, registrations, products) or are added here; a registration made before children carried
 * ids names its gender only by text, and counts too.
 */
import { eq, sql } from 'drizzle-orm';
import { ADMIN_CAMP_MESSAGES as CAMP_MESSAGES, OPTION_MESSAGES, SHOP_CATALOG_MESSAGES as SHOP_MESSAGES } from '@skiclub/shared/schemas/admin';
import { cinsiyetler, ekipIndirimKodlari, kampaKayitlari, kamplar, kampUcretTipleri, kaymaSeviyeleri, konaklamaSecenekleri, konaklamaTipleri, odaTipleri, oteller, sehirler, ulkeler, urunKategorileri, urunler, varyantTipleri } from '../../db/schema';
import { body, call, openTestContext, type TestContext } from '../../test/helpers';
import { COUNTRY_IN_USE } from './countries';
import { REFERENCE_API_MESSAGES as A } from './reference';

let t: TestContext, admin: string;
beforeAll(async () => ({ t, admin } = await openTestContext()));
afterAll(() => t.close());

const remove = (url: string) => call(t.app, { method: 'DELETE', url, token: admin });

/** A gender row with no child pointing at it by id (made here). */
async function freshGender(name: string): Promise<string> {
  const [row] = await t.db.insert(cinsiyetler).values({ cinsiyetAdi: name }).returning({ id: cinsiyetler.id });
  return row!.id;
}

describe('DELETE of a row in use → 409 with the Turkish text; the row stays', () => {
  it('every camp-side and shop-side reference table', async () => {
    const [registration] = await t.db.select().from(kampaKayitlari).where(sql`${kampaKayitlari.konaklamaSecenegiId} is not null`).limit(1);
    const [camp] = await t.db.select().from(kamplar).where(eq(kamplar.id, registration!.kampId));
    const [option] = await t.db.select().from(konaklamaSecenekleri).where(eq(konaklamaSecenekleri.id, registration!.konaklamaSecenegiId!));
    const [accommodationType] = await t.db.select().from(konaklamaTipleri).where(eq(konaklamaTipleri.id, option!.konaklamaTipiId));
    const [product] = await t.db.select().from(urunler).limit(1);
    const [usedLevel] = await t.db.select().from(kaymaSeviyeleri).where(sql`exists (select 1 from kampa_kayitlari k, jsonb_array_elements(k.cocuklar611) c where c ->> 'kaymaSeviyesiId' = ${kaymaSeviyeleri.id}::text)`);
    const [usedGender] = await t.db.select().from(cinsiyetler).where(sql`exists (select 1 from kampa_kayitlari k, jsonb_array_elements(k.cocuklar06 || k.cocuklar611) c where c ->> 'cinsiyetId' = ${cinsiyetler.id}::text)`);
    const [usedCode] = await t.db.select().from(ekipIndirimKodlari).where(sql`${ekipIndirimKodlari.kullanimSayisi} > 0`).limit(1);
    const [usedVariantType] = await t.db.select().from(varyantTipleri).where(sql`exists (select 1 from urun_varyant_detaylari d where d.varyant_tipi_id = ${varyantTipleri.id})`).limit(1);

    const cases: Array<[string, string, string, () => Promise<unknown>]> = [
      ['ülke', `/api/ulke/${camp!.ulkeId}`, COUNTRY_IN_USE, () => t.db.select().from(ulkeler).where(eq(ulkeler.id, camp!.ulkeId))],
      ['şehir', `/api/sehir/${camp!.sehirId}`, A.cityInUse, () => t.db.select().from(sehirler).where(eq(sehirler.id, camp!.sehirId))],
      ['otel', `/api/otel/${camp!.otelId}`, A.hotelInUse, () => t.db.select().from(oteller).where(eq(oteller.id, camp!.otelId))],
      ['oda tipi', `/api/odatipi/${accommodationType!.odaTipiId}`, A.roomTypeInUse, () => t.db.select().from(odaTipleri).where(eq(odaTipleri.id, accommodationType!.odaTipiId))],
      ['konaklama tipi', `/api/KonaklamaTipi/${accommodationType!.id}`, A.accommodationTypeInUse, () => t.db.select().from(konaklamaTipleri).where(eq(konaklamaTipleri.id, accommodationType!.id))],
      ['kamp ücret tipi', `/api/kampucrettipi/${camp!.kampUcretTipiId}`, A.feeTypeInUse, () => t.db.select().from(kampUcretTipleri).where(eq(kampUcretTipleri.id, camp!.kampUcretTipiId))],
      ['kamp', `/api/kamp/${camp!.id}`, CAMP_MESSAGES.inUse, () => t.db.select().from(kamplar).where(eq(kamplar.id, camp!.id))],
      ['konaklama seçeneği', `/api/konaklamasecenegi/${option!.id}`, OPTION_MESSAGES.inUse, () => t.db.select().from(konaklamaSecenekleri).where(eq(konaklamaSecenekleri.id, option!.id))],
      ['cinsiyet', `/api/cinsiyet/${usedGender!.id}`, A.genderInUse, () => t.db.select().from(cinsiyetler).where(eq(cinsiyetler.id, usedGender!.id))],
      ['kayma seviyesi', `/api/kaymaseviyesi/${usedLevel!.id}`, A.skillLevelInUse, () => t.db.select().from(kaymaSeviyeleri).where(eq(kaymaSeviyeleri.id, usedLevel!.id))],
      ['ekip indirim kodu', `/api/ekipindirimikodu/${usedCode!.id}`, A.discountCodeInUse, () => t.db.select().from(ekipIndirimKodlari).where(eq(ekipIndirimKodlari.id, usedCode!.id))],
      ['ürün kategorisi', `/api/urunkategori/${product!.kategoriId}`, SHOP_MESSAGES.categoryInUse, () => t.db.select().from(urunKategorileri).where(eq(urunKategorileri.id, product!.kategoriId))],
      ['varyant tipi', `/api/urunvaryanttipi/${usedVariantType!.id}`, SHOP_MESSAGES.variantTypeInUse, () => t.db.select().from(varyantTipleri).where(eq(varyantTipleri.id, usedVariantType!.id))],
    ];
    for (const [name, url, mesaj, stored] of cases) {
      const res = await remove(url);
      expect(res.statusCode, name).toBe(409);
      expect(body(res).mesaj, name).toBe(mesaj);
      expect(await stored(), name).toHaveLength(1);
    }
  });

  it('a gender a registered child names by text only (rows made before children carried ids) is in use too', async () => {
    const id = await freshGender('Erkek Çocuk');
    const [registration] = await t.db.select().from(kampaKayitlari).limit(1);
    const child = { adSoyad: 'Eski Kayıt', dogumTarihi: '2021-03-04', cinsiyetAdi: 'ERKEK ÇOCUK' };
    await t.db
      .update(kampaKayitlari)
      .set({ cocuklar06: [...registration!.cocuklar06, child] })
      .where(eq(kampaKayitlari.id, registration!.id));
    const res = await remove(`/api/cinsiyet/${id}`);
    expect(res.statusCode).toBe(409);
    expect(body(res).mesaj).toBe(A.genderInUse);
    await t.db.update(kampaKayitlari).set({ cocuklar06: registration!.cocuklar06 }).where(eq(kampaKayitlari.id, registration!.id));
    expect((await remove(`/api/cinsiyet/${id}`)).statusCode).toBe(200);
  });
});

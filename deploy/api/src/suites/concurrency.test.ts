/**
 * Concurrency suite: many HTTP requests at once against the
 * places where two buyers could get the same thing — 50 buyers for 10 units, 20 members for the
 * last room of a camp, 20 uses of a code with 5 uses left, release switches at once. The
 * assertions are about final totals (orders, stock, rooms, uses, audit chain), so they hold
 * however the requests interleave. On PGlite (one connection) the requests queue; on PostgreSQL
 * (`TEST_DATABASE_URL`, e.g. `node deploy/tools/postgres.mjs npx vitest run --project api
 * src/suites/concurrency.test.ts`) the pool runs them in parallel. Prints
 * 'concurrency: N passed, N failed'.
 *
 * Also proven elsewhere: 50 buyers through the service call (routes/orders.test.ts), 4 members
 * for the last room and 4 uses of a one-use code (routes/camp-registration.test.ts), parallel
 * stock additions (routes/admin/stock.test.ts), two switches in-process and with the CLI under
 * the store's lock (deploy/release/test/store.test.mjs 'two switches at once').
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { readReleases } from '@skiclub/release';
import { CAMP_REGISTRATION_MESSAGES, CART_MESSAGES, ORDER_MESSAGES, type CampRegistration, type CampRegistrationOption, type OrderCreated, type PaymentStart } from '@skiclub/shared/schemas';
import type { SwitchResult } from '@skiclub/shared/releases';
import { DEMO_ACCOUNTS } from '../db/seed-data';
import { makeTcKimlikNo } from '../db/seed';
import { ekipIndirimKodlari, kampaKayitlari, konaklamaSecenekleri, odemeDetaylari, odemeIslemleri, sepetOgeleri, siparisDetaylari, siparisler, stokHareketleri } from '../db/schema';
import { discountedKurus, fromKurus, toKurus } from '../lib/money';
import { body, call, createTestContext, type TestContext } from '../test/helpers';
import { bankPostBack, insertMembers, makeProduct, orderBody, stockOf } from '../test/orders';
import { fakeReleaseStore, type FakeReleaseStore } from '../test/releases';
import { suiteTally } from './tally';

const kase = suiteTally('concurrency');

let t: TestContext;
let store: FakeReleaseStore;
let hostData: string;
let manager: string;
/** Versions of the fake catalog builds: a (live at start), b, c. */
const v = { a: '', b: '', c: '' };

beforeAll(async () => {
  store = await fakeReleaseStore('skiclub-concurrency-');
  hostData = store.hostData;
  for (const k of ['a', 'b', 'c'] as const) v[k] = await store.publishFake('catalog', k);
  process.env.HOST_DATA_DIR = hostData;
  t = await createTestContext();
  delete process.env.HOST_DATA_DIR;
  manager = await t.login(DEMO_ACCOUNTS.releaseManager.kullaniciAdi, DEMO_ACCOUNTS.releaseManager.sifre);
});
afterAll(async () => {
  await t?.close();
  await store?.remove();
});

/** The error text (with its cause) of a statement that must fail; '' when it succeeded. */
async function violation(statement: SQL): Promise<string> {
  try {
    await t.db.execute(statement);
    return '';
  } catch (err) {
    const e = err as Error & { cause?: Error };
    return `${e.message} ${e.cause?.message ?? ''}`;
  }
}

/** `n` new members with their bearer tokens (inserted directly: no sign-up round trip). */
async function members(n: number): Promise<{ id: string; token: string }[]> {
  const ids = await insertMembers(t.db, n);
  return ids.map((id) => ({ id, token: t.app.jwt.sign({ sub: id, roller: ['Uye'], tv: 0, exp: Math.floor(Date.now() / 1000) + 3600 }) }));
}

describe('50 parallel buyers for 10 units', () => {
  kase('exactly 10 orders succeed, stock ends at 0 and never below, the 40 others get the Turkish stock message', async () => {
    const product = await makeProduct(t.db, { urunAdi: 'Son On Kask', price: 1250.5, stock: 10 });
    const buyers = await members(50);
    const added = await Promise.all(buyers.map((b) => call(t.app, { method: 'POST', url: '/api/sepet/ekle', token: b.token, payload: { urunId: product.id, miktar: 1 } })));
    expect(added.map((r) => r.statusCode)).toEqual(Array(50).fill(200));

    const answers = await Promise.all(buyers.map((b) => call(t.app, { method: 'POST', url: '/api/siparis/olustur', token: b.token, payload: orderBody() })));
    const won = answers.filter((r) => r.statusCode === 201);
    const lost = answers.filter((r) => r.statusCode !== 201);
    expect(won).toHaveLength(10);
    expect(lost.map((r) => r.statusCode)).toEqual(Array(40).fill(409));
    for (const r of lost) {
      expect(body(r)).toEqual({ basarili: false, veri: null, mesaj: ORDER_MESSAGES.invalidCart, hatalar: { [product.id]: 'Yetersiz stok: Son On Kask (en fazla 0 adet)' } });
    }
    for (const r of won) expect(body<OrderCreated>(r).veri.toplamTutar).toBe(1250.5);

    expect(await stockOf(t.db, product.id)).toBe(0);
    const lines = await t.db.select({ miktar: siparisDetaylari.miktar, siparisId: siparisDetaylari.siparisId }).from(siparisDetaylari).where(eq(siparisDetaylari.urunId, product.id));
    expect(lines.map((l) => l.miktar)).toEqual(Array(10).fill(1));
    const orders = await t.db.select({ kullaniciId: siparisler.kullaniciId }).from(siparisler).where(inArray(siparisler.id, lines.map((l) => l.siparisId)));
    expect(new Set(orders.map((o) => o.kullaniciId)).size).toBe(10);
    // Every sale is one stock movement 10→9 … 1→0: no two buyers saw the same unit.
    const moves = await t.db.select({ eski: stokHareketleri.eskiMiktar, yeni: stokHareketleri.yeniMiktar }).from(stokHareketleri).where(and(eq(stokHareketleri.urunId, product.id), eq(stokHareketleri.islem, 'siparis')));
    expect(moves.map((m) => m.yeni).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const m of moves) expect(m.eski - m.yeni).toBe(1);
  });

  kase('30 buyers of 2 each for 5 units of a variant: exactly 2 orders, 1 left, the others told at most what is left', async () => {
    const product = await makeProduct(t.db, { urunAdi: 'Kayak Montu', variants: [{ varyantAdi: 'M', price: 3000, stock: 5 }] });
    const variant = product.variants.M!;
    const buyers = await members(30);
    await Promise.all(buyers.map((b) => call(t.app, { method: 'POST', url: '/api/sepet/ekle', token: b.token, payload: { urunId: product.id, urunVaryantId: variant, miktar: 2 } })));
    const answers = await Promise.all(buyers.map((b) => call(t.app, { method: 'POST', url: '/api/siparis/olustur', token: b.token, payload: orderBody() })));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(2);
    const lost = answers.filter((r) => r.statusCode !== 201);
    expect(lost).toHaveLength(28);
    for (const r of lost) {
      expect(r.statusCode).toBe(409);
      expect(body(r).hatalar).toEqual({ [`${product.id}:${variant}`]: 'Yetersiz stok: Kayak Montu (M) (en fazla 1 adet)' });
    }
    expect(await stockOf(t.db, product.id, variant)).toBe(1);
  });

  kase('the database itself refuses a negative stock (CHECK constraint), whatever the code path', async () => {
    const product = await makeProduct(t.db, { stock: 1 });
    const withVariant = await makeProduct(t.db, { variants: [{ varyantAdi: 'S', price: 1, stock: 0 }] });
    expect(await violation(sql`update urunler set stok_miktari = -1 where id = ${product.id}`)).toMatch(/urunler_stok_ck/);
    expect(await violation(sql`update urun_varyantlari set stok_miktari = stok_miktari - 1 where id = ${withVariant.variants.S!}`)).toMatch(/urun_varyantlari_stok_ck/);
    expect(await stockOf(t.db, product.id)).toBe(1);
    expect(await stockOf(t.db, withVariant.id, withVariant.variants.S)).toBe(0);
  });
});

describe('one member, many clicks', () => {
  const cartLine = async (userId: string, urunId: string) =>
    (await t.db.select({ miktar: sepetOgeleri.miktar }).from(sepetOgeleri).where(and(eq(sepetOgeleri.kullaniciId, userId), eq(sepetOgeleri.urunId, urunId)))).map((l) => l.miktar);

  kase('10 adds of the same new product at once (double clicks): one cart line holding all 10', async () => {
    const product = await makeProduct(t.db, { price: 10, stock: 50 });
    const [buyer] = await members(1);
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(t.app, { method: 'POST', url: '/api/sepet/ekle', token: buyer!.token, payload: { urunId: product.id, miktar: 1 } })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await cartLine(buyer!.id, product.id)).toEqual([10]);
  });

  kase('10 adds of 1 at once with 4 in stock: 4 land, 6 are told the maximum, the line never passes the stock', async () => {
    const product = await makeProduct(t.db, { price: 10, stock: 4 });
    const [buyer] = await members(1);
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(t.app, { method: 'POST', url: '/api/sepet/ekle', token: buyer!.token, payload: { urunId: product.id, miktar: 1 } })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(4);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => r.statusCode)).toEqual(Array(6).fill(422));
    for (const r of refused) expect(body(r).hatalar).toEqual({ miktar: CART_MESSAGES.maxQuantity(4) });
    expect(await cartLine(buyer!.id, product.id)).toEqual([4]);
  });

  kase('5 order clicks at once on one cart: exactly one order, the others find the cart empty, stock taken once', async () => {
    const product = await makeProduct(t.db, { price: 15, stock: 6 });
    const [buyer] = await members(1);
    await call(t.app, { method: 'POST', url: '/api/sepet/ekle', token: buyer!.token, payload: { urunId: product.id, miktar: 2 } });
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(t.app, { method: 'POST', url: '/api/siparis/olustur', token: buyer!.token, payload: orderBody() })));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => [r.statusCode, body(r).mesaj])).toEqual(Array(4).fill([422, ORDER_MESSAGES.emptyCart]));
    expect(await stockOf(t.db, product.id)).toBe(4);
    expect(await t.db.select({ id: siparisler.id }).from(siparisler).where(eq(siparisler.kullaniciId, buyer!.id))).toHaveLength(1);
  });

  kase('member cancel, admin cancel and a declined post-back at once, 8 orders: each order is cancelled and restocked exactly once', async () => {
    const [buyer] = await members(1);
    const admin = await t.adminToken();
    const runs = [];
    for (let i = 0; i < 8; i += 1) {
      const product = await makeProduct(t.db, { price: 20, stock: 3 });
      await call(t.app, { method: 'POST', url: '/api/sepet/ekle', token: buyer!.token, payload: { urunId: product.id, miktar: 2 } });
      const order = body<OrderCreated>(await call(t.app, { method: 'POST', url: '/api/siparis/olustur', token: buyer!.token, payload: orderBody() })).veri;
      const form = body<PaymentStart>(await call(t.app, { method: 'POST', url: '/api/odeme/baslat', token: buyer!.token, payload: { OrderId: order.siparisId, Kaynak: 'shop' } })).veri.alanlar;
      runs.push({ product, order, form });
    }
    const declined = (form: Record<string, string>) => bankPostBack(form, { ProcReturnCode: '51', ErrMsg: 'Bakiye yetersiz', AuthCode: '', HostRefNum: '' });
    await Promise.all(
      runs.flatMap(({ order, form }) => [
        call(t.app, { method: 'PUT', url: `/api/siparis/iptal/${order.siparisId}`, token: buyer!.token }),
        call(t.app, { method: 'PUT', url: `/api/siparis/iptal/${order.siparisId}`, token: admin }),
        call(t.app, { method: 'POST', url: '/api/odeme/sonuc', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(declined(form)).toString() }),
      ]),
    );
    for (const { product, order } of runs) {
      const [row] = await t.db.select({ durum: siparisler.siparisDurumu }).from(siparisler).where(eq(siparisler.id, order.siparisId));
      expect(row!.durum).toBe(6);
      expect(await stockOf(t.db, product.id)).toBe(3);
      const back = await t.db.select({ id: stokHareketleri.id }).from(stokHareketleri).where(and(eq(stokHareketleri.urunId, product.id), eq(stokHareketleri.islem, 'iptal')));
      expect(back).toHaveLength(1);
    }
  });

  kase('the bank approves while the member cancels, 10 orders at once: each ends cancelled with its stock back, and paid exactly when the payment came first', async () => {
    const [buyer] = await members(1);
    const runs = [];
    for (let i = 0; i < 10; i += 1) {
      const product = await makeProduct(t.db, { price: 20, stock: 3 });
      await call(t.app, { method: 'POST', url: '/api/sepet/ekle', token: buyer!.token, payload: { urunId: product.id, miktar: 2 } });
      const order = body<OrderCreated>(await call(t.app, { method: 'POST', url: '/api/siparis/olustur', token: buyer!.token, payload: orderBody() })).veri;
      const form = body<PaymentStart>(await call(t.app, { method: 'POST', url: '/api/odeme/baslat', token: buyer!.token, payload: { OrderId: order.siparisId, Kaynak: 'shop' } })).veri.alanlar;
      runs.push({ product, order, form });
    }
    await Promise.all(
      runs.flatMap(({ order, form }) => [
        call(t.app, { method: 'PUT', url: `/api/siparis/iptal/${order.siparisId}`, token: buyer!.token }),
        call(t.app, { method: 'POST', url: '/api/odeme/sonuc', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(bankPostBack(form)).toString() }),
      ]),
    );
    for (const { product, order, form } of runs) {
      const [row] = await t.db.select({ durum: siparisler.siparisDurumu, odendi: siparisler.odemeDurumu }).from(siparisler).where(eq(siparisler.id, order.siparisId));
      const [attempt] = await t.db.select({ durum: odemeIslemleri.durum }).from(odemeIslemleri).where(eq(odemeIslemleri.siparisNo, form.OrderId!));
      expect(row!.durum).toBe(6);
      expect(await stockOf(t.db, product.id)).toBe(3);
      // Paid first (then cancelled: refund by the shop) or cancelled first (the charge is marked for a refund).
      expect([row!.odendi, attempt!.durum]).toEqual(row!.odendi ? [true, 'onaylandi'] : [false, 'iade']);
    }
  });
});

/** Open camp options, a one-family option without children, and a valid payload for it. */
async function familyOption(token: string): Promise<{ kampId: string; option: CampRegistrationOption['konaklamaSecenekleri'][number] }> {
  const camps = body<CampRegistrationOption[]>(await call(t.app, { method: 'GET', url: '/api/KampaKayit/secenekler', token })).veri;
  for (const c of camps) {
    const option = c.konaklamaSecenekleri.find((o) => o.cocuk06Sayisi === 0 && o.cocuk611Sayisi === 0);
    if (option) return { kampId: c.kampId, option };
  }
  throw new Error('çocuksuz konaklama seçeneği yok');
}

function registration(kampId: string, option: { id: string; yetiskinSayisi: number }, seed: number, ekipKodu: string | null = null) {
  return {
    kampId,
    konaklamaSecenegiId: option.id,
    yetiskinler: Array.from({ length: option.yetiskinSayisi }, (_, i) => ({ adSoyad: `Paralel Üye ${seed}-${i}`, gsm: '0532 111 22 33', tcKimlikNo: makeTcKimlikNo(String(200000000 + seed * 10 + i)) })),
    cocuklar06: [],
    cocuklar611: [],
    aciklama: null,
    ucusKodu: null,
    ekipKodu,
  };
}

async function rooms(optionId: string) {
  const [row] = await t.db.select({ dolu: konaklamaSecenekleri.doluOdaSayisi, toplam: konaklamaSecenekleri.toplamOdaSayisi }).from(konaklamaSecenekleri).where(eq(konaklamaSecenekleri.id, optionId));
  return row!;
}

describe('camp places and discount codes', () => {
  kase('20 members book the last room at once: exactly one registration and one payment record, no overbooking', async () => {
    const people = await members(20);
    const { kampId, option } = await familyOption(people[0]!.token);
    await t.db.update(konaklamaSecenekleri).set({ toplamOdaSayisi: 8, doluOdaSayisi: 7 }).where(eq(konaklamaSecenekleri.id, option.id));
    const before = (await t.db.select({ id: kampaKayitlari.id }).from(kampaKayitlari).where(eq(kampaKayitlari.konaklamaSecenegiId, option.id))).length;
    const answers = await Promise.all(people.map((p, i) => call(t.app, { method: 'POST', url: '/api/kampakayit', token: p.token, payload: registration(kampId, option, i) })));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const lost = answers.filter((r) => r.statusCode !== 201);
    expect(lost.map((r) => r.statusCode)).toEqual(Array(19).fill(409));
    for (const r of lost) expect(body(r)).toEqual({ basarili: false, veri: null, mesaj: CAMP_REGISTRATION_MESSAGES.noRoomLeft, hatalar: { konaklamaSecenegiId: CAMP_REGISTRATION_MESSAGES.noRoomLeft } });
    expect(await rooms(option.id)).toEqual({ dolu: 8, toplam: 8 });
    const regs = await t.db.select({ id: kampaKayitlari.id }).from(kampaKayitlari).where(eq(kampaKayitlari.konaklamaSecenegiId, option.id));
    expect(regs).toHaveLength(before + 1);
    const people20 = people.map((p) => p.id);
    expect(await t.db.select({ id: odemeDetaylari.id }).from(odemeDetaylari).where(inArray(odemeDetaylari.kullaniciId, people20))).toHaveLength(1);
  });

  kase('20 uses at once of a code with 5 uses left: exactly 5 discounted registrations, 15 told it is used up and given no room', async () => {
    const people = await members(20);
    const { kampId, option } = await familyOption(people[0]!.token);
    await t.db.update(konaklamaSecenekleri).set({ toplamOdaSayisi: 100, doluOdaSayisi: 10 }).where(eq(konaklamaSecenekleri.id, option.id));
    await t.db.insert(ekipIndirimKodlari).values({ kodAdi: 'PARALEL15', indirimOrani: 15, baslangicTarihi: '2020-01-01', bitisTarihi: '2099-12-31', maksimumKullanimSayisi: 7, kullanimSayisi: 2 });
    const answers = await Promise.all(people.map((p, i) => call(t.app, { method: 'POST', url: '/api/kampakayit', token: p.token, payload: registration(kampId, option, 100 + i, i % 2 ? 'paralel15' : 'PARALEL15') })));
    const won = answers.filter((r) => r.statusCode === 201);
    expect(won).toHaveLength(5);
    const price = fromKurus(discountedKurus(toKurus(option.tlFiyati), 15));
    for (const r of won) expect(body<CampRegistration>(r).veri.odenecekTL).toBe(price);
    const lost = answers.filter((r) => r.statusCode !== 201);
    expect(lost.map((r) => r.statusCode)).toEqual(Array(15).fill(422));
    for (const r of lost) expect(body(r).hatalar).toEqual({ ekipKodu: 'Bu ekip kodunun kullanım hakkı dolmuş.' });
    const [code] = await t.db.select({ n: ekipIndirimKodlari.kullanimSayisi, id: ekipIndirimKodlari.id }).from(ekipIndirimKodlari).where(eq(ekipIndirimKodlari.kodAdi, 'PARALEL15'));
    expect(code!.n).toBe(7);
    expect(await t.db.select({ id: kampaKayitlari.id }).from(kampaKayitlari).where(eq(kampaKayitlari.ekipIndirimKoduId, code!.id))).toHaveLength(5);
    // The 15 refused took no room: their transaction rolled back whole.
    expect(await rooms(option.id)).toEqual({ dolu: 15, toplam: 100 });
  });
});

describe('release switches at once', () => {
  const switchTo = (version: string, reason: string) => call(t.app, { method: 'POST', url: '/api/yayinlar/gecis', token: manager, payload: { remote: 'catalog', version, reason } });
  const audit = async () =>
    (await readFile(join(hostData, 'releases-audit.log'), 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { action: string; remote: string; from: string | null; to: string });

  kase('two switches to different versions at once both serialise: live, previous and the audit chain agree', async () => {
    expect((await readReleases(hostData)).remotes.catalog?.live).toBe(v.a);
    const before = (await audit()).length;
    const [rb, rc] = await Promise.all([switchTo(v.b, 'Paralel B'), switchTo(v.c, 'Paralel C')]);
    expect([rb.statusCode, rc.statusCode]).toEqual([200, 200]);
    const done = [body<SwitchResult>(rb).veri, body<SwitchResult>(rc).veri];
    const entries = (await audit()).slice(before).filter((e) => e.remote === 'catalog' && e.action === 'switch');
    expect(entries).toHaveLength(2);
    expect(entries[0]!.from).toBe(v.a);
    expect(entries[1]!.from).toBe(entries[0]!.to);
    expect(new Set(entries.map((e) => e.to))).toEqual(new Set([v.b, v.c]));
    // What each caller was told matches the order the store applied them in.
    expect(done.map((d) => `${d.from}>${d.to}`).sort()).toEqual(entries.map((e) => `${e.from}>${e.to}`).sort());
    const entry = (await readReleases(hostData)).remotes.catalog!;
    expect(entry).toMatchObject({ live: entries[1]!.to, previous: entries[0]!.to });
    expect((await readdir(hostData)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  kase('10 switches at once between two versions: every audited change follows the one before, the last one is live', async () => {
    const before = (await audit()).length;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => switchTo(i % 2 ? v.b : v.c, `Paralel ${i}`)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const changes = answers.map((r) => body<SwitchResult>(r).veri).filter((d) => d.from !== d.to);
    const entries = (await audit()).slice(before).filter((e) => e.remote === 'catalog');
    // A switch to the version already live is a no-op and is not audited.
    expect(entries).toHaveLength(changes.length);
    for (let i = 1; i < entries.length; i += 1) expect(entries[i]!.from).toBe(entries[i - 1]!.to);
    const live = (await readReleases(hostData)).remotes.catalog!.live;
    expect(live).toBe(entries.at(-1)?.to ?? live);
    expect([v.b, v.c]).toContain(live);
    JSON.parse(await readFile(join(hostData, 'releases.json'), 'utf8'));
  });
});

// WCAG 2.2 AA with axe-core over every page the builds declare (the shell's shellRoutes.ts and
// each remote's src/app/routes.ts, as emitted into routes.json): visitor and guest pages signed
// out, member pages as the demo member, admin screens as the demo admin, the release console as
// the release manager. One page load per route, in one page per account and worker (the scripts
// compiled once per account, not once per route: a third less time than a fresh context for
// each route); a critical or serious violation fails.
import { expect, printTroubleIfFailed, test as base, watch, type APIRequestContext, type Page } from './fixtures';
import { axeFindings, blocking, builtRoutes, sessionState, settle, type BuiltRoute, type Guard } from './a11y';
import { ADMIN, MEMBER, RELEASE_MANAGER, listProducts, type Product, type Variant } from './helpers';

type Who = 'visitor' | 'member' | 'admin' | 'release';
type State = Awaited<ReturnType<typeof sessionState>>;

/** Values for the routes' parameters, from the seeded data through the real API. */
interface Samples {
  slugOrId: string;
  id: string;
  slug: string;
  noOrId: string;
}

/** A page signed in as `who` that the worker's tests of that account take turns in, and what it reported. */
interface AuditPage {
  page: Page;
  lines: string[];
}

const test = base.extend<
  { who: Who; auditPage: Page },
  { states: Record<Exclude<Who, 'visitor'>, State>; samples: Samples; auditPages: (who: Who) => Promise<AuditPage> }
>({
  who: ['visitor', { option: true }],
  // Signed in once per worker and account; each test only loads its page with the stored session.
  states: [
    async ({ playwright, site }, provide) => {
      const baseURL = site.url;
      const request = await playwright.request.newContext({ baseURL });
      await provide({
        member: await sessionState(request, baseURL, MEMBER),
        admin: await sessionState(request, baseURL, ADMIN),
        release: await sessionState(request, baseURL, RELEASE_MANAGER),
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  samples: [
    async ({ playwright, states, site }, provide) => {
      const baseURL = site.url;
      const request = await playwright.request.newContext({ baseURL });
      const token = states.member.origins[0]!.localStorage.find((e) => e.name === 'token')!.value;
      const member = { Authorization: `Bearer ${token}` };
      const products = (await listProducts(request)).items;
      const withVariants = products.find((p) => p.urunVaryantlari.filter((v) => v.aktif).length > 1) ?? products[0]!;
      const gallery = ((await (await request.get('/api/galeri')).json()) as { veri: Array<{ id: string }> }).veri[0]!;
      const news = ((await (await request.get('/api/haber?page=1&pageSize=1')).json()) as { veri: { items: Array<{ slug: string }> } }).veri.items[0]!;
      // The member's own order (the order detail page) and a cart line (the cart and the checkout
      // page, which sends an empty cart back to /sepet); the order is cancelled afterwards, which
      // puts its stock back, and the cart emptied.
      const [forOrder, forCart] = wellStocked(products);
      const orderId = await placeOrder(request, member, forOrder!);
      const add = await request.post('/api/sepet/ekle', { headers: member, data: { urunId: forCart!.product.id, urunVaryantId: forCart!.variant.id, miktar: 1, paraBirimi: 'TL' } });
      expect(add.ok(), await add.text()).toBe(true);
      await provide({ slugOrId: withVariants.slug, id: gallery.id, slug: news.slug, noOrId: orderId });
      await request.put(`/api/siparis/iptal/${orderId}`, { headers: member });
      await request.delete('/api/sepet/temizle', { headers: member });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  // One page per account, opened with the project's options (viewport, locale, time zone) on
  // first use and closed with the worker; every test navigates it afresh (page.goto loads a new
  // document, so nothing of the previous route's page is left but the stored session).
  auditPages: [
    async ({ browser, site, states }, provide, workerInfo) => {
      const opened = new Map<Who, AuditPage>();
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId } = workerInfo.project.use;
      await provide(async (who) => {
        let audit = opened.get(who);
        if (!audit) {
          const storageState = who === 'visitor' ? undefined : states[who];
          const context = await browser.newContext({ baseURL: site.url, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, storageState });
          audit = { page: await context.newPage(), lines: [] };
          watch(audit.page, audit.lines, '');
          opened.set(who, audit);
        }
        return audit;
      });
      for (const audit of opened.values()) await audit.page.context().close();
    },
    { scope: 'worker' },
  ],
  // What the page reported during a failed test is printed, as the `context` fixture does for others.
  auditPage: async ({ who, auditPages }, provide, testInfo) => {
    const audit = await auditPages(who);
    audit.lines.length = 0;
    await provide(audit.page);
    printTroubleIfFailed(testInfo, audit.lines);
  },
});

/** Two product variants with plenty in stock (10 or more), so one taken leaves the other specs' choices as they were. */
function wellStocked(products: Product[]): Array<{ product: Product; variant: Variant }> {
  const found = products.flatMap((product) => product.urunVaryantlari.filter((v) => v.aktif && v.stokMiktari >= 10).map((variant) => ({ product, variant })));
  expect(found.length, 'seed has two variants with 10 or more in stock').toBeGreaterThanOrEqual(2);
  return found.slice(-2);
}

/** Puts one variant into the member's cart and orders it (POST /api/siparis/olustur); returns the order id. */
async function placeOrder(request: APIRequestContext, headers: Record<string, string>, { product, variant }: { product: Product; variant: Variant }): Promise<string> {
  const add = await request.post('/api/sepet/ekle', { headers, data: { urunId: product.id, urunVaryantId: variant.id, miktar: 1, paraBirimi: 'TL' } });
  expect(add.ok(), await add.text()).toBe(true);
  const address = { ad: 'Ayşe', soyad: 'Yılmaz', adres: 'Cumhuriyet Cad. No: 5', sehir: 'Erzurum', telefon: '05551112233' };
  const r = await request.post('/api/siparis/olustur', {
    headers,
    data: { teslimatAdresi: JSON.stringify(address), faturaAdresi: JSON.stringify({ ...address, email: 'ayse@example.com' }), paraBirimi: 'TL' },
  });
  expect(r.status(), await r.text()).toBe(201);
  return ((await r.json()) as { veri: { siparisId: string } }).veri.siparisId;
}

/** Who opens a page of each guard. */
const WHO: Record<Guard, Who> = { public: 'visitor', guest: 'visitor', login: 'member', admin: 'admin', release: 'release' };

/** The address to open for a route: parameters from the samples, and a query where the page needs one to show anything. */
function address(route: BuiltRoute, samples: Samples): string {
  const filled = route.path.replace(/:(\w+)/g, (_, name: keyof Samples) => encodeURIComponent(samples[name]));
  if (route.path === '/odeme-sonuc') return `${filled}?odemeSonuc=hata&OrderId=SP-20261127-AAAAAA&PurchAmount=1249.90&returnCode=51&errMsg=Bakiye%20yetersiz&kaynak=siparis`;
  return filled;
}

const routes = builtRoutes();

// One page load per test, nothing changed: the tests are dealt one by one to whichever worker is
// free (each worker audits its own site), instead of the whole file to one.
test.describe.configure({ mode: 'parallel' });

test('the audited list is the live one: every route the host serves is built and audited', async ({ request }) => {
  const releases = (await (await request.get('/releases.json')).json()) as { remotes: Record<string, { routes: Array<{ path: string }> }> };
  const live = Object.values(releases.remotes).flatMap((r) => r.routes.map((x) => x.path));
  expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining(live));
  expect(routes.length).toBeGreaterThanOrEqual(live.length + 10);
});

for (const who of ['visitor', 'member', 'admin', 'release'] as const) {
  test.describe(`axe, WCAG 2.2 AA, as ${who}`, () => {
    test.use({ who });
    const mine = routes.filter((r) => WHO[r.guard] === who);
    // The header and home page differ when signed in (cart, user menu, Yönetim): once more as a member.
    if (who === 'member') mine.unshift({ path: '/', guard: 'public', title: 'Ana Sayfa' });
    if (who === 'visitor') mine.push({ path: '/bu-sayfa-yok', guard: 'public', title: 'Sayfa Bulunamadı' });
    for (const route of mine) {
      test(`${route.path} (${route.title}) has no critical or serious violation`, async ({ auditPage: page, samples }) => {
        const url = address(route, samples);
        await page.goto(url);
        await settle(page);
        // The page itself, not a guard's redirect (an order's page may put its number in the address).
        expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`));
        const found = blocking(await axeFindings(page));
        expect(found, JSON.stringify(found, null, 1)).toEqual([]);
      });
    }
  });
}

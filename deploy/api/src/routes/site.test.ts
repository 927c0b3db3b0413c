import { siteSettingsFromEnv, siteSettingsSchema, type SiteSettings } from '@skiclub/shared/schemas';
import { body, call, createTestContext, type TestContext } from '../test/helpers';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({ seed: false });
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/site/ayarlar (member spec §2 footer: social links)', () => {
  it('answers a guest with no page set by default, so the footer links nowhere', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/site/ayarlar' });
    expect(res.statusCode).toBe(200);
    const veri = siteSettingsSchema.parse(body<SiteSettings>(res).veri);
    expect(veri).toEqual({ sosyalMedya: { instagram: null, facebook: null, youtube: null } });
  });

  it("answers the operator's pages from the environment; a non-http(s) value stays unset", async () => {
    const siteSettings = siteSettingsFromEnv({
      SOCIAL_INSTAGRAM_URL: ' https://www.instagram.com/kayakkulubu ',
      SOCIAL_FACEBOOK_URL: 'javascript:alert(1)',
      SOCIAL_YOUTUBE_URL: '',
    });
    const app = await t.buildAnother({ siteSettings });
    const res = await call(app, { method: 'GET', url: '/api/site/ayarlar' });
    expect(res.statusCode).toBe(200);
    expect(body<SiteSettings>(res).veri).toEqual({ sosyalMedya: { instagram: 'https://www.instagram.com/kayakkulubu', facebook: null, youtube: null } });
  });
});

import { okAnswer, failAnswer, serveApi } from '@skiclub/shared/testing';
import { RELEASE_OVERRIDES_KEY } from '@skiclub/shared/releases';
import type { SessionUser } from '@skiclub/shared/schemas';
import { clearPreviewOverrides, previewBannerText, previewStore, readPreviewOverrides, resolvePreviewOverrides, setPreviewOverride } from './overrides';

const user = (roller: string[]): SessionUser =>
  ({ id: 'u1', ad: 'Zeynep', soyad: 'Kaya', kullaniciAdi: 'yayin', email: 'yayin@example.com', roller, expiration: '2099-01-01T00:00:00.000Z' });

const api = serveApi({
  'GET /api/yayinlar/onizleme/catalog/0.1.0-abc': okAnswer({ remote: 'catalog', version: '0.1.0-abc', entry: '/remotes/catalog/0.1.0-abc/mf-manifest.json', integrity: { 'mf-manifest.json': 'sha256-x' } }),
  'GET /api/yayinlar/onizleme/camps/9.9.9': failAnswer(404, 'Bu sürüm önizlenemez: yayınlanmamış ya da dosyaları değişmiş.'),
});

describe('per-browser preview overrides', () => {
  it('stores, reads and clears the overrides of this browser', () => {
    setPreviewOverride('catalog', '0.1.0-abc');
    setPreviewOverride('camps', '2');
    expect(JSON.parse(localStorage.getItem(RELEASE_OVERRIDES_KEY) ?? '')).toEqual({ catalog: '0.1.0-abc', camps: '2' });
    expect(readPreviewOverrides()).toEqual({ catalog: '0.1.0-abc', camps: '2' });
    expect(() => setPreviewOverride('evil', '1')).toThrow('Bilinmeyen uzak modül: evil');
    clearPreviewOverrides();
    expect(readPreviewOverrides()).toEqual({});
    localStorage.setItem(RELEASE_OVERRIDES_KEY, '{"catalog":5,"evil":"1"');
    expect(readPreviewOverrides()).toEqual({});
  });

  it('applies a published version for a release manager, skips and forgets one the API answers 404 for', async () => {
    setPreviewOverride('catalog', '0.1.0-abc');
    setPreviewOverride('camps', '9.9.9');
    const applied = await resolvePreviewOverrides(user(['ReleaseManager']));
    expect(applied).toEqual({ catalog: { version: '0.1.0-abc', entry: '/remotes/catalog/0.1.0-abc/mf-manifest.json', integrity: { 'mf-manifest.json': 'sha256-x' } } });
    expect(readPreviewOverrides()).toEqual({ catalog: '0.1.0-abc' });
    expect(previewStore.getState().applied).toEqual([{ remote: 'catalog', version: '0.1.0-abc' }]);
    expect(previewBannerText(previewStore.getState().applied)).toBe('Önizleme: catalog 0.1.0-abc bu tarayıcıda yüklü.');
  });

  it('applies nothing for a member or a guest, and asks the API nothing', async () => {
    setPreviewOverride('catalog', '0.1.0-abc');
    expect(await resolvePreviewOverrides(user(['Uye']))).toEqual({});
    expect(await resolvePreviewOverrides(null)).toEqual({});
    expect(previewStore.getState().applied).toEqual([]);
    expect(api().requests).toEqual([]);
    expect(readPreviewOverrides()).toEqual({ catalog: '0.1.0-abc' });
  });
});

// The release console against a local HTTP server standing in for the Release API
// (@skiclub/shared/testing): state, switch with its verdict, reason validation, a refusal that
// keeps the reason, rollback, canary start/stop, preview and the state's 10 s refresh.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { advanceUntil, failAnswer, okAnswer, serveApi, type TestRoutes } from '@skiclub/shared/testing';
import { ReleasesPage } from './components/ReleasesPage';
import { CHANGED_FILES_REASON, DIRTY_BUILD_HINT } from './components/RemoteReleases';
import { previewStore } from '../federation/overrides';
import type { ReleaseState, ReleaseVersionInfo as VersionInfo } from '@skiclub/shared/releases';

const routes: TestRoutes = {};
const api = serveApi(routes);

const version = (v: string, o: Partial<VersionInfo> = {}): VersionInfo => ({
  version: v,
  publishedAt: '2026-11-20T10:15:00',
  builtAt: '2026-11-20T10:10:00',
  sizeBytes: 12800,
  fileCount: 7,
  commit: '3f9c2a1b77aa',
  dirty: false,
  notes: null,
  shared: [
    { name: 'zustand', requiredVersion: '^5.0.0', singleton: true },
    { name: 'antd', requiredVersion: '^5.29.0', singleton: true },
    { name: 'react', requiredVersion: '^19.2.0', singleton: true },
    { name: 'react-dom', requiredVersion: '^19.2.0', singleton: true },
  ],
  routes: ['/urunler', '/urun/:slugOrId'],
  integrityOk: true,
  failures: 0,
  lastFailureAt: null,
  failureKinds: {},
  ...o,
});

function state(catalogFailures = 3): ReleaseState {
  return {
    shell: { provides: { react: '19.2.0', 'react-dom': '19.2.0', antd: '5.29.3' }, recordedAt: '2026-11-19T09:00:00' },
    remotes: [
      {
        remote: 'catalog',
        live: '0.2.0',
        previous: '0.1.0',
        canary: null,
        versions: [
          version('0.1.0', { publishedAt: '2026-11-18T08:00:00', builtAt: '2026-11-18T07:55:00', commit: null }),
          version('0.2.0', { failures: catalogFailures, lastFailureAt: '2026-11-21T12:00:00', failureKinds: catalogFailures ? { timeout: catalogFailures - 1, chunk: 1 } : {} }),
          version('0.3.0', {
            publishedAt: '2026-11-22T16:30:00',
            builtAt: '2026-11-22T16:20:00',
            sizeBytes: 20480,
            commit: '9d8e7f6a5b4c',
            dirty: true,
            notes: 'Kampanyalar sayfası eklendi.\nantd 5.30 ile derlendi.',
            routes: ['/urunler', '/urun/:slugOrId', '/kampanyalar'],
            shared: [
              { name: 'react', requiredVersion: '^19.2.0', singleton: true },
              { name: 'react-dom', requiredVersion: '^19.2.0', singleton: true },
              { name: 'antd', requiredVersion: '^5.30.0', singleton: true },
              { name: 'zustand', requiredVersion: '^5.0.0', singleton: true },
            ],
          }),
          version('0.3.1', { publishedAt: '2026-11-23T08:00:00', integrityOk: false }),
        ],
      },
      {
        remote: 'admin',
        live: '1.0.0',
        previous: null,
        canary: { version: '1.1.0', percent: 10, startedAt: '2026-11-23T09:30:00' },
        versions: [version('1.0.0'), version('1.1.0', { publishedAt: '2026-11-23T09:00:00' })],
      },
    ],
    autoRollback: { threshold: 5, windowMs: 120000 },
  };
}

const previews: Array<[string, string]> = [];

function renderPage() {
  return render(
    <AntApp>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter>
          <ReleasesPage onPreview={(remote, v) => previews.push([remote, v])} />
        </MemoryRouter>
      </SWRConfig>
    </AntApp>,
  );
}

// Label and text queries: role queries are slow on antd's large DOM on a busy machine.
const card = (remote: string) => screen.getByLabelText(`${remote} sürümleri`);
const row = (remote: string, v: string) => within(card(remote)).getByText(v, { selector: 'code' }).closest('tr') as HTMLElement;
const dialog = () => screen.getByRole('dialog');
const confirmButton = (name: RegExp) => within(dialog()).getByRole('button', { name });

beforeEach(() => {
  for (const key of Object.keys(routes)) delete routes[key];
  previews.splice(0);
  routes['GET /api/yayinlar'] = okAnswer(state());
  routes['GET /api/yayinlar/uyumluluk'] = okAnswer({ uygun: true, nedenler: [] });
});

describe('release console /yayinlar', () => {
  it('shows each remote with live, previous and canary, and every version with build time, size, commit, shared summary, integrity and health', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Yayın Yönetimi' })).toBeInTheDocument();
    await screen.findByLabelText('catalog sürümleri');
    const catalog = card('catalog');
    expect(within(catalog).getByText('Canlı sürüm').nextSibling).toHaveTextContent('0.2.0');
    expect(within(catalog).getByText('Önceki sürüm').nextSibling).toHaveTextContent('0.1.0');
    expect(within(catalog).getByText('Kanarya', { selector: '.ant-descriptions-item-label' }).nextSibling).toHaveTextContent('Yok');
    expect(within(card('admin')).getByText('Kanarya', { selector: '.ant-descriptions-item-label' }).nextSibling).toHaveTextContent('1.1.0 · %10 (23.11.2026 09:30 itibarıyla)');

    const live = row('catalog', '0.2.0');
    expect(within(live).getByText('Canlı')).toBeInTheDocument();
    expect(within(live).getByText('20.11.2026 10:10')).toBeInTheDocument();
    expect(within(live).getByText('12,5 KB')).toBeInTheDocument();
    expect(within(live).getByText('3f9c2a1b')).toBeInTheDocument();
    // Every requirement listed, react first, nothing cut off behind a bare '+N'.
    const sharedList = within(live).getByText('react ^19.2.0').closest('ul') as HTMLElement;
    expect(within(sharedList).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['react ^19.2.0', 'react-dom ^19.2.0', 'antd ^5.29.0', 'zustand ^5.0.0']);
    expect(within(live).getByText('Doğrulandı')).toBeInTheDocument();
    expect(within(live).getByText('3 hata (zaman aşımı 2, parça 1)')).toBeInTheDocument();
    expect(within(live).getByRole('button', { name: 'Canlıya Al 0.2.0' })).toBeDisabled();
    expect(within(row('catalog', '0.1.0')).getByText('Önceki')).toBeInTheDocument();
    expect(within(row('catalog', '0.3.0')).getByText('20,0 KB')).toBeInTheDocument();
    expect(within(row('catalog', '0.3.0')).getByText('Sorun yok')).toBeInTheDocument();
    // What a switch to 0.3.0 changes against the live 0.2.0; the live row says it is the live one.
    expect(within(row('catalog', '0.3.0')).getByText('Eklenen sayfa: /kampanyalar')).toBeInTheDocument();
    expect(within(row('catalog', '0.3.0')).getByText('Yeni gereksinim: antd ^5.30.0')).toBeInTheDocument();
    expect(within(row('catalog', '0.3.0')).getByText('Kalkan gereksinim: antd ^5.29.0')).toBeInTheDocument();
    expect(within(row('catalog', '0.3.0')).getByText('Boyut: +7,5 KB')).toBeInTheDocument();
    expect(within(row('catalog', '0.3.0')).getByText('3 sayfa')).toBeInTheDocument();
    // Release notes and a build from uncommitted changes (two builds of one commit can differ).
    expect(within(row('catalog', '0.3.0')).getByText('Sürüm notları')).toBeInTheDocument();
    expect(within(row('catalog', '0.3.0')).getByText(/Kampanyalar sayfası eklendi\.\s+antd 5\.30 ile derlendi\./)).toBeInTheDocument();
    expect(within(row('catalog', '0.3.0')).getByText('Kaydedilmemiş değişikliklerle')).toHaveAccessibleDescription(DIRTY_BUILD_HINT);
    expect(within(live).queryByText('Kaydedilmemiş değişikliklerle')).not.toBeInTheDocument();
    expect(within(live).queryByText('Sürüm notları')).not.toBeInTheDocument();
    expect(within(row('catalog', '0.3.1')).getByText('Sayfa ve gereksinim farkı yok')).toBeInTheDocument();
    expect(within(row('catalog', '0.3.1')).getByText('Canlıyla aynı commit')).toBeInTheDocument();
    expect(within(live).getByText('Bu sürüm canlı')).toBeInTheDocument();
    expect(within(row('catalog', '0.3.1')).getByText('Dosyalar değişmiş')).toBeInTheDocument();
    expect(within(row('catalog', '0.3.1')).getByRole('button', { name: 'Bu tarayıcıda önizle 0.3.1' })).toBeDisabled();
    // A version whose files changed can go neither live nor to a canary; the row says why.
    expect(within(row('catalog', '0.3.1')).getByRole('button', { name: 'Canlıya Al 0.3.1' })).toBeDisabled();
    expect(within(row('catalog', '0.3.1')).getByRole('button', { name: 'Kanarya Başlat 0.3.1' })).toBeDisabled();
    expect(within(row('catalog', '0.3.1')).getByRole('button', { name: 'Canlıya Al 0.3.1' })).toHaveAccessibleDescription(CHANGED_FILES_REASON);
    expect(within(row('catalog', '0.3.0')).getByRole('button', { name: 'Canlıya Al 0.3.0' })).toBeEnabled();
    // Display names beside the code names.
    expect(within(catalog).getByText('Katalog')).toBeInTheDocument();
    expect(within(card('admin')).getByText('Yönetim')).toBeInTheDocument();
    // Newest first.
    expect(within(catalog).getAllByText(/^0\.\d\.\d$/, { selector: 'code' }).map((c) => c.textContent)).toEqual(['0.3.1', '0.3.0', '0.2.0', '0.1.0']);

    expect(within(catalog).getByRole('button', { name: 'Geri Al catalog' })).toBeInTheDocument();
    expect(within(catalog).queryByRole('button', { name: /Kanaryayı Durdur/ })).not.toBeInTheDocument();
    expect(within(card('admin')).queryByRole('button', { name: /Geri Al/ })).not.toBeInTheDocument();
    expect(within(card('admin')).getByRole('button', { name: 'Kanaryayı Durdur admin' })).toBeInTheDocument();
    expect(screen.getByText(/2 dakika içinde 5 farklı istemci yükleme hatası bildirirse/)).toBeInTheDocument();
  });

  it('asks for a reason and shows the compatible verdict before switching; a short reason gets the schema message', async () => {
    routes['POST /api/yayinlar/gecis'] = okAnswer({ from: '0.2.0', to: '0.3.0' }, '');
    renderPage();
    await screen.findByLabelText('catalog sürümleri');
    fireEvent.click(within(row('catalog', '0.3.0')).getByRole('button', { name: 'Canlıya Al 0.3.0' }));
    expect(confirmButton(/Canlıya Al/)).toBeDisabled();
    await within(dialog()).findByText('Uyumlu: bu sürüm kabuğun sağladıklarıyla ve rota tablosuyla çalışır.');
    expect(api().calls('GET /api/yayinlar/uyumluluk')[0]?.query).toBe('?remote=catalog&version=0.3.0');
    await waitFor(() => expect(confirmButton(/Canlıya Al/)).toBeEnabled());

    const reason = within(dialog()).getByLabelText('Gerekçe');
    fireEvent.change(reason, { target: { value: 'ab' } });
    fireEvent.click(confirmButton(/Canlıya Al/));
    expect(await within(dialog()).findByText('Gerekçe en az 3 karakter olmalıdır.')).toBeInTheDocument();
    expect(api().hits('POST /api/yayinlar/gecis')).toBe(0);

    fireEvent.change(reason, { target: { value: 'Yeni başlık denemesi' } });
    const before = api().hits('GET /api/yayinlar');
    fireEvent.click(confirmButton(/Canlıya Al/));
    expect(await screen.findByText('catalog için 0.3.0 sürümü canlıya alındı.')).toBeInTheDocument();
    expect(screen.getByText('İşlem Bildirimi')).toBeInTheDocument();
    expect(api().calls('POST /api/yayinlar/gecis')[0]?.body).toEqual({ remote: 'catalog', version: '0.3.0', reason: 'Yeni başlık denemesi' });
    await waitFor(() => expect(api().hits('GET /api/yayinlar')).toBeGreaterThan(before));
  });

  it('lists the reasons of a refused verdict and keeps the confirm button disabled', async () => {
    routes['GET /api/yayinlar/uyumluluk'] = okAnswer({
      uygun: false,
      nedenler: ['react ^20.0.0 isteniyor, kabuk 19.2.0 sağlıyor.', 'ProductsPage modülü dışa açılmamış.'],
    });
    renderPage();
    await screen.findByLabelText('catalog sürümleri');
    fireEvent.click(within(row('catalog', '0.3.0')).getByRole('button', { name: 'Canlıya Al 0.3.0' }));
    expect(await within(dialog()).findByText('Uyumsuz: bu sürüm canlıya alınamaz.')).toBeInTheDocument();
    expect(within(dialog()).getByText('react ^20.0.0 isteniyor, kabuk 19.2.0 sağlıyor.')).toBeInTheDocument();
    expect(within(dialog()).getByText('ProductsPage modülü dışa açılmamış.')).toBeInTheDocument();
    fireEvent.change(within(dialog()).getByLabelText('Gerekçe'), { target: { value: 'Deneme gerekçesi' } });
    expect(confirmButton(/Canlıya Al/)).toBeDisabled();
  });

  it('shows the nedenler of a 409 and keeps the typed reason in the open modal', async () => {
    routes['POST /api/yayinlar/gecis'] = {
      status: 409,
      body: { basarili: false, mesaj: 'Geçiş reddedildi.', veri: { nedenler: ['Sürümün dosyaları yayımlandıktan sonra değişmiş.'] } },
    };
    renderPage();
    await screen.findByLabelText('catalog sürümleri');
    fireEvent.click(within(row('catalog', '0.3.0')).getByRole('button', { name: 'Canlıya Al 0.3.0' }));
    await waitFor(() => expect(confirmButton(/Canlıya Al/)).toBeEnabled());
    fireEvent.change(within(dialog()).getByLabelText('Gerekçe'), { target: { value: 'Acil düzeltme' } });
    fireEvent.click(confirmButton(/Canlıya Al/));
    expect(await within(dialog()).findByText('Geçiş reddedildi.')).toBeInTheDocument();
    expect(within(dialog()).getByText('Sürümün dosyaları yayımlandıktan sonra değişmiş.')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Gerekçe')).toHaveValue('Acil düzeltme');
    expect(screen.queryByText('İşlem Bildirimi')).not.toBeInTheDocument();
  });

  it('rolls a remote back to its previous version with a reason', async () => {
    routes['POST /api/yayinlar/geri-al'] = okAnswer({ from: '0.2.0', to: '0.1.0' }, 'Önceki sürüme geri alındı.');
    renderPage();
    await screen.findByLabelText('catalog sürümleri');
    fireEvent.click(within(card('catalog')).getByRole('button', { name: 'Geri Al catalog' }));
    expect(within(dialog()).getByText('Dönülecek sürüm').nextSibling).toHaveTextContent('0.1.0');
    // The previous version's verdict comes first, as for a switch.
    await waitFor(() => expect(confirmButton(/Geri Al/)).toBeEnabled());
    fireEvent.click(confirmButton(/Geri Al/));
    expect(await within(dialog()).findByText('Gerekçe zorunludur.')).toBeInTheDocument();
    expect(api().hits('POST /api/yayinlar/geri-al')).toBe(0);
    fireEvent.change(within(dialog()).getByLabelText('Gerekçe'), { target: { value: 'Tarayıcılarda hata' } });
    fireEvent.click(confirmButton(/Geri Al/));
    expect(await screen.findByText('catalog önceki sürüme geri alındı: 0.2.0 → 0.1.0.')).toBeInTheDocument();
    expect(api().calls('POST /api/yayinlar/geri-al')[0]?.body).toEqual({ remote: 'catalog', reason: 'Tarayıcılarda hata' });
  });

  it('shows the verdict on the previous version before asking for a reason: a rollback onto changed files stays disabled', async () => {
    routes['GET /api/yayinlar/uyumluluk'] = okAnswer({ uygun: false, nedenler: ['0.1.0 sürümünün dosyaları değişmiş: static/js/index.js.'] });
    renderPage();
    await screen.findByLabelText('catalog sürümleri');
    fireEvent.click(within(card('catalog')).getByRole('button', { name: 'Geri Al catalog' }));
    expect(await within(dialog()).findByText('0.1.0 sürümünün dosyaları değişmiş: static/js/index.js.')).toBeInTheDocument();
    fireEvent.change(within(dialog()).getByLabelText('Gerekçe'), { target: { value: 'Tarayıcılarda hata' } });
    expect(confirmButton(/Geri Al/)).toBeDisabled();
    expect(api().hits('POST /api/yayinlar/geri-al')).toBe(0);
  });

  it('starts a canary with a share of 1–99 % after a compatible verdict, and stops one', async () => {
    routes['POST /api/yayinlar/kanarya'] = okAnswer(null, '');
    routes['DELETE /api/yayinlar/kanarya/admin'] = okAnswer(null, '');
    renderPage();
    await screen.findByLabelText('catalog sürümleri');
    fireEvent.click(within(row('catalog', '0.3.0')).getByRole('button', { name: 'Kanarya Başlat 0.3.0' }));
    await waitFor(() => expect(confirmButton(/Kanaryayı Başlat/)).toBeEnabled());
    const share = within(dialog()).getByLabelText('Ziyaretçi payı (%)');
    fireEvent.change(share, { target: { value: '25' } });
    // A canary asks for a reason like a switch.
    fireEvent.click(confirmButton(/Kanaryayı Başlat/));
    expect(await within(dialog()).findByText('Gerekçe zorunludur.')).toBeInTheDocument();
    expect(api().hits('POST /api/yayinlar/kanarya')).toBe(0);
    fireEvent.change(within(dialog()).getByLabelText('Gerekçe'), { target: { value: 'Yeni sepet deneniyor' } });
    fireEvent.click(confirmButton(/Kanaryayı Başlat/));
    expect(await screen.findByText('catalog için 0.3.0 kanarya olarak başlatıldı (pay: %25).')).toBeInTheDocument();
    expect(api().calls('POST /api/yayinlar/kanarya')[0]?.body).toEqual({ remote: 'catalog', version: '0.3.0', percent: 25, reason: 'Yeni sepet deneniyor' });

    fireEvent.click(within(card('admin')).getByRole('button', { name: 'Kanaryayı Durdur admin' }));
    expect(await screen.findByText('admin için 1.1.0 kanaryası durdurulsun mu? Tüm ziyaretçiler canlı sürümü (1.0.0) görür.')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Durdur').closest('button') as HTMLButtonElement);
    expect(await screen.findByText('admin kanaryası durduruldu.')).toBeInTheDocument();
    expect(api().hits('DELETE /api/yayinlar/kanarya/admin')).toBe(1);
  });

  it('previews a version in this browser through the override', async () => {
    renderPage();
    await screen.findByLabelText('catalog sürümleri');
    fireEvent.click(within(row('catalog', '0.3.0')).getByRole('button', { name: 'Bu tarayıcıda önizle 0.3.0' }));
    expect(previews).toEqual([['catalog', '0.3.0']]);
  });

  it('marks the version this browser loads as a preview', async () => {
    previewStore.setState({ applied: [{ remote: 'catalog', version: '0.3.0' }] });
    try {
      renderPage();
      await screen.findByLabelText('catalog sürümleri');
      expect(within(row('catalog', '0.3.0')).getByText('Bu tarayıcıda önizlemede')).toBeInTheDocument();
      expect(within(row('catalog', '0.2.0')).queryByText('Bu tarayıcıda önizlemede')).not.toBeInTheDocument();
      expect(within(card('admin')).queryByText('Bu tarayıcıda önizlemede')).not.toBeInTheDocument();
    } finally {
      previewStore.setState({ applied: [] });
    }
  });

  it('shows the error with Tekrar Dene when the state cannot be read', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    routes['GET /api/yayinlar'] = failAnswer(503);
    renderPage();
    // The read is tried 3 times before the failure shows: the delays pass on the fake clock.
    await advanceUntil(() => expect(screen.getByText('Hizmet geçici olarak kullanılamıyor.')).toBeInTheDocument());
    routes['GET /api/yayinlar'] = okAnswer(state());
    fireEvent.click(screen.getByRole('button', { name: /Tekrar Dene/ }));
    expect(await screen.findByLabelText('catalog sürümleri')).toBeInTheDocument();
  });

  it('reads the state again every 10 s while open, so new failures show', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderPage();
      await screen.findByLabelText('catalog sürümleri');
      expect(within(row('catalog', '0.2.0')).getByText('3 hata (zaman aşımı 2, parça 1)')).toBeInTheDocument();
      routes['GET /api/yayinlar'] = okAnswer(state(5));
      const before = api().hits('GET /api/yayinlar');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(10_000);
      });
      await waitFor(() => expect(api().hits('GET /api/yayinlar')).toBe(before + 1));
      expect(await within(card('catalog')).findByText('5 hata (zaman aşımı 4, parça 1)')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

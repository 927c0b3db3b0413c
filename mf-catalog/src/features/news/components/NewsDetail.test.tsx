// /haber/:slug and the home news slider against a local HTTP server standing in for the API
// (@skiclub/shared/testing), with the real shared client and SWR.
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { News } from '@skiclub/shared/schemas';
import { failAnswer, okAnswer, serveApi, type TestRoutes } from '@skiclub/shared/testing';
import { LatestNewsSlider } from './LatestNewsSlider';
import { NewsDetail } from './NewsDetail';

const routes: TestRoutes = {};
const api = serveApi(routes);

const news: News = {
  id: 'h1',
  baslik: 'Palandöken’de Sezon Açıldı',
  slug: 'palandokende-sezon-acildi',
  icerik: 'Kar kalınlığı 80 cm’yi geçti.\nKamplarımız aralıkta başlıyor.\n<script>alert(1)</script>',
  ozet: 'Sezon açılışı',
  anahtarKelimeler: 'kayak, Palandöken, sezon',
  kapakGorselUrl: '/api/haber/resim/sezon.svg',
  yayinlanmaTarihi: '2026-11-20T09:00:00.000Z',
  yayinlayanKullaniciAdi: 'admin',
  aktif: true,
};

const metaContent = (name: string) => document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;

function renderAt(path: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/haber/:slug" element={<NewsDetail />} />
          <Route path="/" element={<div data-testid="home">Ana sayfa</div>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

beforeEach(() => {
  for (const key of Object.keys(routes)) delete routes[key];
});

describe('/haber/:slug (member spec §2 news detail)', () => {
  it('shows publisher, date, keywords, title, text with its line breaks as text, cover and share links', async () => {
    routes[`GET /api/haber/${news.slug}`] = okAnswer(news);
    const { unmount } = renderAt(`/haber/${news.slug}`);
    expect(await screen.findByRole('heading', { name: news.baslik, level: 2 })).toBeInTheDocument();
    expect(screen.getByText('admin')).toBeInTheDocument();
    expect(screen.getByText('20.11.2026')).toBeInTheDocument();
    for (const k of ['kayak', 'Palandöken', 'sezon']) expect(screen.getByText(k, { selector: '.ant-tag' })).toBeInTheDocument();
    const text = screen.getByTestId('news-text');
    expect(text.textContent).toBe(news.icerik);
    expect(text.querySelector('script')).toBeNull();
    expect(screen.getByAltText(news.baslik)).toHaveAttribute('src', '/api/haber/resim/sezon.svg');
    const pageUrl = encodeURIComponent(`${window.location.origin}/haber/${news.slug}`);
    expect(screen.getByRole('link', { name: "Facebook'ta paylaş" })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${pageUrl}`);
    expect(screen.getByRole('link', { name: "X'te (Twitter) paylaş" }).getAttribute('href')).toContain(`url=${pageUrl}`);
    expect(api().hits(`GET /api/haber/${news.slug}`)).toBe(1);

    expect(document.title).toBe(`${news.baslik} | Kayak Kulübü`);
    expect(metaContent('description')).toBe('Kar kalınlığı 80 cm’yi geçti. Kamplarımız aralıkta başlıyor. <script>alert(1)</script>');
    expect(metaContent('keywords')).toBe('kayak, Palandöken, sezon');
    unmount();
    expect(metaContent('keywords')).toBeNull();
  });

  it('shows the not-found state with a link home for an unknown slug', async () => {
    routes['GET /api/haber/yok-boyle-haber'] = failAnswer(404, 'Haber bulunamadı.');
    renderAt('/haber/yok-boyle-haber');
    expect(await screen.findByText('Haber bulunamadı.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana Sayfaya Dön' })).toHaveAttribute('href', '/');
  });
});

describe('home news slider (member spec §2 home, §9)', () => {
  it('asks for the 6 latest and links each card to /haber/:slug', async () => {
    routes['GET /api/haber'] = okAnswer({ items: [news, { ...news, id: 'h2', slug: 'kamp-kayitlari', baslik: 'Kamp Kayıtları Başladı', ozet: null }], totalCount: 2, totalPages: 1, page: 1, pageSize: 6 });
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter>
          <LatestNewsSlider />
        </MemoryRouter>
      </SWRConfig>,
    );
    expect(await screen.findByText('Son Haberler')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: news.baslik })[0]).toHaveAttribute('href', `/haber/${news.slug}`);
    expect(screen.getAllByRole('link', { name: 'Kamp Kayıtları Başladı' })[0]).toHaveAttribute('href', '/haber/kamp-kayitlari');
    const [call] = api().calls('GET /api/haber');
    expect(call?.query).toBe('?page=1&pageSize=6');
  });

  it('reports a failed call and renders nothing', async () => {
    routes['GET /api/haber'] = failAnswer(400, 'Geçersiz istek.');
    const onError = vi.fn();
    const { container } = render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter>
          <LatestNewsSlider onError={onError} />
        </MemoryRouter>
      </SWRConfig>,
    );
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(container).toBeEmptyDOMElement();
  });
});

import { act, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearReleasedRoutes, releaseRoutes, RELEASES_JSON } from '../routing/testing';
import {
  AboutPage,
  AbroadPage,
  IndoorCentresPage,
  KonakliPalandokenPage,
  PalandokenPage,
  PolatPalandokenPage,
  ReturnsPage,
  ShoppingGuidePage,
} from './index';

// The remotes' pages these pages link to (/urunler, /sepet, /siparislerim, …) are live.
beforeEach(() => releaseRoutes());
afterEach(() => clearReleasedRoutes());

function renderPage(page: ReactElement) {
  return render(<MemoryRouter>{page}</MemoryRouter>);
}

/** Text content of the whole rendered page, whitespace collapsed. */
function pageText(container: HTMLElement): string {
  return (container.textContent ?? '').replace(/\s+/g, ' ');
}

function hrefs(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('a')).map((a) => a.getAttribute('href') ?? '');
}

/** Value shown by the fact tile titled `label`. */
function fact(label: string): string {
  const title = screen.getByText(label, { selector: '.ant-statistic-title' });
  const statistic = title.closest('.ant-statistic') as HTMLElement;
  return within(statistic).getByText((_, el) => el?.classList.contains('ant-statistic-content-value') ?? false).textContent ?? '';
}

describe('AboutPage (/hakkimizda)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells the story since 2020 and counts the years of experience up in about 2 s', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date(2026, 2, 1, 12));
    const { container } = renderPage(<AboutPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeInTheDocument();
    expect(pageText(container)).toContain('2020 yılında');
    expect(pageText(container)).toMatch(/kayak ve snowboard kampları/);
    expect(pageText(container)).toMatch(/sertifikalı eğitmen/i);
    expect(document.title).toBe('Hakkımızda | Kayak Kulübü');

    const counter = screen.getByRole('group', { name: '6+ Yıllık Deneyim' });
    const value = counter.querySelector('.sc-static-counter__value') as HTMLElement;
    expect(value).toHaveTextContent('0+');

    act(() => vi.advanceTimersByTime(1000));
    expect(value).not.toHaveTextContent('6+');

    act(() => vi.advanceTimersByTime(1100));
    expect(value).toHaveTextContent('6+');
    expect(counter).toHaveTextContent('6+Yıllık Deneyim');
  });

  it('shows mission and values cards', () => {
    renderPage(<AboutPage />);
    expect(screen.getByRole('heading', { name: 'Misyonumuz' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vizyonumuz' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Önce Güvenlik' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sertifikalı Eğitmenler' })).toBeInTheDocument();
  });
});

describe('domestic centre pages', () => {
  // Facts of member spec §9, word for word; a fact the spec does not give is not shown.
  it.each([
    { Page: PolatPalandokenPage, name: 'Polat Palandöken', summary: '2205-2405 m rakım aralığında yer alır ve 5 pistten oluşur',
      facts: { Rakım: '2205-2405 m', 'Pist Sayısı': '5' }, absent: ['Lift Sayısı', 'Aynı Anda Kayakçı'] },
    { Page: PalandokenPage, name: 'Palandöken', summary: '2000-3176 m rakım aralığında 24 piste sahiptir',
      facts: { Rakım: '2000-3176 m', 'Pist Sayısı': '24' }, absent: ['Lift Sayısı', 'Aynı Anda Kayakçı'] },
    { Page: KonakliPalandokenPage, name: 'Konaklı Palandöken', summary: '2200-3185 m rakım aralığında, 6 lift ile aynı anda 14.000 kayakçıya',
      facts: { Rakım: '2200-3185 m', 'Lift Sayısı': '6', 'Aynı Anda Kayakçı': '14.000' }, absent: ['Pist Sayısı'] },
  ])('$name: $summary', ({ Page, name, summary, facts, absent }) => {
    const { container } = renderPage(<Page />);
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(pageText(container)).toContain(summary);
    for (const [label, value] of Object.entries(facts)) expect(fact(label)).toBe(value);
    for (const label of absent) expect(screen.queryByText(label)).not.toBeInTheDocument();
  });

  it('shows camp contents and season, links to active camps and equipment, and has no registration link', () => {
    const { container } = renderPage(<PalandokenPage />);
    expect(screen.getByRole('heading', { name: 'Kamplarımızda Neler Var?' })).toBeInTheDocument();
    expect(pageText(container)).toMatch(/Aralık ayından Nisan ayına/);
    expect(screen.getByRole('link', { name: /Aktif Kamplar/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /Ekipman Mağazası/ })).toHaveAttribute('href', '/urunler');
    expect(hrefs(container)).toEqual(expect.arrayContaining(['/polatpalandoken', '/konaklipalandoken', '/yurtdisi', '/kapalikampmerkezleri']));
    expect(hrefs(container)).not.toContain('/kampa-kayit');
    expect(hrefs(container)).not.toContain('/palandoken');
  });
});

describe('AbroadPage (/yurtdisi)', () => {
  it('shows the abroad centres as cards', () => {
    renderPage(<AbroadPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Yurt Dışı Kamp Merkezleri' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Avusturya – Kaprun / Kitzsteinhorn' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'İtalya – Dolomitler / Val di Fassa' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gürcistan – Gudauri' })).toBeInTheDocument();
    expect(screen.getByText(/TL, euro veya USD/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Aktif Kamplar/ })).toHaveAttribute('href', '/');
  });
});

describe('IndoorCentresPage (/kapalikampmerkezleri)', () => {
  it('says indoor slopes are open all year and why to train indoors', () => {
    renderPage(<IndoorCentresPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Kapalı Kamp Merkezleri' })).toBeInTheDocument();
    expect(screen.getByText(/Kapalı pistler yıl boyu açıktır/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Yıl Boyu Açık' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kapalı pistte antrenmanın faydaları' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ekipman Mağazası/ })).toHaveAttribute('href', '/urunler');
  });
});

describe('ShoppingGuidePage (/alisveris-rehberi)', () => {
  it('explains ordering, 3D Secure card payment, 1-3 business days shipping and unreserved cart items', () => {
    const { container } = renderPage(<ShoppingGuidePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Alışveriş Rehberi' })).toBeInTheDocument();
    expect(screen.getByText('Siparişler genellikle 1-3 iş günü içinde kargoya verilir.')).toBeInTheDocument();
    expect(pageText(container)).toContain('Sepetteki ürünler ödeme tamamlanana kadar sizin için ayrılmaz');
    expect(pageText(container)).toContain('3D Secure');
    for (const title of ['Ürünleri İnceleyin', 'Seçeneği Belirleyin', 'Sepeti Kontrol Edin', 'Ödemeyi Tamamlayın']) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Ürünler' })).toHaveAttribute('href', '/urunler');
    expect(hrefs(container)).toEqual(expect.arrayContaining(['/sepet', '/siparislerim', '/iade-degisim']));
    expect(screen.getByText('Beden Rehberi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Kayak ve snowboard botu/ })).toBeInTheDocument();
  });
});

describe('ReturnsPage (/iade-degisim)', () => {
  it('states the 14-day withdrawal right and the refund within 14 days of the notice', () => {
    const { container } = renderPage(<ReturnsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'İade ve Değişim' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '14 Gün Cayma Hakkı' })).toBeInTheDocument();
    expect(pageText(container)).toContain('teslim aldığınız tarihten itibaren 14 gün içinde');
    expect(pageText(container)).toContain('cayma bildiriminizin bize ulaştığı tarihten itibaren 14 gün içinde');
    expect(screen.getByRole('heading', { name: 'İade edilebilen ürünler' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'İade veya değişim için ne yapmalıyım?' })).toBeInTheDocument();
    expect(hrefs(container)).toContain('/siparislerim');
  });
});

describe('links to pages that do not exist yet', () => {
  it('shows Siparişlerim as plain text on /alisveris-rehberi and /iade-degisim until a release declares /siparislerim', () => {
    const { checkout, ...others } = RELEASES_JSON.remotes;
    releaseRoutes({ remotes: { ...others, checkout: { ...checkout, routes: checkout.routes.filter((r) => r.path !== '/siparislerim') } } });
    for (const page of [<ShoppingGuidePage key="g" />, <ReturnsPage key="r" />]) {
      const { container, unmount } = renderPage(page);
      expect(hrefs(container)).not.toContain('/siparislerim');
      expect(pageText(container)).toContain('Siparişlerim');
      expect(hrefs(container)).toContain('/urunler');
      unmount();
    }
  });
});

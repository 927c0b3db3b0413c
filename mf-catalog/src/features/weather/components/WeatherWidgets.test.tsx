// Home weather widgets against a local HTTP server standing in for the API (@skiclub/shared/testing).
import { render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { Weather } from '@skiclub/shared/schemas';
import { failAnswer, okAnswer, serveApi, type TestRoutes } from '@skiclub/shared/testing';
import { WeatherWidgets, formatMeasure, formatTemperature } from './WeatherWidgets';

const routes: TestRoutes = {};
serveApi(routes);

const weather: Weather = {
  kaynak: 'canli',
  merkezler: [
    { merkez: 'Palandöken', sicaklik: -4.4, durumKodu: 73, durum: 'Kar yağışlı', ruzgarKmh: 12.5, yeniKarCm: 3, guncellenme: '2026-11-24T06:00:00Z' },
    { merkez: 'Polat Palandöken', sicaklik: -2.6, durumKodu: 0, durum: 'Açık', ruzgarKmh: 8, yeniKarCm: 0, guncellenme: '2026-11-24T06:00:00Z' },
    { merkez: 'Konaklı', sicaklik: 1.2, durumKodu: 3, durum: 'Kapalı', ruzgarKmh: 20.04, yeniKarCm: 0.7, guncellenme: '2026-11-24T06:00:00Z' },
  ],
};

function renderWidgets(onError?: (e: unknown) => void) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <WeatherWidgets onError={onError} />
    </SWRConfig>,
  );
}

beforeEach(() => {
  for (const key of Object.keys(routes)) delete routes[key];
});

describe('home weather widgets (member spec §2 home, GET /api/hava)', () => {
  it('shows one widget per centre with condition text, °C, wind and fresh snow', async () => {
    routes['GET /api/hava'] = okAnswer(weather);
    renderWidgets();
    const palandoken = within(await screen.findByRole('article', { name: 'Palandöken hava durumu' }));
    expect(palandoken.getByText('-4 °C')).toBeInTheDocument();
    expect(palandoken.getByText('Kar yağışlı')).toBeInTheDocument();
    expect(palandoken.getByText('12,5 km/sa')).toBeInTheDocument();
    expect(palandoken.getByText('3 cm')).toBeInTheDocument();
    const konakli = within(screen.getByRole('article', { name: 'Konaklı hava durumu' }));
    expect(konakli.getByText('1 °C')).toBeInTheDocument();
    expect(konakli.getByText('0,7 cm')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  describe('a failing read (member spec §8: 3 attempts, after 500 and 1000 ms)', () => {
    afterEach(() => vi.useRealTimers());
    const down = failAnswer(503, 'Hava durumu bilgisi şu anda alınamıyor. Lütfen daha sonra tekrar deneyin.');

    it('is reported once the third attempt fails too, and nothing renders', async () => {
      vi.useFakeTimers();
      let reads = 0;
      routes['GET /api/hava'] = () => ((reads += 1), down);
      const onError = vi.fn();
      const { container } = renderWidgets(onError);
      await vi.advanceTimersByTimeAsync(1400);
      expect(reads).toBe(2);
      expect(onError).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(200);
      expect(reads).toBe(3);
      expect(onError).toHaveBeenCalledTimes(1);
      expect(container).toBeEmptyDOMElement();
    });

    it('that answers on a later attempt shows the widgets and reports nothing', async () => {
      vi.useFakeTimers();
      let reads = 0;
      routes['GET /api/hava'] = () => ((reads += 1), reads === 1 ? down : okAnswer(weather));
      const onError = vi.fn();
      renderWidgets(onError);
      await vi.advanceTimersByTimeAsync(600);
      expect(reads).toBe(2);
      expect(screen.getAllByRole('article')).toHaveLength(3);
      expect(onError).not.toHaveBeenCalled();
    });
  });

  it('formats temperatures and measures the Turkish way', () => {
    expect(formatTemperature(-0.3)).toBe('0 °C');
    expect(formatTemperature(2.5)).toBe('3 °C');
    expect(formatMeasure(20.04, 'km/sa')).toBe('20 km/sa');
  });
});

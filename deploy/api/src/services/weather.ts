/**
 * Weather of the three domestic ski centres (member spec §2 Home page "three weather
 * widgets", §9 centre facts) for GET /api/hava. A {@link WeatherProvider} answers the current
 * readings; {@link OpenMeteoProvider} asks Open-Meteo's forecast API for all three centres in one
 * request (comma separated coordinates, an array in the answer). {@link WeatherService} keeps a
 * good answer for 30 minutes, and when the provider fails (error status, bad JSON, timeout of
 * 3 s) answers the last good one marked `kaynak: 'onbellek'`.
 */
import { z } from 'zod';
import {
  weatherConditionText,
  type CentreWeather,
  type Weather,
  type WeatherCentre,
} from '@skiclub/shared/schemas';

/** Open-Meteo's public address (WEATHER_BASE_URL default). */
export const DEFAULT_WEATHER_BASE_URL = 'https://api.open-meteo.com';
/** Longest wait for the provider (ms). */
export const WEATHER_TIMEOUT_MS = 3000;
/** How long a good answer is served without asking the provider again (ms; 30 minutes). */
export const WEATHER_CACHE_MS = 30 * 60 * 1000;
/** After a failure, how long the service waits before asking the provider again (ms; 1 minute). */
export const WEATHER_RETRY_MS = 60 * 1000;

/** A place to ask the weather for: latitude and longitude in degrees. */
export interface WeatherPoint {
  merkez: WeatherCentre;
  latitude: number;
  longitude: number;
}

/** The domestic centres in the home page's order (as WEATHER_CENTRES); Polat Palandöken is its hotel area. */
export const WEATHER_POINTS: readonly WeatherPoint[] = [
  { merkez: 'Palandöken', latitude: 39.87, longitude: 41.28 },
  { merkez: 'Polat Palandöken', latitude: 39.86, longitude: 41.27 },
  { merkez: 'Konaklı', latitude: 39.95, longitude: 41.12 },
];

/** Source of current weather readings. */
export interface WeatherProvider {
  /**
   * Current readings for `points`, one per point in the same order.
   * @throws WeatherProviderError when the source fails, times out or answers something unreadable
   */
  current(points: readonly WeatherPoint[]): Promise<CentreWeather[]>;
}

/** The provider failed; `message` says how (for the log, never shown to visitors). */
export class WeatherProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WeatherProviderError';
  }
}

/** One location's part of Open-Meteo's /v1/forecast answer (`timeformat=unixtime`). */
const openMeteoLocationSchema = z.object({
  current: z.object({
    /** Unix seconds. */
    time: z.number(),
    temperature_2m: z.number(),
    weather_code: z.number().int(),
    /** km/h (the default unit). */
    wind_speed_10m: z.number(),
    /** cm (the default unit). */
    snowfall: z.number(),
  }),
});
/** Several coordinates answer an array; a single one answers the object. */
const openMeteoAnswerSchema = z.union([z.array(openMeteoLocationSchema), openMeteoLocationSchema.transform((l) => [l])]);

/** Rounds to one decimal (display values: °C, km/h, cm). */
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** Open-Meteo forecast API client (https://open-meteo.com/en/docs): current conditions only. */
export class OpenMeteoProvider implements WeatherProvider {
  private readonly baseUrl: string;

  /**
   * @param baseUrl service address without path, e.g. https://api.open-meteo.com (WEATHER_BASE_URL)
   * @param timeoutMs longest wait for the whole answer (ms)
   */
  constructor(
    baseUrl: string = DEFAULT_WEATHER_BASE_URL,
    private readonly timeoutMs: number = WEATHER_TIMEOUT_MS,
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  /** The forecast request for `points`. */
  url(points: readonly WeatherPoint[]): string {
    const q = new URLSearchParams({
      latitude: points.map((p) => p.latitude).join(','),
      longitude: points.map((p) => p.longitude).join(','),
      current: 'temperature_2m,weather_code,wind_speed_10m,snowfall',
      timeformat: 'unixtime',
      timezone: 'GMT',
    });
    return `${this.baseUrl}/v1/forecast?${q.toString()}`;
  }

  async current(points: readonly WeatherPoint[]): Promise<CentreWeather[]> {
    let json: unknown;
    try {
      const signal = AbortSignal.timeout(this.timeoutMs);
      const res = await fetch(this.url(points), { headers: { accept: 'application/json' }, signal });
      if (!res.ok) throw new WeatherProviderError(`Open-Meteo HTTP ${res.status}`);
      json = await res.json();
    } catch (err) {
      if (err instanceof WeatherProviderError) throw err;
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new WeatherProviderError(timedOut ? `Open-Meteo ${this.timeoutMs} ms içinde yanıt vermedi` : 'Open-Meteo isteği başarısız', { cause: err });
    }
    const parsed = openMeteoAnswerSchema.safeParse(json);
    if (!parsed.success || parsed.data.length !== points.length) throw new WeatherProviderError('Open-Meteo yanıtı okunamadı');
    return parsed.data.map(({ current: c }, i) => ({
      merkez: points[i]!.merkez,
      sicaklik: oneDecimal(c.temperature_2m),
      durumKodu: c.weather_code,
      durum: weatherConditionText(c.weather_code),
      ruzgarKmh: oneDecimal(c.wind_speed_10m),
      yeniKarCm: oneDecimal(c.snowfall),
      guncellenme: new Date(c.time * 1000).toISOString(),
    }));
  }
}

/**
 * The local stand-in for the weather service (the default when WEATHER_BASE_URL is unset, as
 * the bank and mail have theirs): plausible winter readings for each centre that change with the
 * hour, the same for everyone at the same time, with no network. Open-Meteo is switched on by
 * setting WEATHER_BASE_URL.
 */
export class LocalWeatherProvider implements WeatherProvider {
  /** @param now clock (ms) */
  constructor(private readonly now: () => number = Date.now) {}

  async current(points: readonly WeatherPoint[]): Promise<CentreWeather[]> {
    const hour = Math.floor(this.now() / 3_600_000);
    const at = new Date(hour * 3_600_000).toISOString();
    // WMO codes of a winter mountain day: clear, partly cloudy, overcast, light and moderate snow, snow showers.
    const codes = [0, 2, 3, 71, 73, 85];
    return points.map((p, i) => {
      const code = codes[(hour + i * 2) % codes.length]!;
      const snowing = code >= 71;
      return {
        merkez: p.merkez,
        sicaklik: oneDecimal(-6 - i * 1.5 + 4 * Math.sin(((hour % 24) - 8) * (Math.PI / 12))),
        durumKodu: code,
        durum: weatherConditionText(code),
        ruzgarKmh: oneDecimal(8 + ((hour * 7 + i * 5) % 23)),
        yeniKarCm: snowing ? oneDecimal(0.4 + ((hour + i) % 5) * 0.6) : 0,
        guncellenme: at,
      };
    });
  }
}

/** Options of {@link WeatherService}. */
export interface WeatherServiceOptions {
  /** Centres to ask for; default {@link WEATHER_POINTS}. */
  points?: readonly WeatherPoint[];
  /** Fresh period of a good answer (ms); default {@link WEATHER_CACHE_MS}. */
  cacheMs?: number;
  /** Pause after a failure before the provider is asked again (ms); default {@link WEATHER_RETRY_MS}. */
  retryMs?: number;
  /** Clock (ms since epoch); default Date.now. */
  now?: () => number;
  /** Told about each provider failure (the answer then falls back). */
  onError?: (err: unknown) => void;
}

/** Cached weather with the last-good fallback. One per app. */
export class WeatherService {
  private good: { merkezler: CentreWeather[]; at: number } | null = null;
  private failedAt: number | null = null;
  private pending: Promise<Weather | null> | null = null;
  private readonly points: readonly WeatherPoint[];
  private readonly cacheMs: number;
  private readonly retryMs: number;
  private readonly now: () => number;

  constructor(
    private readonly provider: WeatherProvider,
    private readonly options: WeatherServiceOptions = {},
  ) {
    this.points = options.points ?? WEATHER_POINTS;
    this.cacheMs = options.cacheMs ?? WEATHER_CACHE_MS;
    this.retryMs = options.retryMs ?? WEATHER_RETRY_MS;
    this.now = options.now ?? Date.now;
  }

  /**
   * The centres' weather: the cached answer while fresh (`kaynak: 'canli'`), else a new one from
   * the provider (`'canli'`); when the provider fails, the last good answer (`'onbellek'`).
   * Concurrent calls share one provider request.
   * @returns null when the provider failed and there was never a good answer
   */
  async get(): Promise<Weather | null> {
    const now = this.now();
    if (this.good && now - this.good.at < this.cacheMs) return { merkezler: this.good.merkezler, kaynak: 'canli' };
    if (this.failedAt !== null && now - this.failedAt < this.retryMs) return this.fallback();
    this.pending ??= this.refresh().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private fallback(): Weather | null {
    return this.good ? { merkezler: this.good.merkezler, kaynak: 'onbellek' } : null;
  }

  private async refresh(): Promise<Weather | null> {
    try {
      const merkezler = await this.provider.current(this.points);
      this.good = { merkezler, at: this.now() };
      this.failedAt = null;
      return { merkezler, kaynak: 'canli' };
    } catch (err) {
      this.failedAt = this.now();
      this.options.onError?.(err);
      return this.fallback();
    }
  }
}

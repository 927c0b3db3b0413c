/**
 * Weather of the domestic ski centres (member spec §2 Home page "three weather
 * widgets", §9 centre facts): the GET /api/hava answer and the Turkish text of a WMO weather
 * code. Temperatures in °C, wind in km/h, new snow in cm, times ISO 8601.
 */
import { z } from 'zod';

/** The three domestic centres, in the order the home page shows them. */
export const WEATHER_CENTRES = ['Palandöken', 'Polat Palandöken', 'Konaklı'] as const;
export type WeatherCentre = (typeof WEATHER_CENTRES)[number];

/** Texts of the weather endpoint and widgets. */
export const WEATHER_MESSAGES = {
  unavailable: 'Hava durumu bilgisi şu anda alınamıyor. Lütfen daha sonra tekrar deneyin.',
} as const;

/** Weather at one centre. */
export const centreWeatherSchema = z.object({
  merkez: z.enum(WEATHER_CENTRES),
  /** Air temperature at 2 m, °C. */
  sicaklik: z.number(),
  /** WMO weather interpretation code. */
  durumKodu: z.number().int(),
  /** Turkish text of `durumKodu` ({@link weatherConditionText}). */
  durum: z.string(),
  /** Wind speed at 10 m, km/h. */
  ruzgarKmh: z.number(),
  /** Snowfall of the last hour, cm. */
  yeniKarCm: z.number(),
  /** Time of the measurement (ISO 8601). */
  guncellenme: z.string(),
});
export type CentreWeather = z.infer<typeof centreWeatherSchema>;

/** GET /api/hava answer; `kaynak` 'onbellek' when it is the last good answer kept after a provider failure. */
export const weatherSchema = z.object({
  merkezler: z.array(centreWeatherSchema),
  kaynak: z.enum(['canli', 'onbellek']),
});
export type Weather = z.infer<typeof weatherSchema>;

const WMO_TEXT: Record<number, string> = {
  0: 'Açık',
  1: 'Çoğunlukla açık',
  2: 'Parçalı bulutlu',
  3: 'Kapalı',
  45: 'Sisli',
  48: 'Kırağılı sis',
  51: 'Hafif çisenti',
  53: 'Çisenti',
  55: 'Yoğun çisenti',
  56: 'Hafif donan çisenti',
  57: 'Yoğun donan çisenti',
  61: 'Hafif yağmurlu',
  63: 'Yağmurlu',
  65: 'Şiddetli yağmurlu',
  66: 'Hafif donan yağmur',
  67: 'Şiddetli donan yağmur',
  71: 'Hafif kar yağışlı',
  73: 'Kar yağışlı',
  75: 'Yoğun kar yağışlı',
  77: 'Kar taneleri',
  80: 'Hafif sağanak yağmur',
  81: 'Sağanak yağmur',
  82: 'Şiddetli sağanak yağmur',
  85: 'Hafif kar sağanağı',
  86: 'Yoğun kar sağanağı',
  95: 'Gök gürültülü fırtına',
  96: 'Hafif dolulu fırtına',
  99: 'Şiddetli dolulu fırtına',
};

/** Text for a code that is not a WMO weather code. */
export const UNKNOWN_WEATHER_TEXT = 'Bilinmiyor';

/** Turkish text of a WMO weather interpretation code (0-99); 'Bilinmiyor' for anything else. */
export function weatherConditionText(code: number | null | undefined): string {
  if (code === null || code === undefined || !Number.isInteger(code)) return UNKNOWN_WEATHER_TEXT;
  return WMO_TEXT[code] ?? UNKNOWN_WEATHER_TEXT;
}

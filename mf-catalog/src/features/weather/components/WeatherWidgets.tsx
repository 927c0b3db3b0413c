import { turkishUpper } from '@skiclub/shared/format';
import type { CentreWeather } from '@skiclub/shared/schemas';
import { useWidgetError, type WidgetProps } from '@skiclub/shared/ui';
import { useWeather } from '../api/useWeather';
import { WeatherIcon, skyKind } from '../lib/weatherIcon';
import './weather.css';

const number = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 });

/** Temperature in °C, rounded to a whole degree, e.g. '-4 °C'. */
export function formatTemperature(celsius: number): string {
  const rounded = Math.round(celsius);
  return `${Object.is(rounded, -0) ? 0 : rounded} °C`;
}

/** A measurement in the Turkish number format with at most one decimal and its unit, e.g. '12,5 km/sa'. */
export function formatMeasure(value: number, unit: string): string {
  return `${number.format(value)} ${unit}`;
}

/** One weather widget: a centre's condition text and icon, temperature, wind and fresh snow. */
export function WeatherCard({ weather }: { weather: CentreWeather }) {
  return (
    <article className={`cat-weather-card cat-weather-card--${skyKind(weather.durumKodu)}`} aria-label={`${weather.merkez} hava durumu`}>
      <header className="cat-weather-card__head">
        <h3 className="cat-weather-card__centre">{weather.merkez}</h3>
        <span className="cat-weather-card__icon">
          <WeatherIcon code={weather.durumKodu} />
        </span>
      </header>
      <div className="cat-weather-card__temp">{formatTemperature(weather.sicaklik)}</div>
      <div className="cat-weather-card__condition">{weather.durum}</div>
      <dl className="cat-weather-card__facts">
        <div>
          <dt>Rüzgar</dt>
          <dd>{formatMeasure(weather.ruzgarKmh, 'km/sa')}</dd>
        </div>
        <div>
          <dt>Yeni Kar</dt>
          <dd>{formatMeasure(weather.yeniKarCm, 'cm')}</dd>
        </div>
      </dl>
    </article>
  );
}

/** Props of {@link WeatherWidgets}: the shared widget contract. */
export type WeatherWidgetsProps = WidgetProps;

/**
 * The home page's three weather widgets (member spec §2 home): Palandöken, Polat Palandöken and
 * Konaklı from GET /api/hava, each with its Turkish condition text and icon, temperature (°C),
 * wind (km/h) and fresh snow (cm). Renders nothing while there is no weather (loading or
 * failed); a failure is reported to `onError`.
 */
export function WeatherWidgets({ onError }: WeatherWidgetsProps) {
  const { data, error } = useWeather();
  useWidgetError(error, onError);

  const centres = data?.merkezler ?? [];
  if (centres.length === 0) return null;

  return (
    <section className="cat-weather" aria-labelledby="cat-weather-title">
      <div className="cat-weather__head">
        <span className="cat-weather__eyebrow">{turkishUpper('Kayak Merkezleri')}</span>
        <h2 id="cat-weather-title" className="cat-weather__title">
          Hava Durumu
        </h2>
      </div>
      <div className="cat-weather__grid">
        {centres.map((c) => (
          <WeatherCard key={c.merkez} weather={c} />
        ))}
      </div>
    </section>
  );
}

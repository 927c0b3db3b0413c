import type { WidgetProps } from '@skiclub/shared/ui';
import { WeatherWidgets } from '../features/weather/components/WeatherWidgets';

/** Props of the home-page widget: the shared widget contract. */
export type WeatherProps = WidgetProps;

/**
 * Exposed `./Weather`: the home page's three weather widgets, one per domestic centre
 * (member spec §2 home; GET /api/hava). Renders nothing while there is no weather.
 */
export default function Weather({ onError }: WeatherProps) {
  return <WeatherWidgets onError={onError} />;
}

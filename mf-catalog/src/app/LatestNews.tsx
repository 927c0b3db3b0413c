import type { WidgetProps } from '@skiclub/shared/ui';
import { LatestNewsSlider } from '../features/news/components/LatestNewsSlider';

/** Props of the home-page widget: the shared widget contract. */
export type LatestNewsProps = WidgetProps;

/**
 * Exposed `./LatestNews`: home-page slider of the 6 latest news, heading 'Son Haberler'
 * (member spec §2 home, §9). Renders nothing while there is no news.
 */
export default function LatestNews({ onError }: LatestNewsProps) {
  return <LatestNewsSlider onError={onError} />;
}

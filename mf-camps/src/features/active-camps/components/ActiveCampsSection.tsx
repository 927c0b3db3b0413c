import type { WidgetProps } from '@skiclub/shared/ui';
import { useActiveCamps } from '../hooks/useActiveCamps';
import { ActiveCampsSlider } from './ActiveCampsSlider';

/** Props of {@link ActiveCampsSection}: the shared widget contract (onError when GET /api/kamp fails). */
export type ActiveCampsSectionProps = WidgetProps;

/** Home-page widget 'Aktif Kamplarımız' fed by GET /api/kamp (member spec §2 home page). */
export function ActiveCampsSection({ onError }: ActiveCampsSectionProps) {
  const { camps, loading } = useActiveCamps(onError);
  return <ActiveCampsSlider camps={camps} loading={loading} />;
}

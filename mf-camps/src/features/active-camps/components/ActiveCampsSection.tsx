import { useActiveCamps } from '../hooks/useActiveCamps';
import { ActiveCampsSlider } from './ActiveCampsSlider';

/** Props of {@link ActiveCampsSection}. */
export interface ActiveCampsSectionProps {
  /** Called when GET /api/kamp fails; the widget then renders nothing (member spec §2). */
  onError?: (e: unknown) => void;
}

/** Home-page widget 'Aktif Kamplarımız' fed by GET /api/kamp (member spec §2 home page). */
export function ActiveCampsSection({ onError }: ActiveCampsSectionProps) {
  const { camps, loading } = useActiveCamps(onError);
  return <ActiveCampsSlider camps={camps} loading={loading} />;
}

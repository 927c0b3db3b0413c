import { ActiveCampsSection, type ActiveCampsSectionProps } from '../features/active-camps/components/ActiveCampsSection';

/**
 * Home-page widget 'Aktif Kamplarımız' (member spec §2), exposed as `camps/ActiveCamps`.
 * Optional `onError(e)` is called when loading fails; nothing is rendered then or when no camp is active.
 */
export default function ActiveCamps({ onError }: ActiveCampsSectionProps) {
  return <ActiveCampsSection onError={onError} />;
}

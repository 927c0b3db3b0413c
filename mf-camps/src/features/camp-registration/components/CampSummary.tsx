import { CalendarOutlined, EnvironmentOutlined } from '@ant-design/icons';
import type { CampRegistrationOption } from '@skiclub/shared/schemas';
import { campDates, campPlace } from '../../active-camps/api/camps';
import { CampImage } from '../../camp-media/components/CampImage';

/** The chosen camp at a glance: picture, name, dates (dd.mm.yyyy) and place. */
export function CampSummary({ camp }: { camp: CampRegistrationOption }) {
  return (
    <div className="camp-summary">
      <CampImage className="camp-summary__image" src={camp.gorselUrl} alt={camp.kampAdi} />
      <div className="camp-summary__body">
        <strong className="camp-summary__title">{camp.kampAdi}</strong>
        <span>
          <CalendarOutlined /> {campDates(camp)}
        </span>
        <span>
          <EnvironmentOutlined /> {campPlace(camp)}
        </span>
      </div>
    </div>
  );
}

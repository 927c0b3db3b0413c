import { CalendarOutlined, EnvironmentOutlined } from '@ant-design/icons';
import type { Camp } from '@skiclub/shared/schemas';
import { CampImage } from '../../camp-media/components/CampImage';
import { campDates, campPlace } from '../api/camps';

/** One camp in the home slider: picture, kampAdi, place (hotel, city, country) and dates. */
export function CampSlideCard({ camp }: { camp: Camp }) {
  return (
    <article className="camp-slide">
      <div className="camp-slide__media">
        <CampImage src={camp.gorselUrl} alt={camp.kampAdi} />
      </div>
      <div className="camp-slide__body">
        <h3 className="camp-slide__title">{camp.kampAdi}</h3>
        <p className="camp-slide__line">
          <EnvironmentOutlined /> {campPlace(camp)}
        </p>
        <p className="camp-slide__line">
          <CalendarOutlined /> {campDates(camp)}
        </p>
      </div>
    </article>
  );
}

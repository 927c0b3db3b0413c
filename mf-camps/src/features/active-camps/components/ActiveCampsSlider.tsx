import { Skeleton } from 'antd';
import type { Camp } from '@skiclub/shared/schemas';
import { PRODUCT_SLIDER, SiteCarousel } from '@skiclub/shared/ui';
import { CampSlideCard } from './CampSlideCard';
import './ActiveCamps.css';

/** Heading of the home-page camp slider. */
export const ACTIVE_CAMPS_HEADING = 'Aktif Kamplarımız';

/** Props of {@link ActiveCampsSlider}. */
export interface ActiveCampsSliderProps {
  camps: Camp[];
  /** True while the list loads: placeholder cards are shown. */
  loading?: boolean;
}

/**
 * Home-page slider of active camps (member spec §2, §9): 1, 2, 3, 4 cards from widths 0, 576, 992,
 * 1200 px (PRODUCT_SLIDER). Renders nothing when there is no camp to show.
 */
export function ActiveCampsSlider({ camps, loading = false }: ActiveCampsSliderProps) {
  if (!loading && camps.length === 0) return null;
  return (
    <section className="camp-active" aria-labelledby="camp-active-heading">
      <h2 id="camp-active-heading" className="camp-active__heading">
        {ACTIVE_CAMPS_HEADING}
      </h2>
      {loading ? (
        <div className="camp-active__loading" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="camp-active__ghost">
              <Skeleton.Image active className="camp-active__ghost-image" />
              <Skeleton active paragraph={{ rows: 2 }} />
            </div>
          ))}
        </div>
      ) : (
        <SiteCarousel
          className="camp-active__carousel"
          {...PRODUCT_SLIDER}
          slidesToScroll={1}
          infinite={false}
          arrows
          dots={camps.length > 1}
          draggable
        >
          {camps.map((camp) => (
            <div key={camp.id} className="camp-active__slide">
              <CampSlideCard camp={camp} />
            </div>
          ))}
        </SiteCarousel>
      )}
    </section>
  );
}

import { turkishUpper } from '@skiclub/shared/format';
import { NEWS_SLIDER, SiteCarousel, useWidgetError, type WidgetProps } from '@skiclub/shared/ui';
import { useLatestNews } from '../api/useNews';
import { NewsCard } from './NewsCard';
import '../../common/components/common.css';
import './news.css';

/** Props of {@link LatestNewsSlider}: the shared widget contract. */
export type LatestNewsSliderProps = WidgetProps;

/**
 * Home-page slider of the 6 latest news (member spec §2 home, §9): 1, 2, 3 cards at widths 0,
 * 768, 1200 with arrows; each card opens /haber/:slug. Renders nothing while there is no news
 * (loading, empty or failed); a failure is reported to `onError`.
 */
export function LatestNewsSlider({ onError }: LatestNewsSliderProps) {
  const { data, error } = useLatestNews();
  useWidgetError(error, onError);

  const items = data?.items ?? [];
  if (items.length === 0) return null;

  return (
    <section className="cat-news" aria-labelledby="cat-news-title">
      <div className="cat-news__head">
        <span className="cat-news__eyebrow">{turkishUpper('Kulüpten')}</span>
        <h2 id="cat-news-title" className="cat-news__title">
          Son Haberler
        </h2>
      </div>
      <SiteCarousel
        className="cat-news__carousel cat-carousel"
        arrows
        dots={false}
        infinite={items.length > NEWS_SLIDER.slidesToShow}
        draggable
        slidesToShow={NEWS_SLIDER.slidesToShow}
        slidesToScroll={1}
        responsive={NEWS_SLIDER.responsive}
      >
        {items.map((n) => (
          <div key={n.id} className="cat-news__slide">
            <NewsCard news={n} />
          </div>
        ))}
      </SiteCarousel>
    </section>
  );
}

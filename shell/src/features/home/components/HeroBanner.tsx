import { Button } from 'antd';
import { SiteCarousel } from '@skiclub/shared/ui';
import { Link } from 'react-router-dom';
import { hasRoute } from '../../routing/routeTable';

/** The three banner slides of the home page (member spec §2). */
export const SLIDES = [
  {
    key: 'kamplar',
    title: 'Kışın En Güzel Kampı',
    text: 'Çocuklar ve gençler için Palandöken’de sertifikalı eğitmenlerle kayak ve snowboard kampları.',
    cta: { label: 'Kamp Merkezleri', to: '/palandoken' },
    className: 'sc-hero--a',
  },
  {
    key: 'magaza',
    title: 'Piste Hazır Ol',
    text: 'Kayak takımları, botlar, kasklar ve montlar: kulüp mağazasında sezonun ekipmanları.',
    cta: { label: 'Ürünleri İncele', to: '/urunler' },
    className: 'sc-hero--b',
  },
  {
    key: 'yurtdisi',
    title: 'Alplerde Kayak',
    text: 'Avusturya, İtalya ve Gürcistan’da yurt dışı kamplarıyla yeni pistler keşfedin.',
    cta: { label: 'Yurt Dışı Kampları', to: '/yurtdisi' },
    className: 'sc-hero--c',
  },
];

/** Home banner of three slides (member spec §2). */
export function HeroBanner() {
  return (
    <SiteCarousel autoplay autoplaySpeed={6000} className="sc-hero" dots={{ className: 'sc-hero__dots' }}>
      {SLIDES.map((s) => (
        <div key={s.key}>
          <div className={`sc-hero__slide ${s.className}`}>
            <div className="sc-hero__content">
              <h2>{s.title}</h2>
              <p>{s.text}</p>
              {hasRoute(s.cta.to) && (
                <Link to={s.cta.to}>
                  <Button type="primary" size="large">
                    {s.cta.label}
                  </Button>
                </Link>
              )}
            </div>
          </div>
        </div>
      ))}
    </SiteCarousel>
  );
}

import { Button, Col, Row } from 'antd';
import { SafetyCertificateOutlined, TeamOutlined, TrophyOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { turkishUpper } from '@skiclub/shared/format';
import { RemoteWidget } from '../../federation/components/RemoteWidget';
import { HOME_WIDGETS } from '../remoteModules';
import { HeroBanner } from './HeroBanner';
import { LatestGalleryImages } from './LatestGalleryImages';

/** Space kept for the active camps slider while it loads, px: its rendered height on a desktop. */
const ACTIVE_CAMPS_RESERVE_PX = 540;

/**
 * Home page (member spec §2), in the spec's order: banner of three slides, active camps (widget
 * of remote `camps`), about section, 10 newest products, 6 latest news and the three weather
 * widgets (widgets of remote `catalog`), latest gallery pictures with lightbox (the shell's own).
 * The catalogue's widgets are below the fold and load as they come near the viewport, so a first
 * visit does not pay for that remote. A failing widget hides itself; the page stays.
 */
export function HomePage() {
  useEffect(() => {
    document.title = 'Kayak Kulübü | Çocuk ve Gençlik Kış Kampları';
  }, []);
  return (
    <div className="sc-home">
      {/* The page's one h1 for screen readers and outlines; the banner's slide titles are h2. */}
      <h1 className="sc-visually-hidden">Kayak Kulübü: Çocuk ve Gençlik Kış Kampları</h1>
      <HeroBanner />
      <section className="sc-home__section">
        {/* Above the fold: its usual height is kept while it loads (no layout shift). */}
        <RemoteWidget id={HOME_WIDGETS.activeCamps} reserveHeight={ACTIVE_CAMPS_RESERVE_PX} />
      </section>
      <section className="sc-home__about">
        <Row gutter={[32, 24]} align="middle">
          <Col xs={24} lg={12}>
            <span className="sc-eyebrow">{turkishUpper('Hakkımızda')}</span>
            <h2>Karla büyüyen bir aile</h2>
            <p>
              2020’de kurulan kulübümüz, 6-17 yaş arası çocuk ve gençlere kayak ve snowboardu güvenle sevdiriyor. Küçük gruplar,
              sertifikalı eğitmenler ve konforlu otellerle her kamp, hem pistte hem pist dışında unutulmaz bir deneyim.
            </p>
            <Link to="/hakkimizda">
              <Button size="large">Bizi Tanıyın</Button>
            </Link>
          </Col>
          <Col xs={24} lg={12}>
            <Row gutter={[16, 16]}>
              <Col span={24} sm={8}>
                <div className="sc-feature">
                  <SafetyCertificateOutlined />
                  <strong>Güvenlik</strong>
                  <span>Kask, sigorta ve ilk yardım eğitimli kadro</span>
                </div>
              </Col>
              <Col span={24} sm={8}>
                <div className="sc-feature">
                  <TeamOutlined />
                  <strong>Küçük Gruplar</strong>
                  <span>Seviyeye göre en fazla 8 kişilik gruplar</span>
                </div>
              </Col>
              <Col span={24} sm={8}>
                <div className="sc-feature">
                  <TrophyOutlined />
                  <strong>Gelişim</strong>
                  <span>Kamp sonunda seviye karnesi ve sertifika</span>
                </div>
              </Col>
            </Row>
          </Col>
        </Row>
      </section>
      <section className="sc-home__section">
        <RemoteWidget id={HOME_WIDGETS.newestProducts} whenNear />
      </section>
      <section className="sc-home__section">
        <RemoteWidget id={HOME_WIDGETS.latestNews} whenNear />
      </section>
      <section className="sc-home__section">
        <RemoteWidget id={HOME_WIDGETS.weather} whenNear />
      </section>
      <section className="sc-home__section sc-home__section--last">
        <LatestGalleryImages />
      </section>
    </div>
  );
}

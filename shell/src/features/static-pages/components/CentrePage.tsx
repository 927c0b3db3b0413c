import {
  CalendarOutlined,
  ColumnHeightOutlined,
  EnvironmentOutlined,
  FlagOutlined,
  UsergroupAddOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import { InnerPage } from '@skiclub/shared/ui';
import { Card, Col, Descriptions, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import '../static-pages.css';
import { DOMESTIC_CENTRES, ERZURUM_SEASON, type CentreInfo } from './centres';
import { CheckList, SectionHeading, StaticCta } from './StaticBlocks';

/** Programme every club camp follows, whatever the centre. */
const COMMON_PROGRAMME = [
  'Sertifikalı eğitmenlerle kayak ve snowboard dersleri',
  'İlk gün seviye belirleme; yaşa ve seviyeye göre küçük gruplar',
  'Her sabah güvenlik brifingi; pistte kask kullanımı zorunludur',
  'Ekipman kontrolü ve doğru ekipman seçimi için yönlendirme',
  'Gün sonu değerlendirme ve velilere düzenli bilgilendirme',
];

interface Fact {
  key: string;
  icon: ReactNode;
  label: string;
  value: string;
}

/** The facts the spec gives for a centre, in a fixed order; unknown ones are skipped. */
function factsOf(centre: CentreInfo): Fact[] {
  const facts: Fact[] = [{ key: 'altitude', icon: <ColumnHeightOutlined />, label: 'Rakım', value: centre.altitude }];
  if (centre.slopes !== undefined) facts.push({ key: 'slopes', icon: <FlagOutlined />, label: 'Pist Sayısı', value: String(centre.slopes) });
  if (centre.lifts !== undefined) facts.push({ key: 'lifts', icon: <VerticalAlignTopOutlined />, label: 'Lift Sayısı', value: String(centre.lifts) });
  if (centre.capacity !== undefined)
    facts.push({ key: 'capacity', icon: <UsergroupAddOutlined />, label: 'Aynı Anda Kayakçı', value: centre.capacity });
  facts.push({ key: 'region', icon: <EnvironmentOutlined />, label: 'Bölge', value: centre.region });
  return facts;
}

/** `text` with every `phrase` kept on one line (so '2000-3176 m' never breaks at the hyphen). */
function keepTogether(text: string, phrase: string): ReactNode[] {
  return text.split(phrase).flatMap((part, i) =>
    i === 0
      ? [part]
      : [
          <span key={i} className="sc-static-nowrap">
            {phrase}
          </span>,
          part,
        ],
  );
}

/**
 * A domestic camp-centre info page (member spec §2; facts from §9), fed by a {@link CentreInfo}:
 * facts grid, description, what the club's camps there include, season, and links to the
 * active camps (/) and the equipment catalogue (/urunler). There is no registration link yet.
 */
export function CentrePage({ centre }: { centre: CentreInfo }) {
  const facts = factsOf(centre);
  const others = DOMESTIC_CENTRES.filter((c) => c.route !== centre.route);

  return (
    <InnerPage
      title={centre.name}
      backgroundTitle={centre.backgroundTitle}
      description={centre.pageDescription}
      breadcrumb={[{ title: 'Kamp Merkezleri' }, { title: centre.name }]}
    >
      <div className="sc-static">
        <section className="sc-static-hero" aria-label={`${centre.name} özet`}>
          <span className="sc-static-hero__eyebrow">
            <EnvironmentOutlined aria-hidden="true" /> {centre.region} · Yurt İçi Kamp Merkezi
          </span>
          <p className="sc-static-hero__summary">{keepTogether(centre.summary, centre.altitude)}</p>
        </section>

        <section className="sc-static-section" aria-label="Merkez bilgileri">
          <Row gutter={[16, 16]} className="sc-static-facts">
            {facts.map((f) => (
              // On phones two tiles share a row; with an odd count the altitude gets a row of its own.
              <Col key={f.key} xs={f.key === 'altitude' && facts.length % 2 === 1 ? 24 : 12} md={8} lg={Math.max(4, Math.floor(24 / facts.length))}>
                <Card className="sc-static-fact" variant="borderless">
                  <span className="sc-static-fact__icon" aria-hidden="true">
                    {f.icon}
                  </span>
                  <Statistic title={f.label} value={f.value} formatter={(v) => v} />
                </Card>
              </Col>
            ))}
          </Row>
        </section>

        <section className="sc-static-section">
          <Row gutter={[32, 24]}>
            <Col xs={24} lg={14}>
              <SectionHeading eyebrow="Merkez Hakkında" title={`${centre.name} Kayak Merkezi`} />
              {centre.about.map((p) => (
                <Typography.Paragraph key={p} className="sc-static-text">
                  {p}
                </Typography.Paragraph>
              ))}
            </Col>
            <Col xs={24} lg={10}>
              <Card className="sc-static-panel" variant="borderless" title="Kısa Bilgiler">
                <Descriptions
                  column={1}
                  size="small"
                  items={[
                    { key: 'region', label: 'Bölge', children: centre.region },
                    { key: 'altitude', label: 'Rakım', children: centre.altitude },
                    { key: 'levels', label: 'Uygun Seviye', children: centre.levels },
                    { key: 'branches', label: 'Branşlar', children: 'Kayak ve snowboard' },
                  ]}
                />
              </Card>
            </Col>
          </Row>
        </section>

        <section className="sc-static-section">
          <Row gutter={[32, 24]}>
            <Col xs={24} md={12}>
              <Card className="sc-static-panel" variant="borderless">
                <SectionHeading eyebrow="Kamp Programı" title="Kamplarımızda Neler Var?" />
                <CheckList items={[...centre.campHighlights, ...COMMON_PROGRAMME]} />
                <Typography.Paragraph type="secondary" className="sc-static-note">
                  Kamp tarihleri, konaklama seçenekleri ve ücretler her kampın duyurusunda yer alır.
                </Typography.Paragraph>
              </Card>
            </Col>
            <Col xs={24} md={12}>
              <Card className="sc-static-panel sc-static-panel--season" variant="borderless">
                <SectionHeading eyebrow="Sezon" title="Ne Zaman Gidilir?" />
                <p className="sc-static-season">
                  <CalendarOutlined className="sc-static-season__icon" aria-hidden="true" />
                  <span>{ERZURUM_SEASON}</span>
                </p>
                <Typography.Paragraph className="sc-static-text">
                  Erzurum’da kış günleri soğuk geçer: kampçılarımızın katmanlı giyinmesini, kask, eldiven ve kayak gözlüğünü
                  eksiksiz getirmesini öneririz. İhtiyacınız olan ekipmanı{' '}
                  <Link to="/urunler">mağazamızda</Link> bulabilirsiniz.
                </Typography.Paragraph>
                <div className="sc-static-others">
                  <span className="sc-static-others__label">Diğer merkezlerimiz:</span>
                  {others.map((c) => (
                    <Link key={c.route} to={c.route} className="sc-static-chip">
                      {c.name}
                    </Link>
                  ))}
                  <Link to="/yurtdisi" className="sc-static-chip">
                    Yurt Dışı
                  </Link>
                  <Link to="/kapalikampmerkezleri" className="sc-static-chip">
                    Kapalı Merkezler
                  </Link>
                </div>
              </Card>
            </Col>
          </Row>
        </section>

        <StaticCta
          title={`${centre.name} kamplarını kaçırmayın`}
          text="Açık kamplarımızı ana sayfada görebilir, kamp öncesi ihtiyacınız olan ekipmanı mağazamızdan edinebilirsiniz."
          links={[
            { to: '/', label: 'Aktif Kamplar', primary: true },
            { to: '/urunler', label: 'Ekipman Mağazası' },
          ]}
        />
      </div>
    </InnerPage>
  );
}

import {
  CalendarOutlined,
  ColumnHeightOutlined,
  EnvironmentOutlined,
  FlagOutlined,
  UsergroupAddOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import { Card, Col, Descriptions, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import '../static-pages.css';
import { DOMESTIC_CENTRES, ERZURUM_SEASON, type CentreInfo } from './centres';
import { CAMPS_AND_SHOP_LINKS, CheckList, HeroBand, Panel, PanelRow, SplitSection, StaticCta, StaticPage } from './StaticBlocks';
import { RouteLink } from '../../routing/components/RouteLink';

/** Programme every club camp follows, whatever the centre. */
const COMMON_PROGRAMME = [
  'Sertifikalı eğitmenlerle kayak ve snowboard dersleri',
  'İlk gün seviye belirleme; yaşa ve seviyeye göre küçük gruplar',
  'Her sabah güvenlik brifingi; pistte kask kullanımı zorunludur',
  'Ekipman kontrolü ve doğru ekipman seçimi için yönlendirme',
  'Gün sonu değerlendirme ve velilere düzenli bilgilendirme',
];

/** The other kinds of centre, linked beside the other domestic centres. */
const OTHER_REGIONS = [
  { route: '/yurtdisi', name: 'Yurt Dışı' },
  { route: '/kapalikampmerkezleri', name: 'Kapalı Merkezler' },
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
    <StaticPage
      title={centre.name}
      backgroundTitle={centre.backgroundTitle}
      description={centre.pageDescription}
      breadcrumb={[{ title: 'Kamp Merkezleri' }, { title: centre.name }]}
    >
      <HeroBand
        label={`${centre.name} özet`}
        eyebrow={
          <>
            <EnvironmentOutlined aria-hidden="true" /> {centre.region} · Yurt İçi Kamp Merkezi
          </>
        }
      >
        {keepTogether(centre.summary, centre.altitude)}
      </HeroBand>

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

      <SplitSection
        gutter={[32, 24]}
        mainSpan={14}
        eyebrow="Merkez Hakkında"
        title={`${centre.name} Kayak Merkezi`}
        paragraphs={centre.about}
        aside={
          <Panel head="Kısa Bilgiler">
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
          </Panel>
        }
      />

      <PanelRow gap={32} from="md">
        <Panel eyebrow="Kamp Programı" title="Kamplarımızda Neler Var?">
          <CheckList items={[...centre.campHighlights, ...COMMON_PROGRAMME]} />
          <Typography.Paragraph type="secondary" className="sc-static-note">
            Kamp tarihleri, konaklama seçenekleri ve ücretler her kampın duyurusunda yer alır.
          </Typography.Paragraph>
        </Panel>
        <Panel tone="season" eyebrow="Sezon" title="Ne Zaman Gidilir?">
          <p className="sc-static-season">
            <CalendarOutlined className="sc-static-season__icon" aria-hidden="true" />
            <span>{ERZURUM_SEASON}</span>
          </p>
          <Typography.Paragraph className="sc-static-text">
            Erzurum’da kış günleri soğuk geçer: kampçılarımızın katmanlı giyinmesini, kask, eldiven ve kayak gözlüğünü eksiksiz
            getirmesini öneririz. İhtiyacınız olan ekipmanı{' '}
            <RouteLink to="/urunler">mağazamızda</RouteLink> bulabilirsiniz.
          </Typography.Paragraph>
          <div className="sc-static-others">
            <span className="sc-static-others__label">Diğer merkezlerimiz:</span>
            {[...others, ...OTHER_REGIONS].map((c) => (
              <Link key={c.route} to={c.route} className="sc-static-chip">
                {c.name}
              </Link>
            ))}
          </div>
        </Panel>
      </PanelRow>

      <StaticCta
        title={`${centre.name} kamplarını kaçırmayın`}
        text="Açık kamplarımızı ana sayfada görebilir, kamp öncesi ihtiyacınız olan ekipmanı mağazamızdan edinebilirsiniz."
        links={CAMPS_AND_SHOP_LINKS}
      />
    </StaticPage>
  );
}

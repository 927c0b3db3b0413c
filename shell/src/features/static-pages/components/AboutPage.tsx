import {
  CoffeeOutlined,
  CompassOutlined,
  EnvironmentOutlined,
  FlagOutlined,
  GlobalOutlined,
  HeartOutlined,
  MoonOutlined,
  RedoOutlined,
  RestOutlined,
  SafetyCertificateOutlined,
  SmileOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { InnerPage } from '@skiclub/shared/ui';
import { Card, Col, Row, Steps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { FOUNDING_YEAR, useCountUp, yearsSince } from '../hooks/useCountUp';
import '../static-pages.css';
import { ABROAD_CENTRES } from './abroad';
import { DOMESTIC_CENTRES } from './centres';
import { FeatureGrid, SectionHeading, StaticCta } from './StaticBlocks';

/** Props of {@link Counter}. */
interface CounterProps {
  icon: ReactNode;
  target: number;
  /** Shown after the number, e.g. '+'. */
  suffix?: string;
  label: string;
}

/**
 * One animated counter (about 2 s, member spec §9). Screen readers get the final value from
 * the group's label; the moving digits are hidden from them.
 */
function Counter({ icon, target, suffix = '', label }: CounterProps) {
  const value = useCountUp(target);
  return (
    <div className="sc-static-counter" role="group" aria-label={`${target}${suffix} ${label}`}>
      <span className="sc-static-counter__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="sc-static-counter__value" aria-hidden="true">
        {value}
        {suffix}
      </span>
      <span className="sc-static-counter__label" aria-hidden="true">
        {label}
      </span>
    </div>
  );
}

const VALUES = [
  {
    icon: <SafetyCertificateOutlined />,
    title: 'Önce Güvenlik',
    text: 'Kask kullanımı, pist kuralları ve her sabah yapılan güvenlik brifingi kamplarımızın vazgeçilmezidir. Grupları küçük tutar, çocukları hiçbir an gözetimsiz bırakmayız.',
  },
  {
    icon: <TrophyOutlined />,
    title: 'Sertifikalı Eğitmenler',
    text: 'Derslerimizi kayak ve snowboard eğitmenliği sertifikasına sahip, çocuklarla çalışma deneyimi olan eğitmenlerimiz verir.',
  },
  {
    icon: <TeamOutlined />,
    title: 'Yaşa ve Seviyeye Uygun',
    text: 'İlk gün yapılan seviye belirlemeyle her kampçı yaşına ve becerisine uygun bir gruba katılır; kimse geride kalmaz, kimse sıkılmaz.',
  },
  {
    icon: <HeartOutlined />,
    title: 'Doğa ve Takım Ruhu',
    text: 'Dağda geçen günler; özgüven, sorumluluk ve arkadaşlık kazandırır. Doğaya saygıyı ve birlikte hareket etmeyi kayak kadar önemseriz.',
  },
];

const CAMP_DAY = [
  { title: 'Sabah', description: 'Kahvaltı, ısınma hareketleri ve güvenlik brifingi', icon: <CoffeeOutlined /> },
  { title: 'Ders', description: 'Eğitmen eşliğinde seviye gruplarıyla pist dersi', icon: <FlagOutlined /> },
  { title: 'Öğle', description: 'Öğle yemeği ve dinlenme molası', icon: <RestOutlined /> },
  { title: 'Pratik', description: 'Öğrenilen tekniğin pistte tekrar edilmesi', icon: <RedoOutlined /> },
  { title: 'Akşam', description: 'Gün sonu değerlendirme ve velilere bilgilendirme', icon: <MoonOutlined /> },
].map((step) => ({ ...step, status: 'process' as const }));

/**
 * About page (route /hakkimizda, member spec §2): the club's story since its founding in 2020,
 * a years-of-experience counter that counts up over about 2 seconds, mission and values, and a
 * typical camp day.
 */
export function AboutPage() {
  const years = yearsSince(FOUNDING_YEAR);

  return (
    <InnerPage
      title="Hakkımızda"
      backgroundTitle="HAKKIMIZDA"
      description={`${FOUNDING_YEAR}’den bu yana çocuklar ve gençler için kayak ve snowboard kampları düzenliyoruz.`}
      breadcrumb={[{ title: 'Hakkımızda' }]}
    >
      <div className="sc-static">
        <section className="sc-static-section">
          <Row gutter={[40, 32]} align="middle">
            <Col xs={24} lg={13}>
              <SectionHeading eyebrow="Hikâyemiz" title="Karla büyüyen bir kulüp" />
              <Typography.Paragraph className="sc-static-text">
                Kulübümüz {FOUNDING_YEAR} yılında, çocukların ve gençlerin kış sporlarıyla güvenli, eğlenceli ve nitelikli bir
                ortamda tanışması amacıyla kuruldu. O günden bu yana her sezon kayak ve snowboard kampları düzenliyor,
                kampçılarımızı ilk kayak adımlarından pistte kendinden emin bir kayakçı olmaya kadar her aşamada destekliyoruz.
              </Typography.Paragraph>
              <Typography.Paragraph className="sc-static-text">
                Kamplarımızı Erzurum’un seçkin kayak merkezlerinde, yurt dışında Alpler ve Kafkaslar’da ve yıl boyu açık kapalı
                pistlerde gerçekleştiriyoruz. Tüm derslerimiz sertifikalı eğitmenlerimiz tarafından, yaşa ve seviyeye göre
                oluşturulan küçük gruplarla verilir.
              </Typography.Paragraph>
            </Col>
            <Col xs={24} lg={11}>
              <div className="sc-static-counters">
                <Counter icon={<TrophyOutlined />} target={years} suffix="+" label="Yıllık Deneyim" />
                <Counter icon={<EnvironmentOutlined />} target={DOMESTIC_CENTRES.length} label="Yurt İçi Kamp Merkezi" />
                <Counter icon={<GlobalOutlined />} target={ABROAD_CENTRES.length} label="Yurt Dışı Rota" />
                <Counter icon={<SmileOutlined />} target={2} label="Branş: Kayak ve Snowboard" />
              </div>
            </Col>
          </Row>
        </section>

        <section className="sc-static-section">
          <Row gutter={[24, 24]}>
            <Col xs={24} md={12}>
              <Card className="sc-static-panel sc-static-panel--accent" variant="borderless">
                <span className="sc-static-icon" aria-hidden="true">
                  <CompassOutlined />
                </span>
                <Typography.Title level={3}>Misyonumuz</Typography.Title>
                <Typography.Paragraph className="sc-static-text">
                  Her çocuğun ve gencin kış sporlarını güvenle öğrenebileceği, kendini geliştirirken eğlendiği kamplar
                  düzenlemek; kayağı ve snowboardu ömür boyu sürecek sağlıklı bir alışkanlığa dönüştürmek.
                </Typography.Paragraph>
              </Card>
            </Col>
            <Col xs={24} md={12}>
              <Card className="sc-static-panel sc-static-panel--accent" variant="borderless">
                <span className="sc-static-icon" aria-hidden="true">
                  <GlobalOutlined />
                </span>
                <Typography.Title level={3}>Vizyonumuz</Typography.Title>
                <Typography.Paragraph className="sc-static-text">
                  Yurt içinde ve yurt dışında, güvenliği ve eğitim kalitesiyle velilerin gönül rahatlığıyla tercih ettiği,
                  kış sporlarına yeni nesiller kazandıran öncü bir kulüp olmak.
                </Typography.Paragraph>
              </Card>
            </Col>
          </Row>
        </section>

        <section className="sc-static-section">
          <SectionHeading centered eyebrow="Değerlerimiz" title="Bizi biz yapan ilkeler" />
          <FeatureGrid items={VALUES} perRowLg={4} />
        </section>

        <section className="sc-static-section">
          <Card className="sc-static-panel" variant="borderless">
            <SectionHeading
              centered
              eyebrow="Kamp Günü"
              title="Bir kamp günü nasıl geçer?"
              lead="Program kampın yerine ve hava koşullarına göre değişebilir; ana akış her kampta aynıdır."
            />
            <Steps className="sc-static-steps" labelPlacement="vertical" items={CAMP_DAY} />
          </Card>
        </section>

        <StaticCta
          title="Bu sezon dağda buluşalım"
          text="Aktif kamplarımızı ana sayfada inceleyebilir, kamp merkezlerimiz hakkında ayrıntılı bilgi alabilirsiniz."
          links={[
            { to: '/', label: 'Aktif Kamplar', primary: true },
            { to: '/palandoken', label: 'Kamp Merkezlerimiz' },
            { to: '/urunler', label: 'Ekipman Mağazası' },
          ]}
        />
      </div>
    </InnerPage>
  );
}

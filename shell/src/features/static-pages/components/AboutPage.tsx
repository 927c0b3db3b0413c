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
import type { ReactNode } from 'react';
import { FOUNDING_YEAR, useCountUp, yearsSince } from '../hooks/useCountUp';
import '../static-pages.css';
import { ABROAD_CENTRES } from './abroad';
import { DOMESTIC_CENTRES } from './centres';
import { AccentPanel, FeatureSection, PanelRow, SplitSection, StaticCta, StepsSection, StaticPage } from './StaticBlocks';

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

const STORY = [
  <>
    Kulübümüz {FOUNDING_YEAR} yılında, çocukların ve gençlerin kış sporlarıyla güvenli, eğlenceli ve nitelikli bir ortamda
    tanışması amacıyla kuruldu. O günden bu yana her sezon kayak ve snowboard kampları düzenliyor, kampçılarımızı ilk kayak
    adımlarından pistte kendinden emin bir kayakçı olmaya kadar her aşamada destekliyoruz.
  </>,
  'Kamplarımızı Erzurum’un seçkin kayak merkezlerinde, yurt dışında Alpler ve Kafkaslar’da ve yıl boyu açık kapalı pistlerde gerçekleştiriyoruz. Tüm derslerimiz sertifikalı eğitmenlerimiz tarafından, yaşa ve seviyeye göre oluşturulan küçük gruplarla verilir.',
];

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
];

const MISSION_AND_VISION = [
  {
    icon: <CompassOutlined />,
    title: 'Misyonumuz',
    text: 'Her çocuğun ve gencin kış sporlarını güvenle öğrenebileceği, kendini geliştirirken eğlendiği kamplar düzenlemek; kayağı ve snowboardu ömür boyu sürecek sağlıklı bir alışkanlığa dönüştürmek.',
  },
  {
    icon: <GlobalOutlined />,
    title: 'Vizyonumuz',
    text: 'Yurt içinde ve yurt dışında, güvenliği ve eğitim kalitesiyle velilerin gönül rahatlığıyla tercih ettiği, kış sporlarına yeni nesiller kazandıran öncü bir kulüp olmak.',
  },
];

/**
 * About page (route /hakkimizda, member spec §2): the club's story since its founding in 2020,
 * a years-of-experience counter that counts up over about 2 seconds, mission and values, and a
 * typical camp day.
 */
export function AboutPage() {
  const years = yearsSince(FOUNDING_YEAR);

  return (
    <StaticPage
      title="Hakkımızda"
      backgroundTitle="HAKKIMIZDA"
      description={`${FOUNDING_YEAR}’den bu yana çocuklar ve gençler için kayak ve snowboard kampları düzenliyoruz.`}
      breadcrumb={[{ title: 'Hakkımızda' }]}
    >
      <SplitSection
        gutter={[40, 32]}
        middle
        mainSpan={13}
        eyebrow="Hikâyemiz"
        title="Karla büyüyen bir kulüp"
        paragraphs={STORY}
        aside={
          <div className="sc-static-counters">
            <Counter icon={<TrophyOutlined />} target={years} suffix="+" label="Yıllık Deneyim" />
            <Counter icon={<EnvironmentOutlined />} target={DOMESTIC_CENTRES.length} label="Yurt İçi Kamp Merkezi" />
            <Counter icon={<GlobalOutlined />} target={ABROAD_CENTRES.length} label="Yurt Dışı Rota" />
            <Counter icon={<SmileOutlined />} target={2} label="Branş: Kayak ve Snowboard" />
          </div>
        }
      />

      <PanelRow gap={24} from="md">
        {MISSION_AND_VISION.map((p) => (
          <AccentPanel key={p.title} icon={p.icon} title={p.title}>
            {p.text}
          </AccentPanel>
        ))}
      </PanelRow>

      <FeatureSection eyebrow="Değerlerimiz" title="Bizi biz yapan ilkeler" items={VALUES} perRow={{ sm: 2, lg: 4 }} />

      <StepsSection
        eyebrow="Kamp Günü"
        title="Bir kamp günü nasıl geçer?"
        lead="Program kampın yerine ve hava koşullarına göre değişebilir; ana akış her kampta aynıdır."
        steps={CAMP_DAY}
      />

      <StaticCta
        title="Bu sezon dağda buluşalım"
        text="Aktif kamplarımızı ana sayfada inceleyebilir, kamp merkezlerimiz hakkında ayrıntılı bilgi alabilirsiniz."
        links={[
          { to: '/', label: 'Aktif Kamplar' },
          { to: '/palandoken', label: 'Kamp Merkezlerimiz' },
          { to: '/urunler', label: 'Ekipman Mağazası' },
        ]}
      />
    </StaticPage>
  );
}

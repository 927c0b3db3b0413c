import {
  AimOutlined,
  CalendarOutlined,
  CloudOutlined,
  FieldTimeOutlined,
  RiseOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { Typography } from 'antd';
import '../static-pages.css';
import {
  CAMPS_AND_SHOP_LINKS,
  CheckList,
  FaqSection,
  FeatureSection,
  HeroBand,
  Panel,
  SplitSection,
  StaticCta,
  StepsSection,
  StaticPage,
} from './StaticBlocks';

const WHAT_IS_INDOOR = [
  'Kapalı kayak merkezleri, içinde yapay kar üretilen ve sıcaklığı sürekli düşük tutulan büyük salonlardır. Avrupa’nın pek çok ülkesinde ve Körfez bölgesinde bulunan bu salonlarda; teleski, telesiyej ya da yürüyen bantla çıkılan, farklı eğimlerde pistler ve yeni başlayanlar için ayrı alanlar yer alır.',
  'Kulübümüz, sezon dışında da kampçılarımızın gelişimini sürdürebilmesi için kapalı pistlerde kısa ve yoğun kamplar düzenler. Kampın yapılacağı merkez ve tarihler her kampın duyurusunda belirtilir.',
];

const INDOOR_IN_SHORT = [
  'Yıl boyu açık, hava koşullarından bağımsız',
  'Her gün aynı kalitede hazırlanan kar',
  'Yeni başlayanlar için ayrı, korunaklı alanlar',
  'Sezon öncesi teknik hazırlık için ideal',
];

const REASONS = [
  {
    icon: <CalendarOutlined />,
    title: 'Yıl Boyu Açık',
    text: 'Kapalı pistler yılın her ayı açıktır; kayak yapmak için kışı ya da kar yağışını beklemek gerekmez.',
  },
  {
    icon: <CloudOutlined />,
    title: 'Kontrollü Koşullar',
    text: 'Sabit sıcaklık, düzenli hazırlanan kar ve rüzgârsız ortam sayesinde hava koşulları ders programını bozmaz.',
  },
  {
    icon: <RiseOutlined />,
    title: 'Sezon Öncesi Hazırlık',
    text: 'Sezon açılmadan tekniği tazelemek, dağdaki ilk günleri verimli ve güvenli geçirmenin en iyi yoludur.',
  },
  {
    icon: <AimOutlined />,
    title: 'Tekniğe Odaklanma',
    text: 'Kısa ve tekdüze pistlerde aynı hareket defalarca tekrarlanır; eğitmen her inişi birebir izleyip düzeltir.',
  },
  {
    icon: <SafetyCertificateOutlined />,
    title: 'Yeni Başlayanlara Güvenli',
    text: 'Hafif eğimli, sınırları belli alanlar ilk kez kayacak çocukların korkmadan öğrenmesini sağlar.',
  },
  {
    icon: <FieldTimeOutlined />,
    title: 'Kısa ve Esnek Programlar',
    text: 'Birkaç günlük yoğun programlar, okul tatillerine ve yaz aylarına kolayca sığar.',
  },
];

const HOW_IT_WORKS = [
  { title: 'Seviye Belirleme', description: 'İlk derste eğitmenimiz her kampçının seviyesini belirler.' },
  { title: 'Hedef Koyma', description: 'Kampçıya özel, kamp sonunda ulaşılacak teknik hedefler belirlenir.' },
  { title: 'Yoğun Pratik', description: 'Kısa pistlerde bol tekrarla hedef hareketler çalışılır.' },
  { title: 'Değerlendirme', description: 'Kamp sonunda gelişim velilerle paylaşılır, sezon için öneriler verilir.' },
];

const FAQ = [
  {
    key: 'clothes',
    label: 'Kapalı pistte ne giymeliyim?',
    children: (
      <Typography.Paragraph className="sc-static-text">
        Kapalı kayak salonlarının sıcaklığı genellikle sıfırın biraz altında tutulur. Dağdaki kadar kalın olmasa da su geçirmez
        bir mont ve pantolon, eldiven, kask ve kayak gözlüğü gereklidir. Katmanlı giyinmek, ısındığınızda bir katı
        çıkarabilmenizi sağlar.
      </Typography.Paragraph>
    ),
  },
  {
    key: 'equipment',
    label: 'Kendi ekipmanımı getirmem gerekir mi?',
    children: (
      <Typography.Paragraph className="sc-static-text">
        Kapalı merkezlerin çoğunda ekipman kiralanabilir; ancak ayağa tam oturan kendi kayak botunuz ve kaskınız hem konforu
        hem de öğrenme hızını artırır. Ekipman ihtiyacınız kamp duyurusunda belirtilir.
      </Typography.Paragraph>
    ),
  },
  {
    key: 'age',
    label: 'Kaç yaşından itibaren katılabilir?',
    children: (
      <Typography.Paragraph className="sc-static-text">
        Kapalı pist kamplarımız, kayağa yeni başlayan küçük yaştaki çocuklardan sezon öncesi hazırlık yapan gençlere kadar
        geniş bir yaş aralığına uygundur. Yaş ve seviye koşulları her kampın duyurusunda yer alır.
      </Typography.Paragraph>
    ),
  },
];

/**
 * Indoor centres page (route /kapalikampmerkezleri, member spec §2 and §9: indoor slopes open
 * all year): what indoor slopes are, why to train there, how an indoor camp runs, and a FAQ.
 */
export function IndoorCentresPage() {
  return (
    <StaticPage
      title="Kapalı Kamp Merkezleri"
      backgroundTitle="KAPALI PİST"
      description="Kar yağmasını beklemeden: yıl boyu açık kapalı pistlerde kayak ve snowboard eğitimi."
      breadcrumb={[{ title: 'Kamp Merkezleri' }, { title: 'Kapalı Kamp Merkezleri' }]}
    >
      <HeroBand
        label="Kapalı pistler özet"
        eyebrow={
          <>
            <CalendarOutlined aria-hidden="true" /> 12 ay kayak
          </>
        }
      >
        Kapalı pistler yıl boyu açıktır: sezon dışında da kayak ve snowboard eğitimine devam edebilirsiniz.
      </HeroBand>

      <SplitSection
        gutter={[40, 24]}
        middle
        mainSpan={14}
        eyebrow="Kapalı Pist Nedir?"
        title="Dört mevsim kar"
        paragraphs={WHAT_IS_INDOOR}
        aside={
          <Panel tone="accent" head="Kısaca Kapalı Pist">
            <CheckList items={INDOOR_IN_SHORT} />
          </Panel>
        }
      />

      <FeatureSection eyebrow="Neden Kapalı Pist?" title="Kapalı pistte antrenmanın faydaları" items={REASONS} perRow={{ sm: 2, lg: 3 }} />

      <StepsSection eyebrow="Kamp Akışı" title="Kapalı pist kampı nasıl işler?" steps={HOW_IT_WORKS} />

      <FaqSection eyebrow="Sık Sorulanlar" title="Merak edilenler" items={FAQ} open="clothes" />

      <StaticCta
        title="Sezonu beklemeyin"
        text="Kayıt alan kapalı pist kamplarımız ana sayfadaki aktif kamplar arasında yer alır. Kask, gözlük ve eldiven gibi ekipmanları mağazamızda bulabilirsiniz."
        links={CAMPS_AND_SHOP_LINKS}
      />
    </StaticPage>
  );
}

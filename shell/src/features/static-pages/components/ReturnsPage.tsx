import {
  CheckCircleOutlined,
  FieldTimeOutlined,
  InboxOutlined,
  RollbackOutlined,
  SwapOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Typography } from 'antd';
import '../static-pages.css';
import { CheckList, FaqSection, FeatureSection, Panel, PanelRow, StaticCta, StepsSection, StaticPage } from './StaticBlocks';
import { RouteLink } from '../../routing/components/RouteLink';

/** The buyer's rights in short (member spec §9). */
const RIGHTS = [
  {
    icon: <FieldTimeOutlined />,
    title: '14 Gün Cayma Hakkı',
    text: 'Ürünü teslim aldığınız tarihten itibaren 14 gün içinde, herhangi bir gerekçe göstermeden cayma hakkınızı kullanabilirsiniz.',
  },
  {
    icon: <WalletOutlined />,
    title: '14 Gün İçinde Para İadesi',
    text: 'Ödemeniz, cayma bildiriminizin bize ulaştığı tarihten itibaren 14 gün içinde ödemede kullandığınız karta iade edilir.',
  },
  {
    icon: <SwapOutlined />,
    title: 'Kolay Değişim',
    text: 'Beden veya renk değişimi talepleri de 14 gün içinde iletilir ve stok durumuna göre karşılanır.',
  },
];

const APPLY_STEPS = [
  {
    title: 'Siparişinizi Bulun',
    icon: <InboxOutlined />,
    description: (
      <>
        <RouteLink to="/siparislerim">Siparişlerim</RouteLink> sayfasından iade etmek istediğiniz siparişi açın ve sipariş numarasını
        not edin.
      </>
    ),
  },
  {
    title: 'Bildirimde Bulunun',
    icon: <FieldTimeOutlined />,
    description:
      'Teslimattan itibaren 14 gün içinde, sipariş numaranız ve iade etmek istediğiniz ürünlerle birlikte sayfanın altındaki iletişim kanallarından bize cayma bildiriminizi iletin.',
  },
  {
    title: 'Ürünü Gönderin',
    icon: <RollbackOutlined />,
    description: 'Ürünü orijinal ambalajında, faturasıyla birlikte ve size bildirilen kargo bilgileriyle gönderin.',
  },
  {
    title: 'İadeniz Yapılsın',
    icon: <CheckCircleOutlined />,
    description: 'Ürün incelendikten sonra ödemeniz, cayma bildiriminizin bize ulaştığı tarihten itibaren 14 gün içinde kartınıza iade edilir.',
  },
];

const FAQ = [
  {
    key: 'cancel',
    label: 'Kargoya verilmeden siparişimi iptal edebilir miyim?',
    children: (
      <Typography.Paragraph className="sc-static-text">
        Evet. Siparişiniz Beklemede ya da Onaylandı durumundayken <RouteLink to="/siparislerim">Siparişlerim</RouteLink> sayfasından iptal
        edebilir veya düzenleyebilirsiniz. Hazırlanmaya başlayan siparişlerde iade süreci uygulanır.
      </Typography.Paragraph>
    ),
  },
  {
    key: 'refund-time',
    label: 'Para iadem ne zaman hesabıma geçer?',
    children: (
      <Typography.Paragraph className="sc-static-text">
        İade tutarı, cayma bildiriminizin bize ulaştığı tarihten itibaren 14 gün içinde ödemede kullandığınız karta iade edilir.
        Tutarın kart ekstrenize yansıma süresi bankanıza göre değişebilir.
      </Typography.Paragraph>
    ),
  },
  {
    key: 'exchange',
    label: 'Beden veya renk değişimi nasıl yapılır?',
    children: (
      <Typography.Paragraph className="sc-static-text">
        Değişim talepleri iade ile aynı yolla, 14 gün içinde iletilir. İstediğiniz beden veya renk stokta varsa ürününüz
        değiştirilerek gönderilir; stokta yoksa ödemeniz iade edilir. Doğru bedeni seçmek için{' '}
        <RouteLink to="/alisveris-rehberi">Alışveriş Rehberi</RouteLink>’ndeki beden ipuçlarına göz atabilirsiniz.
      </Typography.Paragraph>
    ),
  },
  {
    key: 'damaged',
    label: 'Ürün hasarlı ya da hatalı geldiyse ne yapmalıyım?',
    children: (
      <Typography.Paragraph className="sc-static-text">
        Paket teslimatta hasarlıysa kargo görevlisine tutanak tutturmanızı öneririz. Hatalı ya da eksik gelen ürünleri fotoğraflarıyla
        birlikte bize bildirin; değişim veya iade sizin için ücretsiz yapılır.
      </Typography.Paragraph>
    ),
  },
  {
    key: 'camps',
    label: 'Kamp ücretleri bu politikaya dahil mi?',
    children: (
      <Typography.Paragraph className="sc-static-text">
        Hayır. Bu sayfa mağazadan satın alınan ürünleri kapsar. Kamp ücretlerinin iadesi, ilgili kampın duyurusunda belirtilen
        koşullara tabidir.
      </Typography.Paragraph>
    ),
  },
];

/**
 * Returns and exchange policy (route /iade-degisim, member spec §2; §9: 14-day withdrawal,
 * refund within 14 days of the notice): summary cards, conditions, how to apply and a FAQ.
 */
export function ReturnsPage() {
  return (
    <StaticPage
      title="İade ve Değişim"
      backgroundTitle="İADE"
      description="Memnun kalmadığınız ürünü 14 gün içinde iade edebilir ya da değiştirebilirsiniz."
      breadcrumb={[{ title: 'Mağaza', to: '/urunler' }, { title: 'İade ve Değişim' }]}
    >
      <FeatureSection items={RIGHTS} perRow={{ md: 3 }} />

      <PanelRow gap={24} from="lg">
        <Panel eyebrow="Koşullar" title="İade edilebilen ürünler">
          <CheckList
            items={[
              'Kullanılmamış, denenirken zarar görmemiş ürünler',
              'Etiketleri sökülmemiş, orijinal ambalajında ve tüm aksesuarlarıyla gönderilen ürünler',
              'Faturasıyla birlikte gönderilen ürünler',
              '14 günlük süre içinde cayma bildirimi yapılmış siparişler',
            ]}
          />
        </Panel>
        <Panel tone="warn" eyebrow="İstisnalar" title="İade alınamayan ürünler">
          <CheckList
            warn
            items={[
              'Ambalajı açılmış, sağlık ve hijyen açısından iadesi uygun olmayan ürünler (ör. içlik, çorap, boyunluk)',
              'Kullanılmış, yıkanmış ya da üzerinde değişiklik yapılmış ürünler',
              'Kişiye özel olarak hazırlanan veya ayarlanan ürünler',
            ]}
          />
        </Panel>
      </PanelRow>

      <StepsSection
        vertical
        eyebrow="Başvuru"
        title="İade veya değişim için ne yapmalıyım?"
        lead={
          <>
            <RollbackOutlined aria-hidden="true" /> Dört adımda iade: bildirim, gönderim, inceleme ve ödeme iadesi.
          </>
        }
        steps={APPLY_STEPS}
      />

      <FaqSection eyebrow="Sık Sorulanlar" title="İade ve değişim hakkında" items={FAQ} open="refund-time" />

      <StaticCta
        title="Siparişlerinizi yönetin"
        text="Sipariş durumunu görmek, iptal etmek veya iade için sipariş numaranıza ulaşmak üzere Siparişlerim sayfasını kullanın."
        links={[{ to: '/siparislerim', label: 'Siparişlerim' }, { to: '/urunler', label: 'Alışverişe Devam Et' }]}
      />
    </StaticPage>
  );
}

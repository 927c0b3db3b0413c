import {
  CarOutlined,
  CreditCardOutlined,
  FileSearchOutlined,
  GiftOutlined,
  LockOutlined,
  ShoppingCartOutlined,
  SkinOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Typography } from 'antd';
import '../static-pages.css';
import { CheckList, FaqSection, FeatureSection, Panel, PanelRow, StaticCta, StepsSection, StaticPage } from './StaticBlocks';
import { RouteLink } from '../../routing/components/RouteLink';

const ORDER_STEPS = [
  {
    title: 'Ürünleri İnceleyin',
    icon: <FileSearchOutlined />,
    description: (
      <>
        <RouteLink to="/urunler">Ürünler</RouteLink> sayfasında arama kutusunu ve kategori filtresini kullanarak aradığınız ürünü bulun.
      </>
    ),
  },
  {
    title: 'Giriş Yapın',
    icon: <UserOutlined />,
    description: (
      <>
        Seçenekleri görmek ve sepete eklemek için <RouteLink to="/giris">giriş yapın</RouteLink> ya da ücretsiz{' '}
        <RouteLink to="/kayit">üye olun</RouteLink>.
      </>
    ),
  },
  {
    title: 'Seçeneği Belirleyin',
    icon: <SkinOutlined />,
    description: 'Ürün sayfasında beden, renk gibi seçenekleri ve adedi seçip “Sepete Ekle” düğmesine basın.',
  },
  {
    title: 'Sepeti Kontrol Edin',
    icon: <ShoppingCartOutlined />,
    description: (
      <>
        <RouteLink to="/sepet">Sepetim</RouteLink> sayfasında adetleri güncelleyin, ürün çıkarın ve ödeme adımına geçin.
      </>
    ),
  },
  {
    title: 'Ödemeyi Tamamlayın',
    icon: <CreditCardOutlined />,
    description: 'Fatura bilgilerinizi ve kart bilgilerinizi girin; bankanızın 3D Secure doğrulamasıyla ödemeyi onaylayın.',
  },
  {
    title: 'Siparişinizi Takip Edin',
    icon: <CarOutlined />,
    description: (
      <>
        Siparişinizin durumunu <RouteLink to="/siparislerim">Siparişlerim</RouteLink> sayfasından izleyin.
      </>
    ),
  },
];

/** Shipping, cart and payment in short (member spec §9). */
const SHOP_FACTS = [
  { icon: <CarOutlined />, title: 'Kargo', text: 'Siparişler genellikle 1-3 iş günü içinde kargoya verilir.' },
  {
    icon: <GiftOutlined />,
    title: 'Ücretsiz Gönderim',
    text: 'Kargo ücreti alınmaz; sepet ve ödeme özetinde kargo ücretsiz olarak gösterilir.',
  },
  {
    icon: <ShoppingCartOutlined />,
    title: 'Sepet ve Stok',
    text: 'Sepetteki ürünler ödeme tamamlanana kadar sizin için ayrılmaz; stok durumu ödeme anında kesinleşir.',
  },
  {
    icon: <LockOutlined />,
    title: 'Güvenli Ödeme',
    text: 'Kredi ve banka kartıyla ödeme yapılır. Kart bilgileriniz bankanın 3D Secure sayfasında doğrulanır.',
  },
];

const SIZE_GUIDE = [
  {
    key: 'boots',
    label: 'Kayak ve snowboard botu',
    children: (
      <CheckList
        items={[
          'Bot numarası (mondo point) ayak uzunluğunun santimetre cinsinden değeridir: topuğu duvara dayayıp en uzun parmağa kadar ölçün.',
          'Ölçümü gün sonunda, kayak çorabı giyerek yapın; ayak gün içinde bir miktar şişer.',
          'Bot sıkıca oturmalı, topuk kalkmamalı; parmaklar ön tarafa hafifçe değebilir.',
          'Çocuklar için “nasılsa büyür” diye büyük bot almayın: bol bot kontrolü zorlaştırır ve sakatlık riskini artırır.',
        ]}
      />
    ),
  },
  {
    key: 'helmet',
    label: 'Kask',
    children: (
      <CheckList
        items={[
          'Baş çevresini kaşların yaklaşık bir parmak üstünden, mezurayla ölçün ve bedeni buna göre seçin.',
          'Kask başınızı salladığınızda oynamamalı, ancak baskı da yapmamalıdır.',
          'Kayak gözlüğünüzle birlikte deneyin: gözlük ile kask arasında boşluk kalmamalıdır.',
        ]}
      />
    ),
  },
  {
    key: 'skis',
    label: 'Kayak ve snowboard boyu',
    children: (
      <CheckList
        items={[
          'Yeni başlayanlar için kayak boyu genellikle çene hizasına, ileri seviyede baş hizasına yakın seçilir.',
          'Snowboard dikey tutulduğunda çoğunlukla çene ile burun arasına gelmelidir; bot numarası büyükse geniş model tercih edin.',
          'Kilo ve kayma stili de boyu etkiler; kararsız kalırsanız bir kısa boyu tercih etmek öğrenmeyi kolaylaştırır.',
        ]}
      />
    ),
  },
  {
    key: 'clothes',
    label: 'Mont, pantolon ve eldiven',
    children: (
      <CheckList
        items={[
          'Katmanlı giyinmeyi düşünerek içine polar ya da içlik sığacak bir beden seçin.',
          'Kollar uzandığında bilekleri, pantolon paçaları botu örtmelidir.',
          'Eldiven parmak uçlarında yaklaşık yarım santimetre boşluk bırakmalı; sıkı eldiven eli üşütür.',
        ]}
      />
    ),
  },
];

/**
 * Shopping guide (route /alisveris-rehberi, member spec §2; §9: shipping typically within 1-3
 * business days, cart items not reserved until payment): how to order step by step, payment
 * security, shipping, order tracking and a size guide.
 */
export function ShoppingGuidePage() {
  return (
    <StaticPage
      title="Alışveriş Rehberi"
      backgroundTitle="REHBER"
      description="Sipariş vermekten kargo takibine, beden seçiminden güvenli ödemeye kadar bilmeniz gereken her şey."
      breadcrumb={[{ title: 'Mağaza', to: '/urunler' }, { title: 'Alışveriş Rehberi' }]}
    >
      <StepsSection vertical eyebrow="Adım Adım" title="Nasıl sipariş verilir?" steps={ORDER_STEPS} />

      <FeatureSection items={SHOP_FACTS} perRow={{ sm: 2, lg: 4 }} />

      <PanelRow gap={32} from="lg">
        <Panel eyebrow="Ödeme" title="Kartla güvenli ödeme">
          <CheckList
            items={[
              'Ödeme yöntemi olarak kredi ve banka kartı kabul edilir.',
              'Ödeme sayfasında fatura adresinizi ve kart bilgilerinizi girip iki onay kutusunu işaretleyin.',
              'Ödemeyi tamamladığınızda bankanızın 3D Secure sayfasına yönlendirilir, işlemi genellikle telefonunuza gelen tek kullanımlık kodla onaylarsınız.',
              'İşlem sonucu ekranında siparişinizin ödendiğini görür, Siparişlerim sayfasına geçebilirsiniz.',
              'Ödeme başarısız olursa kart bilgilerinizi ve limitinizi kontrol edip tekrar deneyebilir, gerekirse bankanızla görüşebilirsiniz.',
            ]}
          />
        </Panel>
        <Panel eyebrow="Sipariş Takibi" title="Siparişiniz nerede?">
          <Typography.Paragraph className="sc-static-text">
            <RouteLink to="/siparislerim">Siparişlerim</RouteLink> sayfasında her siparişin durumu görünür: Beklemede, Onaylandı,
            Hazırlanıyor, Kargoda ve Teslim Edildi.
          </Typography.Paragraph>
          <Typography.Paragraph className="sc-static-text">
            Siparişiniz Beklemede ya da Onaylandı durumundayken iptal edebilir veya düzenleyebilirsiniz. Hazırlanmaya başlayan
            siparişler için <RouteLink to="/iade-degisim">İade ve Değişim</RouteLink> koşulları geçerlidir.
          </Typography.Paragraph>
        </Panel>
      </PanelRow>

      <FaqSection
        eyebrow="Beden Rehberi"
        title="Doğru bedeni seçmek için ipuçları"
        lead="Doğru beden hem konfor hem güvenlik demektir. Ölçü alırken aşağıdaki ipuçlarından yararlanın."
        items={SIZE_GUIDE}
        open="boots"
      />

      <StaticCta
        title="Alışverişe başlayın"
        text="Kayak ve snowboard ekipmanından kış giyimine kadar tüm ürünlerimizi inceleyin."
        links={[{ to: '/urunler', label: 'Ürünlere Göz At' }, { to: '/iade-degisim', label: 'İade ve Değişim' }]}
      />
    </StaticPage>
  );
}

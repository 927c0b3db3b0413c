import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  FieldTimeOutlined,
  InboxOutlined,
  RollbackOutlined,
  SwapOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { InnerPage } from '@skiclub/shared/ui';
import { Card, Col, Collapse, Row, Steps, Typography } from 'antd';
import { Link } from 'react-router-dom';
import '../static-pages.css';
import { CheckList, FeatureCard, SectionHeading, StaticCta } from './StaticBlocks';

const APPLY_STEPS = [
  {
    title: 'Siparişinizi Bulun',
    icon: <InboxOutlined />,
    description: (
      <>
        <Link to="/siparislerim">Siparişlerim</Link> sayfasından iade etmek istediğiniz siparişi açın ve sipariş numarasını
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
].map((step) => ({ ...step, status: 'process' as const }));

const FAQ = [
  {
    key: 'cancel',
    label: 'Kargoya verilmeden siparişimi iptal edebilir miyim?',
    children: (
      <Typography.Paragraph className="sc-static-text">
        Evet. Siparişiniz Beklemede ya da Onaylandı durumundayken <Link to="/siparislerim">Siparişlerim</Link> sayfasından iptal
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
        <Link to="/alisveris-rehberi">Alışveriş Rehberi</Link>’ndeki beden ipuçlarına göz atabilirsiniz.
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
    <InnerPage
      title="İade ve Değişim"
      backgroundTitle="İADE"
      description="Memnun kalmadığınız ürünü 14 gün içinde iade edebilir ya da değiştirebilirsiniz."
      breadcrumb={[{ title: 'Mağaza', to: '/urunler' }, { title: 'İade ve Değişim' }]}
    >
      <div className="sc-static">
        <section className="sc-static-section">
          <Row gutter={[24, 24]}>
            <Col xs={24} md={8}>
              <FeatureCard icon={<FieldTimeOutlined />} title="14 Gün Cayma Hakkı">
                Ürünü teslim aldığınız tarihten itibaren 14 gün içinde, herhangi bir gerekçe göstermeden cayma hakkınızı
                kullanabilirsiniz.
              </FeatureCard>
            </Col>
            <Col xs={24} md={8}>
              <FeatureCard icon={<WalletOutlined />} title="14 Gün İçinde Para İadesi">
                Ödemeniz, cayma bildiriminizin bize ulaştığı tarihten itibaren 14 gün içinde ödemede kullandığınız karta iade
                edilir.
              </FeatureCard>
            </Col>
            <Col xs={24} md={8}>
              <FeatureCard icon={<SwapOutlined />} title="Kolay Değişim">
                Beden veya renk değişimi talepleri de 14 gün içinde iletilir ve stok durumuna göre karşılanır.
              </FeatureCard>
            </Col>
          </Row>
        </section>

        <section className="sc-static-section">
          <Row gutter={[24, 24]}>
            <Col xs={24} lg={12}>
              <Card className="sc-static-panel" variant="borderless">
                <SectionHeading eyebrow="Koşullar" title="İade edilebilen ürünler" />
                <CheckList
                  items={[
                    'Kullanılmamış, denenirken zarar görmemiş ürünler',
                    'Etiketleri sökülmemiş, orijinal ambalajında ve tüm aksesuarlarıyla gönderilen ürünler',
                    'Faturasıyla birlikte gönderilen ürünler',
                    '14 günlük süre içinde cayma bildirimi yapılmış siparişler',
                  ]}
                />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card className="sc-static-panel sc-static-panel--warn" variant="borderless">
                <SectionHeading eyebrow="İstisnalar" title="İade alınamayan ürünler" />
                <ul className="sc-static-checklist sc-static-checklist--warn">
                  {[
                    'Ambalajı açılmış, sağlık ve hijyen açısından iadesi uygun olmayan ürünler (ör. içlik, çorap, boyunluk)',
                    'Kullanılmış, yıkanmış ya da üzerinde değişiklik yapılmış ürünler',
                    'Kişiye özel olarak hazırlanan veya ayarlanan ürünler',
                  ].map((t) => (
                    <li key={t}>
                      <CloseCircleOutlined className="sc-static-checklist__icon" aria-hidden="true" />
                      <span>{t}</span>
                    </li>
                  ))}
                </ul>
              </Card>
            </Col>
          </Row>
        </section>

        <section className="sc-static-section">
          <Card className="sc-static-panel" variant="borderless">
            <SectionHeading
              centered
              eyebrow="Başvuru"
              title="İade veya değişim için ne yapmalıyım?"
              lead={
                <>
                  <RollbackOutlined aria-hidden="true" /> Dört adımda iade: bildirim, gönderim, inceleme ve ödeme iadesi.
                </>
              }
            />
            <Steps className="sc-static-steps" direction="vertical" items={APPLY_STEPS} />
          </Card>
        </section>

        <section className="sc-static-section">
          <SectionHeading eyebrow="Sık Sorulanlar" title="İade ve değişim hakkında" />
          <Collapse className="sc-static-collapse" items={FAQ} defaultActiveKey={['refund-time']} />
        </section>

        <StaticCta
          title="Siparişlerinizi yönetin"
          text="Sipariş durumunu görmek, iptal etmek veya iade için sipariş numaranıza ulaşmak üzere Siparişlerim sayfasını kullanın."
          links={[
            { to: '/siparislerim', label: 'Siparişlerim', primary: true },
            { to: '/urunler', label: 'Alışverişe Devam Et' },
          ]}
        />
      </div>
    </InnerPage>
  );
}

import { DollarOutlined, GlobalOutlined, IdcardOutlined, SafetyCertificateOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Col, Row, Tag, Typography } from 'antd';
import '../static-pages.css';
import { ABROAD_CENTRES } from './abroad';
import { CAMPS_AND_SHOP_LINKS, FeatureSection, StaticCta, StaticSection, StaticPage } from './StaticBlocks';

const ABROAD_NOTES = [
  {
    icon: <TeamOutlined />,
    title: 'Eğitmenimiz Yanınızda',
    text: 'Yurt dışı kamplarımızda da dersleri kendi sertifikalı eğitmenlerimiz verir; kampçılarımız tanıdık yüzlerle, Türkçe eğitim alır.',
  },
  {
    icon: <SafetyCertificateOutlined />,
    title: 'Planlı Organizasyon',
    text: 'Ulaşım, konaklama ve pist programı kamp öncesinde planlanır; velilere kamp boyunca düzenli bilgi verilir.',
  },
  {
    icon: <DollarOutlined />,
    title: 'Ücret ve Para Birimi',
    text: 'Yurt dışı kamp ücretleri kampın duyurusunda TL, euro veya USD olarak belirtilir.',
  },
  {
    icon: <IdcardOutlined />,
    title: 'Seyahat Belgeleri',
    text: 'Pasaport ve gerekiyorsa vize gibi seyahat belgelerinin kayıttan önce kontrol edilmesini öneririz.',
  },
];

/**
 * Abroad centres page (route /yurtdisi, member spec §2): the club's abroad destinations as
 * cards, what abroad camps include, and links to the active camps and the shop.
 */
export function AbroadPage() {
  return (
    <StaticPage
      title="Yurt Dışı Kamp Merkezleri"
      backgroundTitle="YURT DIŞI"
      description="Alpler’den Kafkaslar’a: dünyanın seçkin kayak merkezlerinde kayak ve snowboard kampları."
      breadcrumb={[{ title: 'Kamp Merkezleri' }, { title: 'Yurt Dışı' }]}
    >
      <StaticSection
        centered
        eyebrow="Rotalarımız"
        title="Yurt dışında kamp yaptığımız merkezler"
        lead="Farklı kar, farklı dağlar ve farklı kayak kültürleri: yurt dışı kamplarımız, kampçılarımızın ufkunu pist kadar genişletir."
      >
        <Row gutter={[24, 24]}>
          {ABROAD_CENTRES.map((c) => (
            <Col key={c.key} xs={24} md={12} lg={8}>
              <Card
                className="sc-static-destination"
                variant="borderless"
                cover={
                  <div className={`sc-static-destination__cover sc-static-destination__cover--${c.tone}`}>
                    <span className="sc-static-destination__country">
                      <GlobalOutlined aria-hidden="true" /> {c.country}
                    </span>
                    <span className="sc-static-destination__peaks" aria-hidden="true" />
                  </div>
                }
              >
                <Typography.Title level={3} className="sc-static-destination__title">
                  {c.country} – {c.name}
                </Typography.Title>
                <Typography.Paragraph className="sc-static-text">{c.description}</Typography.Paragraph>
                <div className="sc-static-tags">
                  {c.tags.map((t) => (
                    <Tag key={t} color="blue" bordered={false}>
                      {t}
                    </Tag>
                  ))}
                </div>
              </Card>
            </Col>
          ))}
        </Row>
      </StaticSection>

      <FeatureSection eyebrow="Bilmeniz Gerekenler" title="Yurt dışı kamplarımız hakkında" items={ABROAD_NOTES} perRow={{ sm: 2, lg: 4 }} />

      <StaticCta
        title="Sıradaki rota neresi?"
        text="Kayıt alan yurt dışı kamplarımızı ana sayfadaki aktif kamplar arasında bulabilirsiniz. Yolculuk öncesi ekipmanınızı mağazamızdan tamamlayın."
        links={CAMPS_AND_SHOP_LINKS}
      />
    </StaticPage>
  );
}

import { CalendarOutlined, CreditCardOutlined, EnvironmentOutlined, HomeOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Card, Tag } from 'antd';
import { formatDate, turkishUpper } from '@skiclub/shared/format';
import type { CampRegistration } from '@skiclub/shared/schemas';
import { participantCount, paymentStatus, registrationAmounts } from '../api/registrations';
import { CampImage } from '../../camp-media/components/CampImage';

/**
 * One camp registration of the member (member spec §2, §3): picture, camp name, dates
 * (dd.mm.yyyy), hotel and city, accommodation type, participants (adults, children 0-6 and 6-11),
 * the fees to pay (TL, euro, USD, non-zero ones), the payment state tag and, while unpaid, the
 * pay button (member spec §2: paying opens the card form).
 */
export function RegistrationCard({ registration: r, onPay }: { registration: CampRegistration; onPay?: (registration: CampRegistration) => void }) {
  const status = paymentStatus(r);
  return (
    <Card className="camp-reg" variant="outlined">
      <div className="camp-reg__layout">
        <CampImage className="camp-reg__image" src={r.gorselUrl} alt={r.kampAdi} />
        <div className="camp-reg__body">
          <div className="camp-reg__head">
            <h3 className="camp-reg__title">{r.kampAdi}</h3>
            <Tag color={status.color} className="camp-reg__status">
              {status.text}
            </Tag>
          </div>
          <ul className="camp-reg__meta">
            <li>
              <CalendarOutlined /> {formatDate(r.baslangicTarihi)} - {formatDate(r.bitisTarihi)}
            </li>
            <li>
              <EnvironmentOutlined /> {r.otelAdi}, {r.sehirAdi}
            </li>
            {r.konaklamaTipiAdi && (
              <li>
                <HomeOutlined /> {r.konaklamaTipiAdi}
              </li>
            )}
            <li>
              <TeamOutlined /> {participantCount(r)} katılımcı
            </li>
          </ul>

          <div className="camp-reg__people">
            <PeopleGroup title="Yetişkinler" people={r.yetiskinler.map((p) => ({ adSoyad: p.adSoyad, detail: p.gsm }))} />
            <PeopleGroup
              title="Çocuklar (0-6 yaş)"
              people={r.cocuklar06.map((c) => ({ adSoyad: c.adSoyad, detail: [formatDate(c.dogumTarihi), c.cinsiyetAdi].filter(Boolean).join(' · ') }))}
            />
            <PeopleGroup
              title="Çocuklar (6-11 yaş)"
              people={r.cocuklar611.map((c) => ({
                adSoyad: c.adSoyad,
                detail: [formatDate(c.dogumTarihi), [c.okulAdi, c.sinifSube].filter(Boolean).join(' ')].filter(Boolean).join(' · '),
              }))}
            />
          </div>

          {(r.ucusKodu || r.ekipKodu || r.aciklama) && (
            <dl className="camp-reg__extra">
              {r.ucusKodu && (
                <>
                  <dt>Uçuş Kodu</dt>
                  <dd>{r.ucusKodu}</dd>
                </>
              )}
              {r.ekipKodu && (
                <>
                  <dt>Ekip Kodu</dt>
                  <dd>{r.ekipKodu}</dd>
                </>
              )}
              {r.aciklama && (
                <>
                  <dt>Açıklama</dt>
                  <dd>{r.aciklama}</dd>
                </>
              )}
            </dl>
          )}

          <div className="camp-reg__amounts">
            <span className="camp-reg__amounts-label">Ödenecek Tutar</span>
            <span className="camp-reg__amounts-values">
              {registrationAmounts(r).map((a) => (
                <strong key={a.currency}>{a.text}</strong>
              ))}
            </span>
            {!status.paid && onPay && (
              <Button type="primary" icon={<CreditCardOutlined />} className="camp-reg__pay" onClick={() => onPay(r)} aria-label={`${r.kampAdi} için ödeme yap`}>
                Ödeme Yap
              </Button>
            )}
          </div>
        </div>
      </div>
    </Card>
  );
}

/** One participant group of a registration: a heading and each name with its detail line; nothing when empty. */
function PeopleGroup({ title, people }: { title: string; people: { adSoyad: string; detail?: string | null }[] }) {
  if (people.length === 0) return null;
  return (
    <section>
      <h4>{turkishUpper(title)}</h4>
      <ul>
        {people.map((p, i) => (
          <li key={i}>
            {p.adSoyad}
            {p.detail && <span className="camp-reg__sub"> · {p.detail}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

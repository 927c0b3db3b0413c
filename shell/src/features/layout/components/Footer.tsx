import { FacebookFilled, InstagramFilled, PhoneFilled, WhatsAppOutlined, YoutubeFilled, MailFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@skiclub/shared/schemas';
import { useSiteSettings } from '../api/siteSettings';
import { useHasRoute } from '../../routing/routeTable';

/** Club contact details shown in the footer (member spec §2). */
export const CONTACT = {
  phone: '+90 442 555 20 20',
  phoneHref: 'tel:+904425552020',
  whatsapp: 'https://wa.me/904425552020',
  email: 'bilgi@kayakkulubu.org.tr',
};

/** Shop links of the footer; one whose page does not exist yet is left out. */
const SHOP_LINKS = [
  { to: '/urunler', label: 'Ürünler' },
  { to: '/alisveris-rehberi', label: 'Alışveriş Rehberi' },
  { to: '/iade-degisim', label: 'İade ve Değişim' },
];

/** Name and icon of each social network link. */
const SOCIAL_LINKS: Record<SocialNetwork, { label: string; icon: ReactNode }> = {
  instagram: { label: 'Instagram', icon: <InstagramFilled /> },
  facebook: { label: 'Facebook', icon: <FacebookFilled /> },
  youtube: { label: 'YouTube', icon: <YoutubeFilled /> },
};

/**
 * Footer (member spec §2): contact phone, messaging and social links, about blurb. The social
 * links go to the club's own pages from the site settings (GET /api/site/ayarlar); a network
 * that is not set is left out, and the section too when none is.
 */
export function Footer() {
  const year = new Date().getFullYear();
  const hasRoute = useHasRoute();
  const settings = useSiteSettings();
  const social = SOCIAL_NETWORKS.flatMap((network) => {
    const href = settings?.sosyalMedya[network];
    return href ? [{ network, href, ...SOCIAL_LINKS[network] }] : [];
  });
  return (
    <footer className="sc-footer">
      <div className="sc-footer__inner">
        <section>
          <h3>Kayak Kulübü</h3>
          <p>
            2020'den beri çocuklar ve gençler için güvenli, eğlenceli ve öğretici kayak ve snowboard kampları düzenliyoruz.
            Sertifikalı eğitmenlerimizle Palandöken'den Alplere kadar karla buluşuyoruz.
          </p>
          <Link to="/hakkimizda">Hakkımızda daha fazlası →</Link>
        </section>
        <section>
          <h3>İletişim</h3>
          <ul>
            <li>
              <PhoneFilled /> <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
            </li>
            <li>
              <WhatsAppOutlined />{' '}
              <a href={CONTACT.whatsapp} target="_blank" rel="noreferrer">
                WhatsApp ile yazın
              </a>
            </li>
            <li>
              <MailFilled /> <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            </li>
          </ul>
        </section>
        <section>
          <h3>Mağaza</h3>
          <ul>
            {SHOP_LINKS.filter((l) => hasRoute(l.to)).map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        {social.length > 0 && (
          <section>
            <h3>Bizi Takip Edin</h3>
            <div className="sc-footer__social">
              {social.map((l) => (
                <a key={l.network} href={l.href} target="_blank" rel="noreferrer" aria-label={l.label}>
                  {l.icon}
                </a>
              ))}
            </div>
          </section>
        )}
      </div>
      <div className="sc-footer__bottom">© {year} Kayak Kulübü · Tüm hakları saklıdır.</div>
    </footer>
  );
}

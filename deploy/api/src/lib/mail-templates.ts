/**
 * Turkish mail templates: e-mail confirmation, password reset and password
 * changed, each as HTML and plain text, and the order confirmation. Links point at the
 * site (`publicUrl`, PUBLIC_URL): the member-site screens /hesap/email-onayla and /sifre-sifirlama
 * read `userId` and `token`; the order mail links to /siparis/<siparisNo>.
 */
import type { MailMessage } from './mail';

/** E-mail confirmation link lifetime (48 h) and password reset link lifetime (1 h), in ms. */
export const EMAIL_CONFIRM_TTL_MS = 48 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** Subjects of the three mails. */
export const MAIL_SUBJECTS = {
  emailConfirm: 'Kayak Kulübü: e-posta adresinizi onaylayın',
  passwordReset: 'Kayak Kulübü: şifre sıfırlama',
  passwordChanged: 'Kayak Kulübü: şifreniz değiştirildi',
} as const;

/** The addressee of a mail. */
export interface MailUser {
  id: string;
  ad: string;
  email: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** `publicUrl` + path with `userId` and `token` in the query. */
export function tokenLink(publicUrl: string, path: string, userId: string, token: string): string {
  const url = new URL(path, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`);
  url.searchParams.set('userId', userId);
  url.searchParams.set('token', token);
  return url.toString();
}

function layout(title: string, paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('');
  const button = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link.href)}" style="background:#0b5ed7;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(link.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">Düğme çalışmazsa bu adresi tarayıcınıza yapıştırın:<br><a href="${escapeHtml(link.href)}">${escapeHtml(link.href)}</a></p>`
    : '';
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${button}<p style="margin-top:32px;font-size:12px;color:#777">Kayak Kulübü</p></body></html>`;
}

/** Mail with the confirmation link (/hesap/email-onayla?userId&token), valid 48 hours. */
export function emailConfirmMail(publicUrl: string, user: MailUser, token: string): MailMessage {
  const link = tokenLink(publicUrl, 'hesap/email-onayla', user.id, token);
  const hello = `Merhaba ${user.ad},`;
  const text = `${hello}\n\nKayak Kulübü hesabınızı oluşturduğunuz için teşekkür ederiz. E-posta adresinizi onaylamak için aşağıdaki bağlantıyı açın:\n\n${link}\n\nBağlantı 48 saat geçerlidir ve bir kez kullanılabilir. Bu hesabı siz oluşturmadıysanız bu e-postayı dikkate almayın.\n\nKayak Kulübü`;
  const html = layout(
    'E-posta adresinizi onaylayın',
    [escapeHtml(hello), 'Kayak Kulübü hesabınızı oluşturduğunuz için teşekkür ederiz. E-posta adresinizi onaylamak için aşağıdaki düğmeye tıklayın.', 'Bağlantı 48 saat geçerlidir ve bir kez kullanılabilir. Bu hesabı siz oluşturmadıysanız bu e-postayı dikkate almayın.'],
    { href: link, label: 'E-postamı onayla' },
  );
  return { to: user.email, subject: MAIL_SUBJECTS.emailConfirm, text, html };
}

/** Mail with the reset link (/sifre-sifirlama?userId&token), valid 1 hour. */
export function passwordResetMail(publicUrl: string, user: MailUser, token: string): MailMessage {
  const link = tokenLink(publicUrl, 'sifre-sifirlama', user.id, token);
  const hello = `Merhaba ${user.ad},`;
  const text = `${hello}\n\nHesabınız için şifre sıfırlama isteği aldık. Yeni şifrenizi belirlemek için aşağıdaki bağlantıyı açın:\n\n${link}\n\nBağlantı 1 saat geçerlidir ve bir kez kullanılabilir. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.\n\nKayak Kulübü`;
  const html = layout(
    'Şifre sıfırlama',
    [escapeHtml(hello), 'Hesabınız için şifre sıfırlama isteği aldık. Yeni şifrenizi belirlemek için aşağıdaki düğmeye tıklayın.', 'Bağlantı 1 saat geçerlidir ve bir kez kullanılabilir. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.'],
    { href: link, label: 'Yeni şifre belirle' },
  );
  return { to: user.email, subject: MAIL_SUBJECTS.passwordReset, text, html };
}

/** Notice that the password was changed (or reset); links to the reset page in case it was not the member. */
export function passwordChangedMail(publicUrl: string, user: MailUser): MailMessage {
  const resetPage = new URL('sifre-sifirlama', publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();
  const hello = `Merhaba ${user.ad},`;
  const text = `${hello}\n\nKayak Kulübü hesabınızın şifresi değiştirildi ve tüm oturumlarınız kapatıldı. Bu değişikliği siz yaptıysanız başka bir işlem yapmanız gerekmez.\n\nBu değişikliği siz yapmadıysanız hemen şifrenizi sıfırlayın: ${resetPage}\n\nKayak Kulübü`;
  const html = layout(
    'Şifreniz değiştirildi',
    [escapeHtml(hello), 'Kayak Kulübü hesabınızın şifresi değiştirildi ve tüm oturumlarınız kapatıldı. Bu değişikliği siz yaptıysanız başka bir işlem yapmanız gerekmez.', 'Bu değişikliği siz yapmadıysanız hemen şifrenizi sıfırlayın.'],
    { href: resetPage, label: 'Şifremi sıfırla' },
  );
  return { to: user.email, subject: MAIL_SUBJECTS.passwordChanged, text, html };
}

/** Subject of the order confirmation mail, with the order number. */
export const orderConfirmationSubject = (siparisNo: string) => `Kayak Kulübü: siparişiniz alındı (${siparisNo})`;

/** What the order confirmation mail shows of an order (the API's Order answer fits). */
export interface MailOrder {
  siparisNo: string;
  /** TL. */
  toplamTutar: number;
  siparisDetaylari: { urunAdi: string; varyantAdi: string | null; miktar: number; toplamFiyat: number }[];
}

/** TL amount in the Turkish format with exactly 2 decimals (member spec §9), e.g. '18.500,00 TL'. */
function formatTl(amount: number): string {
  return `${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} TL`;
}

/**
 * Mail sent once an order's card payment is approved: the order number, each line
 * (product, variant, quantity, line total), the total and a link to /siparis/<siparisNo>.
 */
export function orderConfirmationMail(publicUrl: string, user: MailUser, order: MailOrder): MailMessage {
  const link = new URL(`siparis/${encodeURIComponent(order.siparisNo)}`, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();
  const hello = `Merhaba ${user.ad},`;
  const intro = `${order.siparisNo} numaralı siparişinizin ödemesi alındı ve siparişiniz onaylandı. Teşekkür ederiz!`;
  const lineText = (l: MailOrder['siparisDetaylari'][number]) => `${l.urunAdi}${l.varyantAdi ? ` (${l.varyantAdi})` : ''} × ${l.miktar}: ${formatTl(l.toplamFiyat)}`;
  const total = `Toplam: ${formatTl(order.toplamTutar)} (kargo ücretsiz)`;
  const text = `${hello}\n\n${intro}\n\n${order.siparisDetaylari.map((l) => `- ${lineText(l)}`).join('\n')}\n\n${total}\n\nSiparişinizi buradan izleyebilirsiniz: ${link}\n\nKayak Kulübü`;
  const list = `<ul style="margin:0;padding-left:20px">${order.siparisDetaylari.map((l) => `<li>${escapeHtml(lineText(l))}</li>`).join('')}</ul>`;
  const html = layout('Siparişiniz alındı', [escapeHtml(hello), escapeHtml(intro), list, `<strong>${escapeHtml(total)}</strong>`], { href: link, label: 'Siparişimi görüntüle' });
  return { to: user.email, subject: orderConfirmationSubject(order.siparisNo), text, html };
}

/** What a notification mail shows (admin spec §3 Notification; the admin's subject and message). */
export interface MailNotification {
  konu: string;
  /** Plain text; line breaks are kept. */
  mesaj: string;
  /** Label of the notification type, e.g. 'Kamp Hatırlatma'. */
  tipEtiketi: string;
  /** 'yuksek' marks the subject with '[Önemli]'. */
  oncelik: 'dusuk' | 'orta' | 'yuksek';
}

/** Subject of a notification mail: 'Kayak Kulübü: <konu>', with '[Önemli] ' first for priority yuksek. */
export const notificationSubject = (n: Pick<MailNotification, 'konu' | 'oncelik'>) => `${n.oncelik === 'yuksek' ? '[Önemli] ' : ''}Kayak Kulübü: ${n.konu}`;

/**
 * Mail of an admin notification (admin spec §2 notification screen): greeting, the type, the
 * admin's message (escaped, line breaks kept) and a link to the site.
 */
export function notificationMail(publicUrl: string, user: Pick<MailUser, 'ad' | 'email'>, n: MailNotification): MailMessage {
  const site = new URL('/', publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();
  const hello = `Merhaba ${user.ad},`;
  const text = `${hello}\n\n${n.tipEtiketi}\n\n${n.mesaj}\n\nKayak Kulübü: ${site}`;
  const paragraphs = n.mesaj
    .split(/\n{2,}/)
    .map((p) => escapeHtml(p).replace(/\n/g, '<br>'));
  const html = layout(n.konu, [escapeHtml(hello), `<strong>${escapeHtml(n.tipEtiketi)}</strong>`, ...paragraphs], { href: site, label: 'Siteye git' });
  return { to: user.email, subject: notificationSubject(n), text, html };
}

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@skiclub/shared/api';
import { sessionStore } from '@skiclub/shared/session';
import { advance } from '@skiclub/shared/testing';
import { fail, ok } from '../../../test/apiServer';
import { member, renderProfile, standInProfileApi } from '../../../test/profileKit';

const { api, state } = standInProfileApi({ transport: 'socket' }); // a real socket: the photo uploads' multipart bodies as jsdom sends them

const field = (label: string) => screen.getByLabelText(label, { exact: true });
async function type(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.clear(field(label));
  await user.click(field(label));
  await user.paste(value);
}
async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('tab', { name }));
}

describe('/profil change password (member spec §3, §5)', () => {
  it("checks 'Yeni şifreler eşleşmiyor.' and the strength rule before sending", async () => {
    const user = userEvent.setup({ delay: null });
    renderProfile();
    await openTab(user, 'Şifre Değiştir');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Değiştir' }));
    expect(await screen.findByText('Mevcut Şifre alanı zorunludur.')).toBeInTheDocument();
    await type(user, 'Yeni Şifre', 'kayakkayak');
    expect(await screen.findByText('Şifre en az bir büyük harf, bir küçük harf, bir rakam ve bir özel karakter içermelidir.')).toBeInTheDocument();
    await type(user, 'Yeni Şifre Tekrar', 'Kayak2026?');
    expect(await screen.findByText('Yeni şifreler eşleşmiyor.')).toBeInTheDocument();
    expect(api.calls('PUT /api/hesap/sifre-degistir')).toHaveLength(0);
  });

  it('a wrong current password is a field error and nothing typed is lost; a change clears the form', async () => {
    api.routes['PUT /api/hesap/sifre-degistir'] = fail(422, 'Mevcut şifreniz hatalı.', { mevcutSifre: 'Mevcut şifreniz hatalı.' });
    const user = userEvent.setup({ delay: null });
    renderProfile();
    await openTab(user, 'Şifre Değiştir');
    await type(user, 'Mevcut Şifre', 'Yanlis123!');
    await type(user, 'Yeni Şifre', 'Kayak2026!');
    await type(user, 'Yeni Şifre Tekrar', 'Kayak2026!');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Değiştir' }));
    await waitFor(() => expect(screen.getAllByText('Mevcut şifreniz hatalı.')).toHaveLength(2));
    expect(field('Mevcut Şifre')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Mevcut Şifre')).toHaveValue('Yanlis123!');
    expect(field('Yeni Şifre')).toHaveValue('Kayak2026!');

    // The API ends older sessions and hands this tab a fresh token.
    const fresh = { token: 'tok-2', user: { ...member } };
    api.routes['PUT /api/hesap/sifre-degistir'] = ok(fresh, 'Şifreniz değiştirildi.');
    await type(user, 'Mevcut Şifre', 'Uye12345!');
    await user.click(screen.getByRole('button', { name: /Şifreyi Değiştir$/ }));
    expect(await screen.findByText('Şifreniz başarıyla değiştirildi.')).toBeInTheDocument();
    expect(api.calls('PUT /api/hesap/sifre-degistir').at(-1)?.body).toEqual({ mevcutSifre: 'Uye12345!', yeniSifre: 'Kayak2026!', yeniSifreTekrar: 'Kayak2026!' });
    expect(field('Mevcut Şifre')).toHaveValue('');
    expect(sessionStore.getState().token).toBe('tok-2');
  });
});

describe('/profil social media', () => {
  it('accepts empty or https links only and saves all four', async () => {
    api.routes['PUT /api/hesap/sosyal-medya'] = (req) => {
      state.profile = { ...state.profile, sosyalMedya: req.body as typeof state.profile.sosyalMedya };
      return ok(state.profile.sosyalMedya);
    };
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    // Counts saves the moment they start, before a request could reach the server.
    const puts = vi.spyOn(http, 'put');
    renderProfile();
    await openTab(user, 'Sosyal Medya');
    await type(user, 'Facebook', 'http://facebook.com/ayse');
    expect(await screen.findByText('Geçerli bir https:// adresi giriniz.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bağlantıları Kaydet' }));
    await advance(200);
    expect(puts).not.toHaveBeenCalled();
    expect(api.calls('PUT /api/hesap/sosyal-medya')).toHaveLength(0);
    await type(user, 'Facebook', 'https://facebook.com/ayse');
    await type(user, 'Instagram', 'https://instagram.com/ayse');
    await waitFor(() => expect(screen.queryByText('Geçerli bir https:// adresi giriniz.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Bağlantıları Kaydet' }));
    expect(await screen.findByText('Sosyal medya bağlantılarınız güncellendi.')).toBeInTheDocument();
    expect(api.calls('PUT /api/hesap/sosyal-medya').map((r) => r.body)).toEqual([
      { facebook: 'https://facebook.com/ayse', twitter: '', instagram: 'https://instagram.com/ayse', linkedin: '' },
    ]);
  });
});

describe('/profil notification settings (member spec §3, §4, §7, §9)', () => {
  it('five switches all on by default, kept in local storage after a 1 s wait; the message clears after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    const view = renderProfile();
    await openTab(user, 'Bildirim Ayarları');
    const labels = ['E-posta onay bildirimleri', 'Kamp kayıt bildirimleri', 'Ödeme bildirimleri', 'Kamp hatırlatmaları', 'Şifre sıfırlama bildirimleri'];
    for (const label of labels) expect(screen.getByRole('switch', { name: new RegExp(label) })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: /Ödeme bildirimleri/ }));
    const before = api.requests.length;
    await user.click(screen.getByRole('button', { name: 'Ayarları Kaydet' }));
    await act(async () => {
      vi.advanceTimersByTime(800);
    });
    expect(screen.queryByText('Bildirim ayarlarınız kaydedildi.')).not.toBeInTheDocument();
    expect(Object.keys(localStorage).filter((k) => k.startsWith('bildirim'))).toEqual([]);
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.getByText('Bildirim ayarlarınız kaydedildi.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('bildirimAyarlari:u-1') ?? '{}')).toEqual({
      emailOnayBildirimi: true,
      kampKayitBildirimi: true,
      odemeBildirimi: false,
      kampHatirlatma: true,
      sifreSifirlamaBildirimi: true,
    });
    expect(api.requests.length).toBe(before);
    await act(async () => {
      vi.advanceTimersByTime(2500);
    });
    expect(screen.getByText('Bildirim ayarlarınız kaydedildi.')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    expect(screen.queryByText('Bildirim ayarlarınız kaydedildi.')).not.toBeInTheDocument();

    view.unmount();
    renderProfile();
    await openTab(user, 'Bildirim Ayarları');
    expect(screen.getByRole('switch', { name: /Ödeme bildirimleri/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Kamp hatırlatmaları/ })).toBeChecked();
  });
});

describe('/profil photos (member spec §2, §5)', () => {
  const png = (bytes: number, name = 'foto.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

  it('refuses over 5 MB and anything but JPEG or PNG before sending', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderProfile();
    await screen.findByRole('heading', { name: 'Ayşe Yılmaz' });
    await user.upload(screen.getByLabelText('Profil fotoğrafı seç'), png(6 * 1024 * 1024));
    expect(await screen.findByText("Dosya boyutu 5MB'dan büyük olamaz.")).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Kapak fotoğrafı seç'), new File(['GIF89a'], 'hile.png', { type: 'image/gif' }));
    expect(await screen.findByText('Sadece JPEG veya PNG formatındaki dosyalar kabul edilir.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("sends the file as multipart field 'dosya' and shows the new pictures; a server refusal shows its text", async () => {
    api.routes['POST /api/hesap/profil-foto-yukle'] = () => {
      state.profile = { ...state.profile, profilFotoUrl: '/uploads/profil/yeni-profil.png' };
      return ok('/uploads/profil/yeni-profil.png', 'Profil fotoğrafı güncellendi.');
    };
    api.routes['POST /api/hesap/kapak-foto-yukle'] = () => {
      state.profile = { ...state.profile, kapakFotoUrl: '/uploads/profil/yeni-kapak.jpg' };
      return ok('/uploads/profil/yeni-kapak.jpg');
    };
    const user = userEvent.setup({ delay: null });
    renderProfile();
    await screen.findByRole('heading', { name: 'Ayşe Yılmaz' });
    expect(screen.queryByRole('img', { name: 'Profil fotoğrafı' })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Profil fotoğrafı seç'), png(2048));
    expect(await screen.findByText('Profil fotoğrafınız güncellendi.')).toBeInTheDocument();
    const [upload] = api.calls('POST /api/hesap/profil-foto-yukle');
    expect(upload?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload?.raw.toString('latin1')).toMatch(/Content-Disposition: form-data; name="dosya"; filename="foto.png"/);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Profil fotoğrafı' })).toHaveAttribute('src', '/uploads/profil/yeni-profil.png'));

    await user.upload(screen.getByLabelText('Kapak fotoğrafı seç'), new File([new Uint8Array(4096)], 'kapak.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Kapak fotoğrafınız güncellendi.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('img', { name: 'Kapak fotoğrafı' })).toHaveAttribute('src', '/uploads/profil/yeni-kapak.jpg'));

    api.routes['POST /api/hesap/profil-foto-yukle'] = fail(415, 'Sadece JPEG veya PNG formatındaki dosyalar kabul edilir.');
    await user.upload(screen.getByLabelText('Profil fotoğrafı seç'), png(100, 'gizli.png'));
    expect(await screen.findByText('Sadece JPEG veya PNG formatındaki dosyalar kabul edilir.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profil fotoğrafı' })).toHaveAttribute('src', '/uploads/profil/yeni-profil.png');
  });
});

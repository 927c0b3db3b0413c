import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@skiclub/shared/api';
import { sessionStore } from '@skiclub/shared/session';
import { advance, advanceUntil } from '@skiclub/shared/testing';
import { fail, ok } from '../../../test/apiServer';
import { makeProfile, renderProfile, standInProfileApi } from '../../../test/profileKit';

const { api, state } = standInProfileApi();

const field = (label: string) => screen.getByLabelText(label, { exact: true });
async function retype(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.clear(field(label));
  if (value) {
    await user.click(field(label));
    await user.paste(value);
  }
}

describe('/profil screen (member spec §2)', () => {
  it('sends a signed-out visit to /giris with the redirect value', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Counts reads the moment they start, before a request could reach the server.
    const gets = vi.spyOn(http, 'get');
    renderProfile({ signedOut: true });
    expect(await screen.findByText('Giriş sayfası /giris?redirect=%2Fprofil')).toBeInTheDocument();
    await advance(300);
    expect(gets).not.toHaveBeenCalled();
    expect(api.requests).toHaveLength(0);
  });

  it('shows the profile with the four tabs and the read-only e-mail', async () => {
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Ayşe Yılmaz' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Profil Bilgileri', 'Şifre Değiştir', 'Sosyal Medya', 'Bildirim Ayarları']);
    expect(field('E-posta')).toHaveValue('ayse@example.com');
    expect(field('E-posta')).toHaveAttribute('readonly');
    expect(field('GSM')).toHaveValue('05321234567');
    expect(api.calls('GET /api/hesap/profil')[0]?.authorization).toBe('Bearer tok-1');
  });

  it("says 'Sunucu ile bağlantı kurulamadı. Lütfen daha sonra tekrar deneyin.' when the profile cannot be read", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.routes['GET /api/hesap/profil'] = 'drop';
    renderProfile();
    // The retry delays pass on the fake clock.
    await advanceUntil(() => expect(screen.getByText('Sunucu ile bağlantı kurulamadı. Lütfen daha sonra tekrar deneyin.')).toBeInTheDocument());
  });
});

describe('/profil profile info (member spec §3, §5)', () => {
  it("checks the spec's rules before sending", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    const puts = vi.spyOn(http, 'put');
    renderProfile();
    await screen.findByRole('heading', { name: 'Ayşe Yılmaz' });
    await retype(user, 'Ad', '');
    expect(await screen.findByText('Ad, Soyad, Kullanıcı Adı ve GSM alanları boş bırakılamaz!')).toBeInTheDocument();
    await retype(user, 'Ad', 'Ayşe');
    await retype(user, 'GSM', '5321234567');
    expect(await screen.findByText('GSM numarası 05 ile başlamalı ve 11 haneli olmalı!')).toBeInTheDocument();
    await retype(user, 'GSM', '0532123456');
    expect(await screen.findByText('GSM numarası 05 ile başlamalı ve 11 haneli olmalı!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bilgileri Kaydet' }));
    await advance(200);
    expect(puts).not.toHaveBeenCalled();
    expect(api.calls('PUT /api/hesap/profil')).toHaveLength(0);
  });

  it('saves ad, soyad, kullaniciAdi, gsm and biyografi, reads the profile again, and the message clears after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.routes['PUT /api/hesap/profil'] = (req) => {
      state.profile = { ...state.profile, ...(req.body as object), gsmOnaylandi: false };
      return ok(state.profile, 'Profil güncellendi.');
    };
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    renderProfile();
    await screen.findByRole('heading', { name: 'Ayşe Yılmaz' });
    await retype(user, 'Ad', 'Ayşe Nur');
    await retype(user, 'GSM', '0533 765 43 21');
    await user.click(screen.getByRole('button', { name: 'Bilgileri Kaydet' }));
    expect(await screen.findByText('Profil bilgileriniz başarıyla güncellendi.')).toBeInTheDocument();
    expect(api.calls('PUT /api/hesap/profil').map((r) => r.body)).toEqual([
      { ad: 'Ayşe Nur', soyad: 'Yılmaz', kullaniciAdi: 'uye', gsm: '05337654321', biyografi: 'Kayak tutkunu.' },
    ]);
    expect(await screen.findByRole('heading', { name: 'Ayşe Nur Yılmaz' })).toBeInTheDocument();
    // The header's greeting follows the new name.
    expect(sessionStore.getState().user?.ad).toBe('Ayşe Nur');
    await act(async () => {
      vi.advanceTimersByTime(2500);
    });
    expect(screen.getByText('Profil bilgileriniz başarıyla güncellendi.')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    expect(screen.queryByText('Profil bilgileriniz başarıyla güncellendi.')).not.toBeInTheDocument();
  });

  it('a taken user name is a field error; a failed save keeps what was typed; no response has its own text', async () => {
    api.routes['PUT /api/hesap/profil'] = fail(409, 'Bu kullanıcı adı zaten kullanılıyor.', { kullaniciAdi: 'Bu kullanıcı adı zaten kullanılıyor.' });
    const user = userEvent.setup({ delay: null });
    renderProfile();
    await screen.findByRole('heading', { name: 'Ayşe Yılmaz' });
    await retype(user, 'Kullanıcı Adı', 'admin');
    await retype(user, 'Biyografi', 'Yeni biyografi');
    await user.click(screen.getByRole('button', { name: 'Bilgileri Kaydet' }));
    // In the alert and under the field.
    await waitFor(() => expect(screen.getAllByText('Bu kullanıcı adı zaten kullanılıyor.')).toHaveLength(2));
    expect(field('Kullanıcı Adı')).toHaveValue('admin');
    expect(field('Kullanıcı Adı')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Biyografi')).toHaveValue('Yeni biyografi');

    api.routes['PUT /api/hesap/profil'] = fail(422, 'Gönderilen veriler geçersiz. Lütfen kontrol edin.', { gsm: 'GSM numarası 05 ile başlamalı ve 11 haneli olmalı!', biyografi: 'Biyografi en fazla 500 karakter olabilir.' });
    await user.click(screen.getByRole('button', { name: /Bilgileri Kaydet$/ }));
    expect(
      await screen.findByText('Gönderilen veriler geçersiz. Lütfen kontrol edin. GSM numarası 05 ile başlamalı ve 11 haneli olmalı! Biyografi en fazla 500 karakter olabilir.'),
    ).toBeInTheDocument();

    api.routes['PUT /api/hesap/profil'] = 'drop';
    await user.click(screen.getByRole('button', { name: /Bilgileri Kaydet$/ }));
    expect(await screen.findByText('Sunucu ile bağlantı kurulamadı. Lütfen daha sonra tekrar deneyin.')).toBeInTheDocument();
    expect(field('Kullanıcı Adı')).toHaveValue('admin');
    expect(field('Biyografi')).toHaveValue('Yeni biyografi');
  });

  it("shows the e-mail's confirmation state and sends the confirmation mail again", async () => {
    api.routes['POST /api/hesap/email-onayi-gonder'] = ok(null, 'Onay e-postası gönderildi.');
    const user = userEvent.setup({ delay: null });
    const view = renderProfile();
    expect(await screen.findByText('E-posta onaylanmadı')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Onay e-postasını tekrar gönder' }));
    expect(await screen.findByText('Onay e-postası gönderildi. Lütfen gelen kutunuzu kontrol edin.')).toBeInTheDocument();
    expect(api.calls('POST /api/hesap/email-onayi-gonder')).toHaveLength(1);
    view.unmount();
    state.profile = makeProfile({ emailOnaylandi: true });
    renderProfile();
    expect(await screen.findByText('E-posta onaylandı')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Onay e-postasını tekrar gönder' })).not.toBeInTheDocument();
  });
});

describe('/profil phone confirmation', () => {
  it('sends a code, checks it is 6 digits, confirms, and a changed number is unconfirmed again', async () => {
    api.routes['POST /api/hesap/gsm-onayi-gonder'] = ok(null, 'Onay kodu gönderildi.');
    api.routes['POST /api/hesap/gsm-onayi-dogrula'] = (req) => {
      if ((req.body as { onayKodu: string }).onayKodu !== '123456') return fail(422, 'Onay kodu hatalı. Kalan deneme: 4', { onayKodu: 'Onay kodu hatalı.' });
      state.profile = { ...state.profile, gsmOnaylandi: true };
      return ok(null, 'Telefon numaranız onaylandı.');
    };
    api.routes['PUT /api/hesap/profil'] = (req) => {
      const body = req.body as { gsm: string };
      state.profile = { ...state.profile, ...(req.body as object), gsmOnaylandi: state.profile.gsmOnaylandi && body.gsm === state.profile.gsm };
      return ok(state.profile);
    };
    const user = userEvent.setup({ delay: null });
    renderProfile();
    const phone = await screen.findByRole('group', { name: 'Telefon onayı' });
    expect(within(phone).getByText('Telefon onaylanmadı')).toBeInTheDocument();
    await user.click(within(phone).getByRole('button', { name: /Onay Kodu Gönder/ }));
    expect(await within(phone).findByText('Onay kodu telefonunuza SMS olarak gönderildi. Kod 5 dakika geçerlidir.')).toBeInTheDocument();
    expect(api.calls('POST /api/hesap/gsm-onayi-gonder')).toHaveLength(1);

    await user.click(within(phone).getByLabelText('Onay Kodu'));
    await user.paste('123');
    expect(await within(phone).findByText('Onay kodu 6 haneli olmalıdır.')).toBeInTheDocument();
    await user.clear(within(phone).getByLabelText('Onay Kodu'));
    await user.paste('654321');
    await user.click(within(phone).getByRole('button', { name: 'Doğrula' }));
    expect(await within(phone).findByText('Onay kodu hatalı. Kalan deneme: 4 Onay kodu hatalı.')).toBeInTheDocument();
    expect(within(phone).getByLabelText('Onay Kodu')).toHaveValue('654321');

    await user.clear(within(phone).getByLabelText('Onay Kodu'));
    await user.paste('123456');
    await user.click(within(phone).getByRole('button', { name: /Doğrula$/ }));
    expect(await within(phone).findByText('Telefon onaylandı')).toBeInTheDocument();
    expect(within(phone).getByText('Telefon numaranız onaylandı.')).toBeInTheDocument();
    expect(api.calls('POST /api/hesap/gsm-onayi-dogrula').map((r) => r.body)).toEqual([{ onayKodu: '654321' }, { onayKodu: '123456' }]);

    await retype(user, 'GSM', '05419998877');
    await user.click(screen.getByRole('button', { name: 'Bilgileri Kaydet' }));
    await waitFor(() => expect(within(phone).getByText('Telefon onaylanmadı')).toBeInTheDocument());
    expect(within(phone).getByText('Onay kodu kayıtlı numaranıza (05419998877) gönderilir.')).toBeInTheDocument();
  });
});

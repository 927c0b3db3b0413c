import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { fail, ok, standInApi } from '../../../test/apiServer';
import { PasswordResetPanel } from './PasswordResetPanel';

const api = standInApi();

function renderAt(path: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/sifre-sifirlama" element={<PasswordResetPanel />} />
          <Route path="/giris" element={<p>Giriş sayfası</p>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

const SENT = 'Bu e-posta adresiyle kayıtlı bir hesap varsa, şifre sıfırlama bağlantısı gönderildi. Lütfen gelen kutunuzu kontrol edin.';

describe('/sifre-sifirlama request mode (member spec §2, §5)', () => {
  it("checks the address: 'E-posta alanı zorunludur', then a valid address", async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/sifre-sifirlama');
    await user.click(screen.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }));
    expect(await screen.findByText('E-posta alanı zorunludur')).toBeInTheDocument();
    await user.click(screen.getByLabelText('E-posta'));
    await user.paste('ayse@');
    expect(await screen.findByText('Geçerli bir e-posta adresi giriniz.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('sends {email} and shows the same text whether or not the address has an account', async () => {
    api.routes = { 'POST /api/hesap/sifre-sifirlama-talep': ok(null, 'İstek alındı.') };
    for (const email of ['ayse@example.com', 'kimse@example.com']) {
      const user = userEvent.setup({ delay: null });
      const view = renderAt('/sifre-sifirlama');
      await user.click(screen.getByLabelText('E-posta'));
      await user.paste(email);
      await user.click(screen.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }));
      expect(await screen.findByText(SENT)).toBeInTheDocument();
      view.unmount();
    }
    expect(api.calls('POST /api/hesap/sifre-sifirlama-talep').map((r) => r.body)).toEqual([{ email: 'ayse@example.com' }, { email: 'kimse@example.com' }]);
  });

  it("keeps the address on a refusal and says 'Sunucu ile bağlantı kurulamadı…' without a response", async () => {
    api.routes = { 'POST /api/hesap/sifre-sifirlama-talep': fail(429, 'Çok fazla istek gönderildi. Lütfen biraz bekleyin.') };
    const user = userEvent.setup({ delay: null });
    renderAt('/sifre-sifirlama');
    await user.click(screen.getByLabelText('E-posta'));
    await user.paste('ayse@example.com');
    await user.click(screen.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }));
    expect(await screen.findByText('Çok fazla istek gönderildi. Lütfen biraz bekleyin.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-posta')).toHaveValue('ayse@example.com');
    api.routes = { 'POST /api/hesap/sifre-sifirlama-talep': 'drop' };
    // antd keeps the fading spinner's 'loading' label in the name after a save.
    await user.click(screen.getByRole('button', { name: /Sıfırlama Bağlantısı Gönder$/ }));
    expect(await screen.findByText('Sunucu ile bağlantı kurulamadı. Lütfen daha sonra tekrar deneyin.')).toBeInTheDocument();
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
  });
});

async function fillPasswords(user: ReturnType<typeof userEvent.setup>, first: string, second: string) {
  await user.click(screen.getByLabelText('Yeni Şifre'));
  await user.paste(first);
  await user.click(screen.getByLabelText('Yeni Şifre Tekrar'));
  await user.paste(second);
}

describe('/sifre-sifirlama confirm mode (member spec §2, §5, §9)', () => {
  it("checks the strength rule, 'Şifre tekrarı zorunludur' and 'Şifreler eşleşmiyor'", async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/sifre-sifirlama?userId=u-1&token=abc');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    expect(await screen.findByText('Şifre tekrarı zorunludur')).toBeInTheDocument();
    await fillPasswords(user, 'kayakkayak', 'kayak');
    expect(await screen.findByText('Şifre en az bir büyük harf, bir küçük harf, bir rakam ve bir özel karakter içermelidir.')).toBeInTheDocument();
    expect(await screen.findByText('Şifreler eşleşmiyor')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('sends userId, token and yeniSifre, then goes to /giris after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.routes = { 'POST /api/hesap/sifre-sifirlama-onayla': ok(null, 'Şifreniz güncellendi.') };
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    renderAt('/sifre-sifirlama?userId=u-1&token=abc');
    await fillPasswords(user, 'Kayak2026!', 'Kayak2026!');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    expect(await screen.findByText('Şifreniz başarıyla değiştirildi! Giriş sayfasına yönlendiriliyorsunuz...')).toBeInTheDocument();
    expect(api.calls('POST /api/hesap/sifre-sifirlama-onayla').map((r) => r.body)).toEqual([{ userId: 'u-1', token: 'abc', yeniSifre: 'Kayak2026!' }]);
    await act(async () => {
      vi.advanceTimersByTime(2500);
    });
    expect(screen.queryByText('Giriş sayfası')).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    expect(screen.getByText('Giriş sayfası')).toBeInTheDocument();
  });

  it('a used, expired or forged token: the server text, the typed password kept, and a link to ask again', async () => {
    api.routes = {
      'POST /api/hesap/sifre-sifirlama-onayla': fail(400, 'Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş.', { token: 'Bağlantı artık kullanılamaz.' }),
    };
    const user = userEvent.setup({ delay: null });
    renderAt('/sifre-sifirlama?userId=u-1&token=kullanilmis');
    await fillPasswords(user, 'Kayak2026!', 'Kayak2026!');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    expect(await screen.findByText('Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş. Bağlantı artık kullanılamaz.')).toBeInTheDocument();
    expect(screen.getByLabelText('Yeni Şifre')).toHaveValue('Kayak2026!');
    await user.click(screen.getByRole('link', { name: 'Yeni şifre sıfırlama bağlantısı iste' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' })).toBeInTheDocument());
  });
});

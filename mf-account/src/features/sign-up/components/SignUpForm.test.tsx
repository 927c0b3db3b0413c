import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignUpForm, TERMS_LABEL } from './SignUpForm';

function setup() {
  const onSubmit = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(<SignUpForm onSubmit={onSubmit} />);
  const field = (label: string) => screen.getByLabelText(label, { exact: true });
  /** Types a value in one go (one change event), as a paste does. */
  const fill = async (label: string, value: string) => {
    await user.click(field(label));
    await user.paste(value);
  };
  return { onSubmit, user, field, fill };
}

describe('SignUpForm (member spec §5 sign-up rules)', () => {
  it('shows every required message and the form message on a submit with errors', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    expect(await screen.findByText('Lütfen form hatalarını düzeltiniz.')).toBeInTheDocument();
    for (const label of ['Ad', 'Soyad', 'Kullanıcı Adı', 'E-posta', 'GSM', 'Şifre', 'Şifre Tekrar', 'Kullanım şartları']) {
      expect(await screen.findByText(`${label} alanı zorunludur.`)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks names live: required after clearing, at most 50 characters', async () => {
    const { user, field, fill } = setup();
    await fill('Ad', 'A');
    await user.clear(field('Ad'));
    expect(await screen.findByText('Ad alanı zorunludur.')).toBeInTheDocument();
    await fill('Soyad', 'x'.repeat(51));
    expect(await screen.findByText('Soyad en fazla 50 karakter olabilir.')).toBeInTheDocument();
  });

  it('checks the e-mail and phone format', async () => {
    const { fill } = setup();
    await fill('E-posta', 'ayse@');
    expect(await screen.findByText('Geçerli bir e-posta adresi giriniz.')).toBeInTheDocument();
    await fill('GSM', '0532 12');
    expect(await screen.findByText('Geçerli bir telefon numarası giriniz (10-11 haneli).')).toBeInTheDocument();
    await fill('GSM', '3 45 67');
    await waitFor(() => expect(screen.queryByText('Geçerli bir telefon numarası giriniz (10-11 haneli).')).not.toBeInTheDocument());
  });

  it('checks password length and strength', async () => {
    const { fill } = setup();
    await fill('Şifre', 'abc');
    expect(await screen.findByText('Şifre en az 8 karakter olmalıdır.')).toBeInTheDocument();
    await fill('Şifre', 'defgh');
    expect(await screen.findByText('Şifre en az bir büyük harf, bir küçük harf, bir rakam ve bir özel karakter içermelidir.')).toBeInTheDocument();
    expect(screen.getByText('Şifre gücü: Zayıf')).toBeInTheDocument();
  });

  it('says the passwords differ and re-checks the repeat when the password changes', async () => {
    const { fill } = setup();
    await fill('Şifre', 'Kayak2024');
    await fill('Şifre Tekrar', 'Kayak2024!');
    expect(await screen.findByText('Şifreler eşleşmiyor.')).toBeInTheDocument();
    await fill('Şifre', '!');
    await waitFor(() => expect(screen.queryByText('Şifreler eşleşmiyor.')).not.toBeInTheDocument());
    expect(screen.getByText('Şifre gücü: Güçlü')).toBeInTheDocument();
  });

  it('sends the values once every rule holds', async () => {
    const { user, fill, onSubmit } = setup();
    await fill('Ad', 'Ayşe');
    await fill('Soyad', 'Yılmaz');
    await fill('Kullanıcı Adı', 'ayse');
    await fill('E-posta', 'ayse@example.com');
    await fill('GSM', '0532 123 45 67');
    await fill('Şifre', 'Kayak2024!');
    await fill('Şifre Tekrar', 'Kayak2024!');
    await user.click(screen.getByLabelText(TERMS_LABEL));
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      ad: 'Ayşe',
      soyad: 'Yılmaz',
      kullaniciAdi: 'ayse',
      email: 'ayse@example.com',
      gsm: '0532 123 45 67',
      sifre: 'Kayak2024!',
      sifreTekrar: 'Kayak2024!',
      sartlarOnay: true,
    });
    expect(screen.queryByText('Lütfen form hatalarını düzeltiniz.')).not.toBeInTheDocument();
  });
});

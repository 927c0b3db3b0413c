import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignUpForm, TERMS_LABEL } from './SignUpForm';

function setup() {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(<SignUpForm onSubmit={onSubmit} />);
  const field = (label: string) => screen.getByLabelText(label, { exact: true });
  return { onSubmit, user, field };
}

describe('SignUpForm (member spec §5 sign-up rules)', () => {
  it('shows every required message and the form message on a submit with errors', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    expect(await screen.findByText('Lütfen form hatalarını düzeltiniz.')).toBeInTheDocument();
    for (const label of ['Ad', 'Soyad', 'Kullanıcı Adı', 'E-posta', 'GSM', 'Şifre', 'Şifre Tekrar', 'Kullanım şartları']) {
      expect(screen.getByText(`${label} alanı zorunludur.`)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks names live: required after clearing, at most 50 characters', async () => {
    const { user, field } = setup();
    await user.type(field('Ad'), 'A');
    await user.clear(field('Ad'));
    expect(await screen.findByText('Ad alanı zorunludur.')).toBeInTheDocument();
    await user.type(field('Soyad'), 'x'.repeat(51));
    expect(await screen.findByText('Soyad en fazla 50 karakter olabilir.')).toBeInTheDocument();
  });

  it('checks the e-mail and phone format', async () => {
    const { user, field } = setup();
    await user.type(field('E-posta'), 'ayse@');
    expect(await screen.findByText('Geçerli bir e-posta adresi giriniz.')).toBeInTheDocument();
    await user.type(field('GSM'), '0532 12');
    expect(await screen.findByText('Geçerli bir telefon numarası giriniz (10-11 haneli).')).toBeInTheDocument();
    await user.type(field('GSM'), '3 45 67');
    await waitFor(() => expect(screen.queryByText('Geçerli bir telefon numarası giriniz (10-11 haneli).')).not.toBeInTheDocument());
  });

  it('checks password length and strength', async () => {
    const { user, field } = setup();
    await user.type(field('Şifre'), 'abc');
    expect(await screen.findByText('Şifre en az 8 karakter olmalıdır.')).toBeInTheDocument();
    await user.type(field('Şifre'), 'defgh');
    expect(await screen.findByText('Şifre en az bir büyük harf, bir küçük harf, bir rakam ve bir özel karakter içermelidir.')).toBeInTheDocument();
    expect(screen.getByText('Şifre gücü: Zayıf')).toBeInTheDocument();
  });

  it('says the passwords differ and re-checks the repeat when the password changes', async () => {
    const { user, field } = setup();
    await user.type(field('Şifre'), 'Kayak2024');
    await user.type(field('Şifre Tekrar'), 'Kayak2024!');
    expect(await screen.findByText('Şifreler eşleşmiyor.')).toBeInTheDocument();
    await user.type(field('Şifre'), '!');
    await waitFor(() => expect(screen.queryByText('Şifreler eşleşmiyor.')).not.toBeInTheDocument());
    expect(screen.getByText('Şifre gücü: Güçlü')).toBeInTheDocument();
  });

  it('sends the values once every rule holds', async () => {
    const { user, field, onSubmit } = setup();
    await user.type(field('Ad'), 'Ayşe');
    await user.type(field('Soyad'), 'Yılmaz');
    await user.type(field('Kullanıcı Adı'), 'ayse');
    await user.type(field('E-posta'), 'ayse@example.com');
    await user.type(field('GSM'), '0532 123 45 67');
    await user.type(field('Şifre'), 'Kayak2024!');
    await user.type(field('Şifre Tekrar'), 'Kayak2024!');
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

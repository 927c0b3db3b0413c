import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInForm } from './SignInForm';

describe('SignInForm (member spec §5 sign-in rules)', () => {
  it("says 'Lütfen zorunlu alanları doldurun.' when a field is empty", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<SignInForm onSubmit={onSubmit} />);
    await user.click(screen.getByLabelText('Kullanıcı Adı veya E-posta'));
    await user.paste('uye');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('Lütfen zorunlu alanları doldurun.')).toBeInTheDocument();
    expect(await screen.findByText('Şifre alanı zorunludur.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    // what was typed stays
    expect(screen.getByLabelText('Kullanıcı Adı veya E-posta')).toHaveValue('uye');
  });

  it('sends both fields and remember-me once filled', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<SignInForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('Kullanıcı Adı veya E-posta alanı zorunludur.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Kullanıcı Adı veya E-posta'));
    await user.paste('uye');
    await user.click(screen.getByLabelText('Şifre'));
    await user.paste('Uye12345!');
    await user.click(screen.getByLabelText('Beni Hatırla'));
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ kullaniciAdiVeyaEmail: 'uye', sifre: 'Uye12345!', beniHatirla: true }));
    expect(screen.queryByText('Lütfen zorunlu alanları doldurun.')).not.toBeInTheDocument();
  });
});

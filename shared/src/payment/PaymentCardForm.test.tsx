import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentCardForm, type PaymentCard } from '@skiclub/shared/payment';

function renderForm() {
  const onSubmit = vi.fn<(card: PaymentCard) => void>();
  render(<PaymentCardForm onSubmit={onSubmit} />);
  return onSubmit;
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('PaymentCardForm (member spec §2, §5)', () => {
  it('has the card autofill names and a numeric keypad', () => {
    renderForm();
    expect(field(/Kart Üzerindeki İsim/)).toHaveAttribute('autocomplete', 'cc-name');
    expect(field(/Kart Numarası/)).toHaveAttribute('autocomplete', 'cc-number');
    expect(field(/Kart Numarası/)).toHaveAttribute('inputmode', 'numeric');
    expect(field(/Son Kullanma/)).toHaveAttribute('autocomplete', 'cc-exp');
    expect(field(/Son Kullanma/)).toHaveAttribute('inputmode', 'numeric');
    expect(field(/CVV/)).toHaveAttribute('autocomplete', 'cc-csc');
    expect(field(/CVV/)).toHaveAttribute('inputmode', 'numeric');
  });

  it('shows the number in groups of 4 and keeps digits only in every number field', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(field(/Kart Numarası/), '4155x6501-0041 61119999');
    expect(field(/Kart Numarası/)).toHaveValue('4155 6501 0041 6111 999');
    await user.type(field(/Son Kullanma/), '12/30');
    expect(field(/Son Kullanma/)).toHaveValue('1230');
    await user.type(field(/CVV/), '12a345');
    expect(field(/CVV/)).toHaveValue('1234');
  });

  it('a pasted value keeps every digit: the clean-up comes before the length limit', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(field(/CVV/));
    await user.paste('a1b2c3d4');
    expect(field(/CVV/)).toHaveValue('1234');
    await user.click(field(/Kart Numarası/));
    await user.paste('4155 - 6501 - 0041 - 6111');
    expect(field(/Kart Numarası/)).toHaveValue('4155 6501 0041 6111');
    await user.click(field(/Son Kullanma/));
    await user.paste('1 2 / 3 0 x');
    expect(field(/Son Kullanma/)).toHaveValue('1230');
  });

  it("shows the spec's messages and does not submit a bad card", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm();
    await user.type(field(/Kart Numarası/), '4155650100416112');
    await user.type(field(/Son Kullanma/), '0120');
    await user.type(field(/CVV/), '12');
    await user.click(screen.getByRole('button', { name: 'Ödemeyi Tamamla' }));
    expect(await screen.findByText('Lütfen kart üzerindeki ismi girin.')).toBeInTheDocument();
    expect(screen.getByText('Lütfen geçerli bir kart numarası girin.')).toBeInTheDocument();
    expect(screen.getByText('Lütfen MMYY formatında giriniz (ör. 0150).')).toBeInTheDocument();
    expect(screen.getByText('CVV 3 veya 4 hane olmalıdır.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    // Fixing a field clears its message as it is typed.
    await user.type(field(/CVV/), '3');
    await waitFor(() => expect(screen.queryByText('CVV 3 veya 4 hane olmalıdır.')).not.toBeInTheDocument());
  });

  it('hands a good card to onSubmit, the number as digits only', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm();
    await user.type(field(/Kart Üzerindeki İsim/), 'Ayşe Yılmaz');
    await user.type(field(/Kart Numarası/), '4155 6501 0041 6111');
    await user.type(field(/Son Kullanma/), '1230');
    await user.type(field(/CVV/), '123');
    await user.click(screen.getByRole('button', { name: 'Ödemeyi Tamamla' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ CardHolderName: 'Ayşe Yılmaz', Pan: '4155650100416111', Expiry: '1230', Cvv2: '123' });
  });
});

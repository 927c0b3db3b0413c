import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeCart, makeItem } from '../hooks/cartFixtures';
import { CartSummary } from './CartSummary';

describe('CartSummary', () => {
  const cart = makeCart([makeItem({ birimFiyat: 1250, miktar: 2 }), makeItem({ id: 'b', birimFiyat: 349.9, miktar: 1 })]);

  it('shows subtotal, free shipping, total and item count', () => {
    render(<CartSummary cart={cart} proceedError={null} onProceed={() => {}} />);
    expect(screen.getByTestId('chk-subtotal')).toHaveTextContent('2.849,90 TL');
    expect(screen.getByText('Ücretsiz')).toBeInTheDocument();
    expect(screen.getByTestId('chk-total')).toHaveTextContent('2.849,90 TL');
    expect(screen.getByTestId('chk-item-count')).toHaveTextContent('3 ürün');
  });

  it("calls onProceed from 'Ödemeye Geç' and shows the refusal", () => {
    const onProceed = vi.fn();
    const { rerender } = render(<CartSummary cart={cart} proceedError={null} onProceed={onProceed} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ödemeye Geç' }));
    expect(onProceed).toHaveBeenCalledTimes(1);
    rerender(<CartSummary cart={cart} proceedError="Sepetinizde sorunlu ürünler var. Lütfen kontrol ediniz." onProceed={onProceed} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Sepetinizde sorunlu ürünler var. Lütfen kontrol ediniz.');
  });
});

describe('CouponBox inside the summary', () => {
  it('answers an empty code and then any code', () => {
    render(<CartSummary cart={makeCart([makeItem()])} proceedError={null} onProceed={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(screen.getByText('Lütfen geçerli bir kupon kodu giriniz.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Kupon kodu'), { target: { value: 'KAYAK10' } });
    expect(screen.queryByText('Lütfen geçerli bir kupon kodu giriniz.')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(screen.getByText('Kupon kodu özelliği henüz aktif değil.')).toBeInTheDocument();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NewestProductCard, type NewestProductCardProps } from './NewestProductCard';

const product: NewestProductCardProps['product'] = {
  id: 'p1',
  slug: 'kayak-botu',
  urunAdi: 'Kayak Botu',
  anaGorselUrl: null,
  minFiyat: 900,
  maxFiyat: 1100,
  paraBirimi: 'TL',
  stokVar: true,
};

describe('NewestProductCard (member spec §2 home)', () => {
  it('shows name, range, badge and calls onAdd', () => {
    const onAdd = vi.fn();
    render(
      <MemoryRouter>
        <NewestProductCard product={product} adding={false} onAdd={onAdd} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Kayak Botu' })).toHaveAttribute('href', '/urun/kayak-botu');
    expect(screen.getByText('900,00 TL - 1.100,00 TL')).toBeInTheDocument();
    expect(screen.getByText('Stokta')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Sepete Ekle/ }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('disables Sepete Ekle out of stock', () => {
    render(
      <MemoryRouter>
        <NewestProductCard product={{ ...product, stokVar: false, minFiyat: 500, maxFiyat: 500 }} adding={false} onAdd={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Tükendi')).toBeInTheDocument();
    expect(screen.getByText('500,00 TL')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sepete Ekle/ })).toBeDisabled();
  });
});

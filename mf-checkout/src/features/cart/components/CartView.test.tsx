import { App } from 'antd';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '@skiclub/shared/schemas';
import { makeCart, makeItem } from '../hooks/cartFixtures';
import type { CartViewProps } from './CartView';
import { CartView } from './CartView';
import { CartEmpty } from './CartEmpty';

function controller(overrides: Partial<CartViewProps['controller']> = {}): CartViewProps['controller'] {
  return {
    pendingKey: null,
    proceedError: null,
    increase: vi.fn(),
    decrease: vi.fn(),
    setQuantity: vi.fn(),
    remove: vi.fn(),
    clear: vi.fn(),
    proceed: vi.fn(),
    ...overrides,
  };
}

function renderView(cart: Cart, ctl = controller(), narrow = false) {
  render(
    <MemoryRouter>
      <App>
        <CartView cart={cart} controller={ctl} narrow={narrow} />
      </App>
    </MemoryRouter>,
  );
  return ctl;
}

describe('CartView', () => {
  const gozluk = makeItem({ birimFiyat: 1250, miktar: 2 });
  const kask = makeItem({ id: 'k', urunAdi: 'Kayak Kaskı', urunSlug: 'kayak-kaski', varyantAdi: null, birimFiyat: 2400.5, miktar: 1, mevcutStok: 0, stokYeterli: false });

  it('lists lines with link, variant, unit price and line total', () => {
    renderView(makeCart([gozluk]));
    const link = screen.getByRole('link', { name: 'Kayak Gözlüğü Pro' });
    expect(link).toHaveAttribute('href', '/urun/kayak-gozlugu-pro');
    expect(screen.getByText('Mavi / M')).toBeInTheDocument();
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('1.250,00 TL')).toBeInTheDocument();
    expect(within(row).getByText('2.500,00 TL')).toBeInTheDocument();
    expect((within(row).getByLabelText('Kayak Gözlüğü Pro adedi') as HTMLInputElement).value).toBe('2');
  });

  it("shows per-line warnings and the cart's uyariMesajlari", () => {
    renderView(makeCart([gozluk, kask], { uyariMesajlari: ['Kayak Kaskı stokta kalmadı.'] }));
    expect(screen.getByText('Kayak Kaskı stokta kalmadı.')).toBeInTheDocument();
    expect(screen.getByText(/Bu ürün şu anda stokta yok\./)).toBeInTheDocument();
  });

  it('wires the buttons to the controller', () => {
    const ctl = renderView(makeCart([gozluk]));
    fireEvent.click(screen.getByRole('button', { name: 'Kayak Gözlüğü Pro adedini artır' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kayak Gözlüğü Pro adedini azalt' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kayak Gözlüğü Pro ürününü sepetten çıkar' }));
    fireEvent.click(screen.getByRole('button', { name: /Sepeti Temizle/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Ödemeye Geç' }));
    expect(ctl.increase).toHaveBeenCalledWith(gozluk);
    expect(ctl.decrease).toHaveBeenCalledWith(gozluk);
    expect(ctl.remove).toHaveBeenCalledWith(gozluk);
    expect(ctl.clear).toHaveBeenCalledTimes(1);
    expect(ctl.proceed).toHaveBeenCalledTimes(1);
  });

  it('shows cards on narrow screens', () => {
    renderView(makeCart([gozluk, kask]), controller(), true);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kayak Kaskı' })).toHaveAttribute('href', '/urun/kayak-kaski');
    expect(screen.getByText('Birim: 2.400,50 TL')).toBeInTheDocument();
  });
});

describe('CartEmpty', () => {
  it("offers 'Alışverişe Başla' to /urunler", () => {
    render(
      <MemoryRouter initialEntries={['/sepet']}>
        <Routes>
          <Route path="/sepet" element={<CartEmpty />} />
          <Route path="/urunler" element={<p>katalog</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('Sepetiniz boş')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Alışverişe Başla' });
    expect(link).toHaveAttribute('href', '/urunler');
    fireEvent.click(link);
    expect(screen.getByText('katalog')).toBeInTheDocument();
  });
});

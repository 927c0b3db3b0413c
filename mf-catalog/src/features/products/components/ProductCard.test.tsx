import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { act } from 'react';
import { sessionStore } from '@skiclub/shared/session';
import { ProductCard, type ProductCardProps } from './ProductCard';

const product: ProductCardProps['product'] = {
  id: '3f2a9c10-1111-4222-8333-444455556666',
  slug: 'pro-kayak-botu',
  urunAdi: 'Pro Kayak Botu',
  kisaAciklama: 'A'.repeat(150),
  anaGorselUrl: '/api/urun/resim/bot.jpg',
  minFiyat: 1200,
  maxFiyat: 1500.5,
  paraBirimi: 'TL',
  stokVar: true,
  kategoriAdi: 'Kayak Botları',
};

function renderCard(p = product) {
  return render(
    <MemoryRouter>
      <ProductCard product={p} />
    </MemoryRouter>,
  );
}

function signIn() {
  act(() =>
    sessionStore.getState().signIn(
      'token-1',
      { id: 'u1', ad: 'Ayşe', soyad: 'Kaya', kullaniciAdi: 'ayse', email: 'ayse@example.com', roller: [], expiration: new Date(Date.now() + 3_600_000).toISOString() },
      false,
    ),
  );
}

describe('ProductCard (member spec §2 catalogue)', () => {
  it('shows the name, the image and the first 100 characters of the short description', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'Pro Kayak Botu' })).toBeInTheDocument();
    expect(screen.getByText(`${'A'.repeat(100)}…`)).toBeInTheDocument();
    const img = screen.getByRole('article').querySelector('img');
    expect(img).toHaveAttribute('src', '/api/urun/resim/bot.jpg');
  });

  it("upper-cases the category with Turkish rules: 'ELDİVEN VE AKSESUAR'", () => {
    renderCard({ ...product, kategoriAdi: 'Eldiven ve Aksesuar' });
    expect(screen.getByText('ELDİVEN VE AKSESUAR')).toBeInTheDocument();
    expect(screen.queryByText('ELDIVEN VE AKSESUAR')).not.toBeInTheDocument();
  });

  it('shows a min–max range when the prices differ', () => {
    renderCard();
    expect(screen.getByText('1.200,00 TL - 1.500,50 TL')).toBeInTheDocument();
  });

  it('shows a single price when min and max are equal', () => {
    renderCard({ ...product, minFiyat: 899.9, maxFiyat: 899.9 });
    expect(screen.getByText('899,90 TL')).toBeInTheDocument();
    expect(screen.queryByText(/ - /)).not.toBeInTheDocument();
  });

  it('shows a green Stokta badge in stock and a red Tükendi badge out of stock', () => {
    const { unmount } = renderCard();
    expect(screen.getByText('Stokta')).toHaveClass('ant-tag-green');
    unmount();
    renderCard({ ...product, stokVar: false });
    expect(screen.getByText('Tükendi')).toHaveClass('ant-tag-red');
    expect(screen.queryByText('Stokta')).not.toBeInTheDocument();
  });

  it('uses the placeholder image when the product has none', () => {
    renderCard({ ...product, anaGorselUrl: null });
    expect(screen.getByRole('article').querySelector('img')).toHaveAttribute('src', '/placeholder-product.svg');
  });

  it('asks a guest to sign in, with links to /giris and /kayit', () => {
    renderCard();
    expect(screen.getByText('Sipariş vermek için giriş yapın')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/giris');
    expect(screen.getByRole('link', { name: 'Kayıt Ol' })).toHaveAttribute('href', '/kayit');
    expect(screen.queryByRole('link', { name: 'Seçenekleri Gör' })).not.toBeInTheDocument();
  });

  it("gives a signed-in user 'Seçenekleri Gör' to /urun/{id}", () => {
    signIn();
    renderCard();
    expect(screen.getByRole('link', { name: 'Seçenekleri Gör' })).toHaveAttribute('href', `/urun/${product.id}`);
    expect(screen.queryByText('Sipariş vermek için giriş yapın')).not.toBeInTheDocument();
  });

  it('links the name to the detail page by slug', () => {
    renderCard();
    const heading = screen.getByRole('heading', { name: 'Pro Kayak Botu' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/urun/pro-kayak-botu');
  });
});

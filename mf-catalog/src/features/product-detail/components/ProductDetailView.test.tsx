import { App } from 'antd';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ProductDetail } from '@skiclub/shared/schemas';
import { jacketVariants } from '../lib/fixtures';
import { ProductDetailView, categoryPath, signInPath } from './ProductDetailView';

const product: ProductDetail = {
  id: 'f39179cd-7dc7-47d5-8f00-5854bebaca72',
  slug: 'kayak-montu',
  urunAdi: 'Kayak Montu',
  kisaAciklama: 'Sıcak tutan mont.',
  aciklama: '<p>Uzun <strong>açıklama</strong></p>',
  anaGorselUrl: '/api/urun/resim/mont.svg',
  urunResimleri: [{ id: 'r1', resimUrl: '/api/urun/resim/mont-2.svg' }],
  minFiyat: 1500,
  maxFiyat: 1600,
  fiyat: 1500,
  paraBirimi: 'TL',
  stokVar: true,
  kategoriId: 'k-mont',
  kategoriAdi: 'Mont ve Pantolon',
  urunKategori: { id: 'k-mont', kategoriAdi: 'Mont ve Pantolon' },
  olusturmaTarihi: '2026-11-01T00:00:00.000Z',
  urunVaryantlari: jacketVariants,
};

function SignInProbe() {
  const location = useLocation();
  return <div data-testid="giris">{location.pathname + location.search}</div>;
}

function renderView() {
  return render(
    <App>
      <MemoryRouter initialEntries={['/urun/kayak-montu']}>
        <Routes>
          <Route path="/urun/:slugOrId" element={<ProductDetailView product={product} />} />
          <Route path="/giris" element={<SignInProbe />} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}

/** The button whose text is `text` (getByRole is slow on a page this size). */
function addButton(text: string): HTMLButtonElement {
  const button = screen.getByText(text).closest('button');
  if (!button) throw new Error(`no button ${text}`);
  return button;
}

describe('ProductDetailView (member spec §2, §4, §5)', () => {
  it('shows code, category link, chosen variant price and stock', () => {
    renderView();
    expect(screen.getByText('Kayak Montu', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.getByText('F39179CD')).toBeInTheDocument();
    for (const link of screen.getAllByText('Mont ve Pantolon', { selector: 'a' })) expect(link).toHaveAttribute('href', '/urunler?kategori=k-mont');
    expect(screen.getByLabelText('Fiyat')).toHaveTextContent('1.600,00 TL');
    expect(screen.getByText('Stokta 7 adet')).toBeInTheDocument();
  });

  it('shows the range and disables Sepete Ekle after Sıfırla', () => {
    renderView();
    fireEvent.click(addButton('Sıfırla'));
    expect(screen.getByLabelText('Fiyat')).toHaveTextContent('1.500,00 TL - 1.600,00 TL');
    expect(addButton('Sepete Ekle')).toBeDisabled();
    expect(screen.getByText('Lütfen tüm seçenekleri belirleyin.')).toBeInTheDocument();
  });

  it('sends a guest to /giris with a redirect back to the product', () => {
    renderView();
    fireEvent.click(addButton('Sepete Ekle'));
    expect(screen.getByTestId('giris')).toHaveTextContent('/giris?redirect=%2Furun%2Fkayak-montu');
  });

  it('has the three tabs with the static reviews text', () => {
    renderView();
    expect(screen.getByText('Açıklama', { selector: '[role=tab]' })).toBeInTheDocument();
    expect(screen.getByText('Özellikler', { selector: '[role=tab]' })).toBeInTheDocument();
    expect(screen.getByText('açıklama', { selector: '.cat-richtext strong' })).toBeInTheDocument();
    fireEvent.click(screen.getByText('Yorumlar (0)', { selector: '[role=tab]' }));
    expect(screen.getByText('Henüz yorum yapılmamış.')).toBeInTheDocument();
  });

  it('builds the category and sign-in addresses', () => {
    expect(categoryPath('k 1')).toBe('/urunler?kategori=k%201');
    expect(signInPath('/urun/a?b=1')).toBe('/giris?redirect=%2Furun%2Fa%3Fb%3D1');
  });
});

import { render, screen } from '@testing-library/react';
import type { Camp } from '@skiclub/shared/schemas';
import { ActiveCampsSlider } from './ActiveCampsSlider';

const camps: Camp[] = [
  {
    id: 'k1',
    kampAdi: 'Palandöken Yılbaşı Kampı',
    aktif: true,
    gorselUrl: '/uploads/kamp/palandoken.svg',
    ulkeAdi: 'Türkiye',
    sehirAdi: 'Erzurum',
    otelAdi: 'Dedeman Palandöken',
    baslangicTarihi: '2026-01-02',
    bitisTarihi: '2026-01-08',
    kampUcretTipiAdi: 'Kişi Başı',
  },
  {
    id: 'k2',
    kampAdi: 'Uludağ Sömestr Kampı',
    aktif: true,
    gorselUrl: null,
    ulkeAdi: 'Türkiye',
    sehirAdi: 'Bursa',
    otelAdi: 'Grand Yazıcı',
    baslangicTarihi: '2026-01-24',
    bitisTarihi: '2026-01-31',
    kampUcretTipiAdi: 'Aile',
  },
];

describe('ActiveCampsSlider (member spec §2 home page)', () => {
  it("shows 'Aktif Kamplarımız' with a card per camp", () => {
    render(<ActiveCampsSlider camps={camps} />);
    expect(screen.getByRole('heading', { name: 'Aktif Kamplarımız' })).toBeInTheDocument();
    expect(screen.getAllByText('Palandöken Yılbaşı Kampı').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Grand Yazıcı, Bursa, Türkiye/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/24\.01\.2026 - 31\.01\.2026/).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('img', { name: 'Palandöken Yılbaşı Kampı' })[0]).toHaveAttribute('src', '/uploads/kamp/palandoken.svg');
  });

  it('renders nothing when there is no camp', () => {
    const { container } = render(<ActiveCampsSlider camps={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the heading with placeholders while loading', () => {
    render(<ActiveCampsSlider camps={[]} loading />);
    expect(screen.getByRole('heading', { name: 'Aktif Kamplarımız' })).toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError } from '@skiclub/shared/errors';
import { registration } from '../registration.fixture';
import { RegistrationList } from './RegistrationList';

const unpaid = registration({
  id: 'r1',
  kampAdi: 'Palandöken Yılbaşı Kampı',
  baslangicTarihi: '2026-01-02',
  bitisTarihi: '2026-01-08',
  otelAdi: 'Dedeman Palandöken',
  sehirAdi: 'Erzurum',
  konaklamaTipiAdi: 'Tam Pansiyon',
  odenecekTL: 45000,
  odenecekEuro: 0,
  odenecekUsd: 0,
  yetiskinler: [{ adSoyad: 'Ayşe Yılmaz', gsm: '05321234567', tcKimlikNo: '10000000146' }],
  cocuklar06: [{ adSoyad: 'Can Yılmaz', dogumTarihi: '2021-03-04', cinsiyetAdi: 'Erkek' }],
  cocuklar611: [{ adSoyad: 'Ece Yılmaz', dogumTarihi: '2016-05-06', cinsiyetAdi: 'Kız', okulAdi: 'Atatürk İlkokulu', sinifSube: '3-A', kaymaSeviyesiId: null }],
});
const paid = registration({ id: 'r2', kampAdi: 'Uludağ Sömestr Kampı', odemeDurumu: true, odenecekTL: 0, odenecekEuro: 980, odenecekUsd: 0 });

describe('RegistrationList (member spec §2 My camps)', () => {
  it('shows each registration with dates, place, people, fees and payment state', () => {
    render(<RegistrationList registrations={[unpaid, paid]} loading={false} error={null} onRetry={() => undefined} />);
    const first = screen.getByRole('heading', { name: 'Palandöken Yılbaşı Kampı' }).closest('.camp-reg') as HTMLElement;
    const card = within(first);
    expect(card.getByText('Ödeme Bekliyor')).toBeInTheDocument();
    expect(card.getByText(/02\.01\.2026 - 08\.01\.2026/)).toBeInTheDocument();
    expect(card.getByText(/Dedeman Palandöken, Erzurum/)).toBeInTheDocument();
    expect(card.getByText(/Tam Pansiyon/)).toBeInTheDocument();
    expect(card.getByText('Ayşe Yılmaz')).toBeInTheDocument();
    expect(card.getByText('Can Yılmaz')).toBeInTheDocument();
    expect(card.getByText('Ece Yılmaz')).toBeInTheDocument();
    expect(card.getByText('45.000,00 TL')).toBeInTheDocument();
    expect(card.getByText(/3 katılımcı/)).toBeInTheDocument();
    // Group headings in Turkish upper case (not 'YETIŞKINLER').
    expect(card.getByRole('heading', { name: 'YETİŞKİNLER' })).toBeInTheDocument();
    expect(card.getByRole('heading', { name: 'ÇOCUKLAR (0-6 YAŞ)' })).toBeInTheDocument();
    expect(card.getByRole('heading', { name: 'ÇOCUKLAR (6-11 YAŞ)' })).toBeInTheDocument();

    const second = within(screen.getByRole('heading', { name: 'Uludağ Sömestr Kampı' }).closest('.camp-reg') as HTMLElement);
    expect(second.getByText('Ödendi')).toBeInTheDocument();
    expect(second.getByText('980,00 €')).toBeInTheDocument();
    expect(second.queryByText(/TL$/)).not.toBeInTheDocument();
    // Without a pay handler there is no button that does nothing.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers the pay button on unpaid registrations only (member spec §2)', async () => {
    const onPay = vi.fn();
    render(<RegistrationList registrations={[unpaid, paid]} loading={false} error={null} onRetry={() => undefined} onPay={onPay} />);
    expect(screen.getAllByRole('button', { name: /ödeme yap/i })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Palandöken Yılbaşı Kampı için ödeme yap' }));
    expect(onPay).toHaveBeenCalledWith(unpaid);
  });

  it("says 'Kayıt bulunamadı.' when there is none", () => {
    render(<RegistrationList registrations={[]} loading={false} error={null} onRetry={() => undefined} />);
    expect(screen.getByText('Kayıt bulunamadı.')).toBeInTheDocument();
  });

  it("shows the catalogue message with 'Tekrar Dene' on failure", async () => {
    const onRetry = vi.fn();
    render(<RegistrationList registrations={[]} loading={false} error={httpError(500, null)} onRetry={onRetry} />);
    expect(screen.getByText('Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows placeholders while loading', () => {
    const { container } = render(<RegistrationList registrations={[]} loading error={null} onRetry={() => undefined} />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText('Kayıt bulunamadı.')).not.toBeInTheDocument();
  });
});

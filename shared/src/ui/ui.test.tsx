import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { clearErrorHistory, httpError, networkError, recordError } from '@skiclub/shared/errors';
import { ActiveBadge, ErrorAlert, InnerPage, innerPage, TOAST_SECONDS, TOAST_TITLE, useSuccessToast, type SuccessToastOptions } from '@skiclub/shared/ui';

afterEach(() => clearErrorHistory());

describe('ErrorAlert (member spec §8)', () => {
  it('renders the message as an alert, without buttons by default', () => {
    render(<ErrorAlert message="Sepet yüklenirken hata oluştu" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Sepet yüklenirken hata oluştu');
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(screen.queryByText('Lütfen aşağıdaki hataları düzeltiniz:')).toBeNull();
  });

  it('lists every field error under the heading', () => {
    render(
      <ErrorAlert
        message="Gönderilen veriler geçersiz. Lütfen kontrol edin."
        fieldErrors={{ email: 'Geçerli bir e-posta adresi giriniz.', gsm: 'Geçerli bir telefon numarası giriniz (10-11 haneli).' }}
      />,
    );
    expect(screen.getByText('Lütfen aşağıdaki hataları düzeltiniz:')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Geçerli bir e-posta adresi giriniz.', 'Geçerli bir telefon numarası giriniz (10-11 haneli).']);
  });

  it('an empty field error object shows no heading', () => {
    render(<ErrorAlert message="Hata" fieldErrors={{}} />);
    expect(screen.queryByText('Lütfen aşağıdaki hataları düzeltiniz:')).toBeNull();
  });

  it("'Tekrar Dene' calls onRetry", async () => {
    const onRetry = vi.fn();
    render(<ErrorAlert message="Hata" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Hatayı Bildir' })).toBeNull();
  });

  it("'Hatayı Bildir' passes the recorded history", async () => {
    const first = networkError('/api/sepet');
    const second = httpError(500, { mesaj: 'Sunucu çöktü' }, '/api/siparis/olustur');
    recordError(first);
    recordError(second);
    const onReport = vi.fn();
    render(<ErrorAlert message="Hata" onReport={onReport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hatayı Bildir' }));
    expect(onReport).toHaveBeenCalledWith([first, second]);
  });

  it.each([
    ['danger', 'ant-alert-error'],
    ['warning', 'ant-alert-warning'],
    ['info', 'ant-alert-info'],
    ['primary', 'ant-alert-info'],
  ] as const)('type %s renders as %s', (type, cls) => {
    render(<ErrorAlert message="Hata" type={type} />);
    expect(screen.getByRole('alert')).toHaveClass(cls);
  });

  it('is closable when onClose is given', async () => {
    const onClose = vi.fn();
    render(<ErrorAlert message="Hata" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

function ToastButton({ message, options }: { message: string; options?: SuccessToastOptions }) {
  const success = useSuccessToast();
  return <button onClick={() => success(message, options)}>göster</button>;
}

describe('useSuccessToast (member spec §8)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows 'İşlem Bildirimi' with the message and a 'Sepete Git' button that calls back", async () => {
    expect(TOAST_TITLE).toBe('İşlem Bildirimi');
    const onGoToCart = vi.fn();
    render(
      <App>
        <ToastButton message="Ürün sepete eklendi!" options={{ onGoToCart }} />
      </App>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'göster' }));
    expect(await screen.findByText('İşlem Bildirimi')).toBeInTheDocument();
    expect(screen.getByText('Ürün sepete eklendi!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sepete Git' }));
    expect(onGoToCart).toHaveBeenCalledTimes(1);
  });

  it("has no 'Sepete Git' button without a callback", async () => {
    render(
      <App>
        <ToastButton message="Sipariş güncellendi!" />
      </App>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'göster' }));
    expect(await screen.findByText('Sipariş güncellendi!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sepete Git' })).toBeNull();
  });

  it('hides after 4 s', async () => {
    expect(TOAST_SECONDS).toBe(4);
    vi.useFakeTimers();
    render(
      <App>
        <ToastButton message="Sepet temizlendi!" />
      </App>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'göster' }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    const wrapper = () => screen.queryByText('Sepet temizlendi!')?.closest('.ant-notification-notice-wrapper') ?? null;
    expect(wrapper()).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3800)); // 3.9 s: still shown
    expect(wrapper()).not.toHaveClass('ant-notification-fade-leave');
    await act(() => vi.advanceTimersByTimeAsync(200)); // 4.1 s: closing
    expect(wrapper()).toHaveClass('ant-notification-fade-leave');
    await act(() => vi.advanceTimersByTimeAsync(100)); // next animation frames: fading out
    expect(wrapper()).toHaveClass('ant-notification-fade-leave-active');
    // jsdom runs no CSS transitions: end the fade-out by hand, then the notice is gone.
    await act(async () => {
      fireEvent.transitionEnd(wrapper()!);
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.queryByText('Sepet temizlendi!')).toBeNull();
  });
});

describe('ActiveBadge (admin spec §2)', () => {
  it('shows Aktif or Pasif', () => {
    const { rerender } = render(<ActiveBadge aktif />);
    expect(screen.getByText('Aktif')).toBeInTheDocument();
    rerender(<ActiveBadge aktif={false} />);
    expect(screen.getByText('Pasif')).toBeInTheDocument();
    expect(screen.queryByText('Aktif')).toBeNull();
  });
  it('is green when active, red when not', () => {
    render(
      <>
        <ActiveBadge aktif />
        <ActiveBadge aktif={false} />
      </>,
    );
    expect(screen.getByText('Aktif')).toHaveClass('ant-tag-green');
    expect(screen.getByText('Pasif')).toHaveClass('ant-tag-red');
  });
  it('calls onClick (status toggle)', async () => {
    const onClick = vi.fn();
    render(<ActiveBadge aktif onClick={onClick} />);
    await userEvent.click(screen.getByText('Aktif'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('InnerPage (member spec §2)', () => {
  it('shows the title, description and breadcrumb, and sets the document title', () => {
    render(
      <MemoryRouter>
        <InnerPage title="Sepetim" backgroundTitle="SEPET" description="Ürünleriniz" breadcrumb={[{ title: 'Ürünler', to: '/urunler' }, { title: 'Sepetim' }]}>
          <p>içerik</p>
        </InnerPage>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sepetim' })).toBeInTheDocument();
    expect(screen.getByText('Ürünleriniz')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana Sayfa' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Ürünler' })).toHaveAttribute('href', '/urunler');
    expect(screen.getByText('içerik')).toBeInTheDocument();
    expect(document.title).toBe('Sepetim | Kayak Kulübü');
  });

  it('writes the faded background title in Turkish upper case', () => {
    render(
      <MemoryRouter>
        <InnerPage title="İletişim" backgroundTitle="İletişim Bilgileri">
          <p>içerik</p>
        </InnerPage>
      </MemoryRouter>,
    );
    expect(screen.getByText('İLETİŞİM BİLGİLERİ')).toBeInTheDocument();
    expect(screen.queryByText('ILETIŞIM BILGILERI')).not.toBeInTheDocument();
  });

  it('innerPage makes a remote page: the panel inside the band, the title alone as breadcrumb', () => {
    function Panel() {
      return <p>kamp listesi</p>;
    }
    const Page = innerPage({ title: 'Kamplarım', backgroundTitle: 'KAMPLARIM', description: 'Kayıtlarınız' }, Panel);
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Kamplarım' })).toBeInTheDocument();
    expect(screen.getByText('Kayıtlarınız')).toBeInTheDocument();
    expect(screen.getByText('kamp listesi')).toBeInTheDocument();
    expect(document.querySelector('.sc-page-band__crumbs')?.textContent).toBe('Ana Sayfa/Kamplarım');
    expect(Page.displayName).toBe('InnerPage(Panel)');
  });
});

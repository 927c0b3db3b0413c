// /odeme against a local HTTP server standing in for the API (@skiclub/shared/testing), through
// the real shared client, cart query, order call, payment hook and hidden gateway form.
import { App } from 'antd';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { sessionStore } from '@skiclub/shared/session';
import { SAMPLE_GATEWAY_URL, advance, failAnswer, okAnswer, sampleGatewayFields, serveApi, type TestRoutes } from '@skiclub/shared/testing';
import { CITIES_URL } from '../api/cities';
import { makeCart, makeItem } from '../../cart/hooks/cartFixtures';
import { CheckoutScreen } from './CheckoutScreen';

const routes: TestRoutes = {};
const api = serveApi(routes);
/** The cities as GET /api/sehir/ulke/{Türkiye} answers them (member spec §3 City). */
const CITIES = [
  { id: 'c1', sehirAdi: 'Ankara' },
  { id: 'c2', sehirAdi: 'Erzurum' },
  { id: 'c3', sehirAdi: 'İstanbul' },
];

const item = makeItem({ id: 'c1', urunId: 'p1', urunAdi: 'Kayak Gözlüğü Pro', miktar: 2, birimFiyat: 1250 });
const item2 = makeItem({ id: 'c2', urunId: 'p2', urunVaryantId: null, urunAdi: 'Kayak Eldiveni', varyantAdi: null, miktar: 1, birimFiyat: 450.5 });
const profile = {
  id: 'u1',
  ad: 'Ayşe',
  soyad: 'Yılmaz',
  kullaniciAdi: 'uye',
  email: 'uye@example.com',
  emailOnaylandi: true,
  gsm: '05321234567',
  gsmOnaylandi: false,
  biyografi: '',
  profilFotoUrl: null,
  kapakFotoUrl: null,
  sosyalMedya: { facebook: '', twitter: '', instagram: '', linkedin: '' },
};

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

function renderCheckout() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <App>
        <MemoryRouter initialEntries={['/odeme']}>
          <Routes>
            <Route path="*" element={<><CheckoutScreen /><Where /></>} />
          </Routes>
        </MemoryRouter>
      </App>
    </SWRConfig>,
  );
}

beforeEach(() => {
  for (const key of Object.keys(routes)) delete routes[key];
  routes['GET /api/sepet'] = okAnswer(makeCart([item, item2]));
  routes['GET /api/hesap/profil'] = okAnswer(profile);
  routes[`GET ${CITIES_URL}`] = okAnswer(CITIES);
  sessionStore.getState().signIn('t0k3n', { id: 'u1', ad: 'Ayşe', soyad: 'Yılmaz', kullaniciAdi: 'uye', email: 'uye@example.com', roller: ['Üye'], expiration: '2099-01-01T00:00:00Z' }, false);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.querySelectorAll('form[action]').forEach((f) => f.remove());
});

const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const payButton = () => screen.getByRole('button', { name: /Ödemeyi Tamamla/ });

async function pickCity(user: UserEvent, city = 'Erzurum') {
  const select = screen.getByRole('combobox', { name: /Şehir/ });
  fireEvent.mouseDown(select);
  await user.type(select, city);
  await user.click(await screen.findByTitle(city));
}

/** Fills the address and card (the name, e-mail and phone come from the prefill). */
async function fillRest(user: UserEvent) {
  await user.type(field(/^Adres/), 'Cumhuriyet Cad. No: 5 Yakutiye');
  await pickCity(user);
  await user.type(field(/Kart Üzerindeki İsim/), 'Ayşe Işık');
  await user.type(field(/Kart Numarası/), '4155650100416111');
  await user.type(field(/Son Kullanma/), '1230');
  await user.type(field(/CVV/), '123');
}

async function tickConsents(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: /Mesafeli Satış Sözleşmesi/ }));
  await user.click(screen.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }));
}

async function prefilled() {
  await waitFor(() => expect(field(/^Telefon/).value).toBe('05321234567'));
}

describe('/odeme form (member spec §2, §5 Checkout)', () => {
  it('prefills name and e-mail from the stored user and the phone from the profile, and shows the order summary', async () => {
    renderCheckout();
    await prefilled();
    expect(field(/^Ad$/).value).toBe('Ayşe');
    expect(field(/^Soyad/).value).toBe('Yılmaz');
    expect(field(/^E-posta/).value).toBe('uye@example.com');
    expect(screen.getByText('Kayak Eldiveni')).toBeInTheDocument();
    expect(screen.getByTestId('chk-checkout-total')).toHaveTextContent('2.950,50 TL');
    expect(screen.getByRole('radio', { name: 'Kredi / Banka Kartı' })).toBeChecked();
  });

  it('pasted phone and card values lose their spaces and letters before the length limit applies', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    renderCheckout();
    await prefilled();
    await user.clear(field(/^Telefon/));
    await user.click(field(/^Telefon/));
    await user.paste('0532 123 45 67');
    expect(field(/^Telefon/).value).toBe('05321234567');
    await user.tab();
    await advance(200);
    expect(screen.queryByText('Lütfen 10 haneli telefon numarası girin.')).not.toBeInTheDocument();
    await user.click(field(/CVV/));
    await user.paste('a1b2c3d4');
    expect(field(/CVV/).value).toBe('1234');
    await user.click(field(/Kart Numarası/));
    await user.paste(' 4155 - 6501 - 0041 - 6111 ');
    expect(field(/Kart Numarası/).value).toBe('4155 6501 0041 6111');
    await user.click(field(/Son Kullanma/));
    await user.paste(' 12 / 2030 ');
    expect(field(/Son Kullanma/).value).toBe('1230');
  });

  it('shows every checkout message verbatim and keeps the button disabled until all rules hold', async () => {
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await prefilled();
    expect(payButton()).toBeDisabled();
    expect(screen.getByText('Lütfen tüm gerekli alanları doldurun ve onayları işaretleyin.')).toBeInTheDocument();

    await user.clear(field(/^Ad$/));
    await user.tab();
    expect(await screen.findByText('Lütfen adınızı girin.')).toBeInTheDocument();
    await user.clear(field(/^Soyad/));
    await user.tab();
    expect(await screen.findByText('Lütfen soyadınızı girin.')).toBeInTheDocument();
    await user.clear(field(/^E-posta/));
    await user.type(field(/^E-posta/), 'ayse@');
    await user.tab();
    expect(await screen.findByText('Lütfen geçerli bir e-posta girin.')).toBeInTheDocument();
    await user.clear(field(/^Telefon/));
    await user.type(field(/^Telefon/), '0532 12a');
    expect(field(/^Telefon/).value).toBe('053212');
    await user.tab();
    expect(await screen.findByText('Lütfen 10 haneli telefon numarası girin.')).toBeInTheDocument();
    await user.click(field(/^Adres/));
    await user.tab();
    expect(await screen.findByText('Lütfen adres bilgisi girin.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Şehir/ }));
    await user.tab();
    expect(await screen.findByText('Lütfen şehir seçin.')).toBeInTheDocument();
    await user.click(field(/Kart Üzerindeki İsim/));
    await user.tab();
    expect(await screen.findByText('Lütfen kart üzerindeki ismi girin.')).toBeInTheDocument();
    await user.type(field(/Kart Numarası/), '4155-6501 0041 6112 999 999');
    // Digits only, at most 19, shown in groups of 4; Luhn fails.
    expect(field(/Kart Numarası/).value).toBe('4155 6501 0041 6112 999');
    await user.tab();
    expect(await screen.findByText('Lütfen geçerli bir kart numarası girin.')).toBeInTheDocument();
    await user.type(field(/Son Kullanma/), '13ab305');
    expect(field(/Son Kullanma/).value).toBe('1330');
    await user.tab();
    expect(await screen.findByText('Lütfen MMYY formatında giriniz (ör. 0150).')).toBeInTheDocument();
    await user.type(field(/CVV/), '1x2');
    expect(field(/CVV/).value).toBe('12');
    await user.tab();
    expect(await screen.findByText('CVV 3 veya 4 hane olmalıdır.')).toBeInTheDocument();

    // Put everything right: still disabled until both consents are ticked.
    await user.type(field(/^Ad$/), 'Ayşe');
    await user.type(field(/^Soyad/), 'Yılmaz');
    await user.clear(field(/^E-posta/));
    await user.type(field(/^E-posta/), 'ayse@example.com');
    await user.type(field(/^Telefon/), '34567');
    await user.type(field(/^Adres/), 'Cumhuriyet Cad. No: 5');
    await pickCity(user);
    await user.type(field(/Kart Üzerindeki İsim/), 'Ayşe Işık');
    await user.clear(field(/Kart Numarası/));
    await user.type(field(/Kart Numarası/), '4155650100416111');
    await user.clear(field(/Son Kullanma/));
    await user.type(field(/Son Kullanma/), '1230');
    await user.type(field(/CVV/), '3');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Lütfen adınızı girin.')).not.toBeInTheDocument());
    expect(payButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Mesafeli Satış Sözleşmesi/ }));
    expect(payButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }));
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(screen.queryByText('Lütfen tüm gerekli alanları doldurun ve onayları işaretleyin.')).not.toBeInTheDocument();
    // The postal code stays optional.
    expect(field(/Posta Kodu/).value).toBe('');
  });

  it('opens each contract text in a modal; accepting it ticks its box', async () => {
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await prefilled();
    await user.click(screen.getByRole('button', { name: 'Mesafeli Satış Sözleşmesi' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('5. Cayma Hakkı')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Okudum, Onaylıyorum' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Mesafeli Satış Sözleşmesi/ })).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Ön Bilgilendirme Formu' }));
    expect(await screen.findByText('1. Satıcı Bilgileri')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ })).not.toBeChecked();
  });

  it("offers the cities of GET /api/sehir/ulke/{Türkiye's fixed id}; a failed list says so", async () => {
    renderCheckout();
    await prefilled();
    expect(api().calls(`GET ${CITIES_URL}`)).toHaveLength(1);
    expect(CITIES_URL).toBe('/api/sehir/ulke/00000000-0000-4000-8000-000000000090');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Şehir/ }));
    for (const c of CITIES) expect(await screen.findByTitle(c.sehirAdi)).toBeInTheDocument();
    cleanup();
    routes[`GET ${CITIES_URL}`] = failAnswer(404, 'Ülke bulunamadı.');
    renderCheckout();
    await prefilled();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Şehir/ }));
    expect(await screen.findByText('Şehirler yüklenemedi. Sayfayı yenileyip tekrar deneyin.')).toBeInTheDocument();
  });
});

describe('/odeme cart states (member spec §2, §4, §8)', () => {
  it("an empty cart says 'Sepetiniz boş! Ürün kataloğuna yönlendiriliyorsunuz...' and goes to /urunler after 2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    routes['GET /api/sepet'] = okAnswer(makeCart([]));
    renderCheckout();
    expect(await screen.findByText('Sepetiniz boş! Ürün kataloğuna yönlendiriliyorsunuz...')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/odeme');
    await advance(1500);
    expect(screen.getByTestId('where')).toHaveTextContent('/odeme');
    await advance(500);
    expect(screen.getByTestId('where')).toHaveTextContent('/urunler');
  });

  it("an invalid cart says 'Sepetinizde sorunlu ürünler var. Lütfen kontrol ediniz.' and the button stays disabled", async () => {
    const user = userEvent.setup({ delay: null });
    const short = makeItem({ id: 'c1', miktar: 4, mevcutStok: 2, stokYeterli: false });
    routes['GET /api/sepet'] = okAnswer(makeCart([short]));
    renderCheckout();
    expect(await screen.findByText('Sepetinizde sorunlu ürünler var. Lütfen kontrol ediniz.')).toBeInTheDocument();
    await prefilled();
    await fillRest(user);
    await tickConsents(user);
    await user.tab();
    expect(payButton()).toBeDisabled();
    expect(screen.getAllByRole('link', { name: 'Sepete Dön' })[0]).toHaveAttribute('href', '/sepet');
  });
});

describe('/odeme ordering and paying (member spec §4 checkout flow, §7, §8)', () => {
  it('creates the order from the addresses only, starts the shop payment and posts the card to the bank after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    routes['POST /api/siparis/olustur'] = () => {
      routes['GET /api/sepet'] = okAnswer(makeCart([]));
      return { status: 201, body: { basarili: true, veri: { siparisId: 'o-1', siparisNo: 'SP-20261124-7K3QX9', toplamTutar: 2950.5 }, mesaj: 'Sipariş başarıyla oluşturuldu!' } };
    };
    routes['POST /api/odeme/baslat'] = okAnswer({ gatewayUrl: SAMPLE_GATEWAY_URL, alanlar: sampleGatewayFields({ OrderId: 'o-1' }) });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    renderCheckout();
    await prefilled();
    await fillRest(user);
    await tickConsents(user);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());

    expect(await screen.findAllByText('Ödeme sistemi açılıyor... Lütfen bekleyin.')).not.toHaveLength(0);
    const [create] = api().calls('POST /api/siparis/olustur');
    const body = create!.body as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['faturaAdresi', 'paraBirimi', 'teslimatAdresi']);
    expect(body.paraBirimi).toBe('TL');
    expect(JSON.parse(body.teslimatAdresi!)).toEqual({
      ad: 'Ayşe',
      soyad: 'Yılmaz',
      adSoyad: 'Ayşe Yılmaz',
      adres: 'Cumhuriyet Cad. No: 5 Yakutiye',
      sehir: 'Erzurum',
      postaKodu: '',
      telefon: '05321234567',
      ulke: 'Türkiye',
    });
    expect(JSON.parse(body.faturaAdresi!)).toMatchObject({ email: 'uye@example.com', sehir: 'Erzurum' });
    expect(api().calls('POST /api/odeme/baslat')[0]!.body).toEqual({ OrderId: 'o-1', PurchAmount: 2950.5, Kaynak: 'shop' });
    // The card never goes to our API.
    expect(JSON.stringify(api().requests.map((r) => r.body))).not.toContain('4155650100416111');
    // The cart was read again after the order (it is empty now) but the page does not leave.
    await waitFor(() => expect(api().hits('GET /api/sepet')).toBeGreaterThanOrEqual(2));
    expect(screen.queryByText('Sepetiniz boş! Ürün kataloğuna yönlendiriliyorsunuz...')).not.toBeInTheDocument();

    expect(submit).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(submit).toHaveBeenCalledTimes(1);
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.action).toBe(SAMPLE_GATEWAY_URL);
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    expect(data).toMatchObject({ CardHolderName: 'AYSE ISIK', Pan: '4155650100416111', Expiry: '1230', Cvv2: '123' });
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/odeme');
  });

  it('a 409 shows the per-product stock messages and keeps every value; nothing is paid', async () => {
    const user = userEvent.setup({ delay: null });
    routes['POST /api/siparis/olustur'] = failAnswer(409, 'Sepetinizde sorunlu ürünler var. Lütfen kontrol ediniz.', {
      p1: 'Yetersiz stok: Kayak Gözlüğü Pro (en fazla 1 adet)',
    });
    renderCheckout();
    await prefilled();
    await fillRest(user);
    await tickConsents(user);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    expect(await screen.findByText('Yetersiz stok: Kayak Gözlüğü Pro (en fazla 1 adet)')).toBeInTheDocument();
    expect(screen.getAllByText('Sepetinizde sorunlu ürünler var. Lütfen kontrol ediniz.').length).toBeGreaterThan(0);
    expect(api().hits('POST /api/odeme/baslat')).toBe(0);
    expect(field(/^Adres/).value).toBe('Cumhuriyet Cad. No: 5 Yakutiye');
    expect(field(/Kart Numarası/).value).toBe('4155 6501 0041 6111');
    expect(field(/CVV/).value).toBe('123');
    expect(screen.getByRole('checkbox', { name: /Mesafeli Satış Sözleşmesi/ })).toBeChecked();
    await waitFor(() => expect(api().hits('GET /api/sepet')).toBeGreaterThanOrEqual(2));
  });

  it("a 500 says 'Sipariş oluşturulurken hata oluştu'; a refused payment start says 'Ödeme işlemi başlatılamadı' and retries the same order", async () => {
    const user = userEvent.setup({ delay: null });
    routes['POST /api/siparis/olustur'] = failAnswer(500);
    renderCheckout();
    await prefilled();
    await fillRest(user);
    await tickConsents(user);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    expect(await screen.findByText('Sipariş oluşturulurken hata oluştu')).toBeInTheDocument();
    expect(field(/Kart Üzerindeki İsim/).value).toBe('Ayşe Işık');

    routes['POST /api/siparis/olustur'] = { status: 201, body: { basarili: true, veri: { siparisId: 'o-2', siparisNo: 'SP-20261124-AAAAAA', toplamTutar: 2950.5 }, mesaj: '' } };
    routes['POST /api/odeme/baslat'] = failAnswer(500);
    await user.click(payButton());
    expect(await screen.findByText('Ödeme işlemi başlatılamadı')).toBeInTheDocument();
    expect(screen.getByText('Siparişiniz oluşturuldu: SP-20261124-AAAAAA')).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: /Ödemeyi Tekrar Dene/ });
    await waitFor(() => expect(retry).toBeEnabled());
    await user.click(retry);
    await waitFor(() => expect(api().hits('POST /api/odeme/baslat')).toBe(2));
    expect(api().hits('POST /api/siparis/olustur')).toBe(2);
  });
});

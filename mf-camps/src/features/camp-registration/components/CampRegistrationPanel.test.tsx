// /kampa-kayit against a local HTTP server standing in for the API (@skiclub/shared/testing),
// through the real shared client, schemas and form rules.
import { App } from 'antd';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { http } from '@skiclub/shared/api';
import { advance, failAnswer, okAnswer, serveApi, type TestRequest, type TestRoutes } from '@skiclub/shared/testing';
import { registration } from '../../my-camps/registration.fixture';
import { BEGINNER, BOY, CAMP_ID, camps, DOUBLE_ID, FAMILY_ID, genders, GIRL, quote, skillLevels } from '../registrationFixtures';
import { CampRegistrationPanel } from './CampRegistrationPanel';

const routes: TestRoutes = {};
const api = serveApi(routes);

beforeEach(() => {
  for (const key of Object.keys(routes)) delete routes[key];
  Object.assign(routes, {
    'GET /api/KampaKayit/secenekler': okAnswer(camps),
    'GET /api/cinsiyet/aktif': okAnswer(genders),
    'GET /api/kaymaseviyesi/aktif': okAnswer(skillLevels),
    'POST /api/KampaKayit/fiyat': (req: TestRequest) => {
      const body = req.body as { konaklamaSecenegiId: string; ekipKodu: string | null };
      if (body.ekipKodu === 'KAYAK10') {
        return okAnswer(quote({ indirimOrani: 10, indirimTutariTL: 6000, odenecekTL: 54000, odenecekEuro: 1530, ekipKodu: 'KAYAK10', ekipKoduDurumu: 'gecerli', ekipKoduMesaji: 'Ekip kodu uygulandı: %10 indirim.' }));
      }
      if (body.ekipKodu === 'ESKI') return okAnswer(quote({ ekipKodu: 'ESKI', ekipKoduDurumu: 'suresiDolmus', ekipKoduMesaji: 'Bu ekip kodunun süresi dolmuş.' }));
      if (body.konaklamaSecenegiId === DOUBLE_ID) return okAnswer(quote({ konaklamaSecenegiId: DOUBLE_ID, listeFiyatiTL: 40000, listeFiyatiEuro: 0, odenecekTL: 40000, odenecekEuro: 0 }));
      return okAnswer(quote());
    },
  });
});

function renderPage(path = `/kampa-kayit?kampId=${CAMP_ID}`) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/kampa-kayit" element={<CampRegistrationPanel />} />
            <Route path="/kamplarim" element={<p>Kamplarım sayfası</p>} />
          </Routes>
        </MemoryRouter>
      </App>
    </SWRConfig>,
  );
}

const group = (name: string) => within(screen.getByRole('group', { name }));

async function chooseOption(user: UserEvent, name: RegExp) {
  await user.click(await screen.findByRole('radio', { name }));
}

/** Types a date as shown (dd.mm.yyyy) into a date field and leaves it. */
async function typeDate(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  fireEvent.blur(input);
}

async function fillFamily(user: UserEvent) {
  const a1 = group('1. Yetişkin');
  await user.type(a1.getByLabelText('Ad Soyad'), 'Ayşe Yılmaz');
  await user.type(a1.getByLabelText('GSM'), '0532 123 45 67');
  await user.type(a1.getByLabelText('T.C. Kimlik No'), '10000000146');
  const a2 = group('2. Yetişkin');
  await user.type(a2.getByLabelText('Ad Soyad'), 'Mehmet Yılmaz');
  await user.type(a2.getByLabelText('GSM'), '05331234567');
  await user.type(a2.getByLabelText('T.C. Kimlik No'), '12345678950');
  const c1 = group('1. Çocuk (0-6 yaş)');
  await user.type(c1.getByLabelText('Ad Soyad'), 'Can Yılmaz');
  await typeDate(user, c1.getByLabelText('Doğum Tarihi'), '01.05.2022');
  await user.click(c1.getByText('Erkek'));
  const c2 = group('1. Çocuk (6-11 yaş)');
  await user.type(c2.getByLabelText('Ad Soyad'), 'Ece Yılmaz');
  await typeDate(user, c2.getByLabelText('Doğum Tarihi'), '15.03.2018');
  await user.click(c2.getByText('Kız'));
  await user.type(c2.getByLabelText('Okul Adı'), 'Atatürk İlkokulu');
  await user.type(c2.getByLabelText('Sınıf/Şube'), '3-A');
  fireEvent.mouseDown(c2.getByRole('combobox', { name: 'Kayma Seviyesi' }));
  await user.click(await screen.findByTitle('Başlangıç'));
}

describe('/kampa-kayit form', () => {
  afterEach(() => vi.restoreAllMocks());

  it("builds the participant sections from the option's counts; a full option is shown but disabled", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const full = await screen.findByRole('radio', { name: /Suit/ });
    expect(full).toBeDisabled();
    expect(full.closest('label')).toHaveTextContent('Dolu');
    const family = screen.getByRole('radio', { name: /Aile Odası/ }).closest('label') as HTMLElement;
    expect(family).toHaveTextContent('2 yetişkin + 1 çocuk (0-6) + 1 çocuk (6-11)');
    expect(family).toHaveTextContent('60.000,00 TL');
    expect(family).toHaveTextContent('1.700,00 €');
    expect(family).toHaveTextContent('4 oda kaldı');
    expect(screen.getByRole('radio', { name: /Çift Kişilik Oda/ }).closest('label')).toHaveTextContent('Son 1 oda');
    expect(screen.queryByRole('group', { name: '1. Yetişkin' })).not.toBeInTheDocument();

    await chooseOption(user, /Aile Odası/);
    for (const name of ['1. Yetişkin', '2. Yetişkin', '1. Çocuk (0-6 yaş)', '1. Çocuk (6-11 yaş)']) expect(screen.getByRole('group', { name })).toBeInTheDocument();
    expect(group('1. Yetişkin').getByLabelText('T.C. Kimlik No')).toBeInTheDocument();
    expect(group('1. Çocuk (0-6 yaş)').queryByLabelText('Okul Adı')).not.toBeInTheDocument();
    expect(group('1. Çocuk (6-11 yaş)').getByLabelText('Okul Adı')).toBeInTheDocument();
    expect(group('1. Çocuk (6-11 yaş)').getByRole('combobox', { name: 'Kayma Seviyesi' })).toBeInTheDocument();
    expect(group('1. Çocuk (0-6 yaş)').getByRole('radio', { name: 'Kız' })).toBeInTheDocument();

    await user.type(group('1. Yetişkin').getByLabelText('Ad Soyad'), 'Ayşe Yılmaz');
    await chooseOption(user, /Çift Kişilik Oda/);
    expect(screen.getByRole('group', { name: '2. Yetişkin' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '1. Çocuk (0-6 yaş)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '1. Çocuk (6-11 yaş)' })).not.toBeInTheDocument();
    // What was typed for the adults stays.
    expect(group('1. Yetişkin').getByLabelText('Ad Soyad')).toHaveValue('Ayşe Yılmaz');
  });

  it('shows the T.C. Kimlik No and age messages under the fields', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseOption(user, /Aile Odası/);
    const tc = group('1. Yetişkin').getByLabelText('T.C. Kimlik No');
    await user.type(tc, '12345');
    await user.tab();
    expect(await screen.findByText('T.C. Kimlik No 11 haneli olmalıdır.')).toBeInTheDocument();
    await user.clear(tc);
    await user.type(tc, '12345678901');
    expect(await screen.findByText('Geçersiz T.C. Kimlik No.')).toBeInTheDocument();
    await user.type(group('2. Yetişkin').getByLabelText('GSM'), '123');
    await user.tab();
    expect(await screen.findByText('Geçerli bir telefon numarası giriniz (10-11 haneli).')).toBeInTheDocument();

    // Ages count on the camp's first day (10.01.2027): born 01.01.2019 is 8.
    await typeDate(user, group('1. Çocuk (0-6 yaş)').getByLabelText('Doğum Tarihi'), '01.01.2019');
    await user.click(screen.getByRole('button', { name: /Kaydı Tamamla/ }));
    expect(await screen.findByText('Yaş 0-6 aralığında olmalıdır.')).toBeInTheDocument();
    await typeDate(user, group('1. Çocuk (6-11 yaş)').getByLabelText('Doğum Tarihi'), '01.01.2023');
    expect(await screen.findByText('Yaş 6-11 aralığında olmalıdır.')).toBeInTheDocument();
    expect(screen.getByText('Lütfen form hatalarını düzeltiniz.')).toBeInTheDocument();
    expect(api().hits('POST /api/kampakayit')).toBe(0);
  });

  it("the price box shows the list price, a team discount, and a refused code's reason without blocking", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const box = within(await screen.findByTestId('price-box'));
    expect(box.getByText('Fiyatı görmek için kamp ve konaklama seçeneği seçin.')).toBeInTheDocument();
    await chooseOption(user, /Aile Odası/);
    await waitFor(() => expect(box.getByTestId('price-total')).toHaveTextContent('60.000,00 TL'));
    expect(box.getByTestId('price-total')).toHaveTextContent('1.700,00 €');
    expect(box.queryByText(/İndirim \(%/)).not.toBeInTheDocument();

    await user.type(box.getByLabelText('Ekip Kodu'), 'KAYAK10');
    await waitFor(() => expect(box.getByTestId('price-total')).toHaveTextContent('54.000,00 TL'));
    expect(box.getByText('İndirim (%10)')).toBeInTheDocument();
    expect(box.getByText('-6.000,00 TL')).toBeInTheDocument();
    expect(box.getByText('Ekip kodu uygulandı: %10 indirim.')).toBeInTheDocument();
    expect(box.getByTestId('price-total')).toHaveTextContent('1.530,00 €');

    await user.clear(box.getByLabelText('Ekip Kodu'));
    await user.type(box.getByLabelText('Ekip Kodu'), 'ESKI');
    expect(await box.findByText('Bu ekip kodunun süresi dolmuş.')).toBeInTheDocument();
    expect(box.getByTestId('price-total')).toHaveTextContent('60.000,00 TL');
    expect(box.queryByText(/İndirim \(%/)).not.toBeInTheDocument();
    // Debounced: the typed code was asked for once it was complete, not per letter.
    const codes = api()
      .calls('POST /api/KampaKayit/fiyat')
      .map((r) => (r.body as { ekipKodu: string | null }).ekipKodu);
    expect(codes).toEqual([null, 'KAYAK10', 'ESKI']);
    expect(api().calls('POST /api/KampaKayit/fiyat')[0]!.body).toEqual({ kampId: CAMP_ID, konaklamaSecenegiId: FAMILY_ID, ekipKodu: null });
  });

  it('chooses the camp from the list', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage('/kampa-kayit');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Kamp' }));
    await user.click(await screen.findByTitle('Palandöken Yılbaşı Kampı (10.01.2027 - 16.01.2027)'));
    expect(await screen.findByText('Dedeman Palandöken, Erzurum, Türkiye')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Aile Odası/ })).toBeInTheDocument();
  });

  it('sends the family and lands on /kamplarim', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    routes['POST /api/kampakayit'] = { status: 201, body: { basarili: true, veri: registration({ id: 'r-new' }), mesaj: '' } };
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    // Counts sends the moment they start, before a request could reach the server.
    const posts = vi.spyOn(http, 'post');
    renderPage();
    await chooseOption(user, /Aile Odası/);
    await fillFamily(user);
    await user.type(within(screen.getByTestId('price-box')).getByLabelText('Ekip Kodu'), 'KAYAK10');
    await user.type(screen.getByLabelText('Uçuş Kodu'), 'TK2710{Enter}');
    // Enter in a field does not send the form: only the button does.
    await advance(300);
    expect(posts.mock.calls.filter(([url]) => url === '/api/kampakayit')).toHaveLength(0);
    expect(api().hits('POST /api/kampakayit')).toBe(0);
    await user.click(screen.getByRole('button', { name: /Kaydı Tamamla/ }));
    expect(await screen.findByText('Kamplarım sayfası')).toBeInTheDocument();
    expect(api().calls('POST /api/kampakayit').map((r) => r.body)).toEqual([
      {
        kampId: CAMP_ID,
        konaklamaSecenegiId: FAMILY_ID,
        yetiskinler: [
          { adSoyad: 'Ayşe Yılmaz', gsm: '05321234567', tcKimlikNo: '10000000146' },
          { adSoyad: 'Mehmet Yılmaz', gsm: '05331234567', tcKimlikNo: '12345678950' },
        ],
        cocuklar06: [{ adSoyad: 'Can Yılmaz', dogumTarihi: '2022-05-01', cinsiyetId: BOY }],
        cocuklar611: [{ adSoyad: 'Ece Yılmaz', dogumTarihi: '2018-03-15', okulAdi: 'Atatürk İlkokulu', sinifSube: '3-A', kaymaSeviyesiId: BEGINNER, cinsiyetId: GIRL }],
        aciklama: null,
        ucusKodu: 'TK2710',
        ekipKodu: 'KAYAK10',
      },
    ]);
    expect(screen.getByText('Kamp kaydınız alındı. Ödemenizi Kamplarım sayfasından yapabilirsiniz.')).toBeInTheDocument();
  });

  it("a birth date that is not a real dd.mm.yyyy date keeps its text and says 'Geçerli bir tarih giriniz.'; selections use the shared required text", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage('/kampa-kayit');
    await screen.findByRole('combobox', { name: 'Kamp' });
    await user.click(screen.getByRole('button', { name: /Kaydı Tamamla/ }));
    expect(await screen.findByText('Kamp alanı zorunludur.')).toBeInTheDocument();

    renderPage();
    await chooseOption(user, /Aile Odası/);
    const birth = group('1. Çocuk (0-6 yaş)').getByLabelText('Doğum Tarihi');
    for (const typed of ['31.02.2018', '2018-06-15', '15/06/2018']) {
      await typeDate(user, birth, typed);
      expect(birth).toHaveValue(typed);
      await waitFor(() => expect(group('1. Çocuk (0-6 yaş)').getByText('Geçerli bir tarih giriniz.')).toBeInTheDocument());
      expect(group('1. Çocuk (0-6 yaş)').queryByText('Doğum Tarihi alanı zorunludur.')).not.toBeInTheDocument();
    }
    await typeDate(user, birth, '01.05.2022');
    await waitFor(() => expect(group('1. Çocuk (0-6 yaş)').queryByText('Geçerli bir tarih giriniz.')).not.toBeInTheDocument());
    await user.click(screen.getAllByRole('button', { name: /Kaydı Tamamla/ }).at(-1)!);
    expect(await group('1. Çocuk (0-6 yaş)').findByText('Cinsiyet alanı zorunludur.')).toBeInTheDocument();
    expect(group('1. Çocuk (6-11 yaş)').getByText('Kayma Seviyesi alanı zorunludur.')).toBeInTheDocument();
    expect(api().hits('POST /api/kampakayit')).toBe(0);
  });

  it('a refused submit keeps everything typed and shows the field errors; no room left reads the options again', async () => {
    routes['POST /api/kampakayit'] = failAnswer(422, 'Gönderilen veriler geçersiz. Lütfen kontrol edin.', {
      'yetiskinler.1.tcKimlikNo': 'Bu T.C. Kimlik No bu kampa zaten kayıtlı.',
      ekipKodu: 'Bu ekip kodunun kullanım hakkı dolmuş.',
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseOption(user, /Aile Odası/);
    await fillFamily(user);
    await user.type(within(screen.getByTestId('price-box')).getByLabelText('Ekip Kodu'), 'KAYAK10');
    await user.click(screen.getByRole('button', { name: /Kaydı Tamamla/ }));
    expect(await screen.findByText('Gönderilen veriler geçersiz. Lütfen kontrol edin.')).toBeInTheDocument();
    // Under its field (and listed in the alert).
    await waitFor(() => expect(screen.getAllByText('Bu T.C. Kimlik No bu kampa zaten kayıtlı.')).toHaveLength(2));
    expect(group('2. Yetişkin').getByLabelText('T.C. Kimlik No')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Bu ekip kodunun kullanım hakkı dolmuş.')).toHaveLength(2);
    expect(group('1. Yetişkin').getByLabelText('Ad Soyad')).toHaveValue('Ayşe Yılmaz');
    expect(group('1. Çocuk (0-6 yaş)').getByLabelText('Doğum Tarihi')).toHaveValue('01.05.2022');
    expect(group('1. Çocuk (6-11 yaş)').getByLabelText('Okul Adı')).toHaveValue('Atatürk İlkokulu');
    expect(screen.queryByText('Kamplarım sayfası')).not.toBeInTheDocument();

    const optionReads = api().hits('GET /api/KampaKayit/secenekler');
    routes['POST /api/kampakayit'] = failAnswer(409, 'Seçtiğiniz konaklama seçeneğinde boş oda kalmadı.', { konaklamaSecenegiId: 'Seçtiğiniz konaklama seçeneğinde boş oda kalmadı.' });
    routes['GET /api/KampaKayit/secenekler'] = okAnswer([{ ...camps[0]!, konaklamaSecenekleri: camps[0]!.konaklamaSecenekleri.map((o) => (o.id === FAMILY_ID ? { ...o, kalanOdaSayisi: 0 } : o)) }, camps[1]]);
    await user.clear(group('2. Yetişkin').getByLabelText('T.C. Kimlik No'));
    await user.type(group('2. Yetişkin').getByLabelText('T.C. Kimlik No'), '23456789138');
    await user.click(screen.getByRole('button', { name: /Kaydı Tamamla/ }));
    await waitFor(() => expect(api().hits('GET /api/KampaKayit/secenekler')).toBe(optionReads + 1));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Aile Odası/ })).toBeDisabled());
    // The alert and the option's field error: the field error renders after the form re-validates.
    await waitFor(() => expect(screen.getAllByText('Seçtiğiniz konaklama seçeneğinde boş oda kalmadı.').length).toBeGreaterThanOrEqual(2));
    expect(group('1. Yetişkin').getByLabelText('Ad Soyad')).toHaveValue('Ayşe Yılmaz');
  });
});

import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failAnswer, okAnswer } from '@skiclub/shared/testing';
import type { NotificationCamp, NotificationHistoryItem, NotificationHistoryPage, NotificationStats } from '@skiclub/shared/schemas/admin';
import { NotificationsScreen } from '.';
import { formatSentAt } from './components/NotificationHistory';
import type { NotificationSend } from './api/service';
import { renderScreen, uuid } from '../crud/testing/screenTesting';
import { payloadOf, resolveReply, serveAdminApi, type RouteReply } from '../crud/testing/adminApi';

// defaultHidden skips the costly visibility check of role queries on antd's large DOM.
configure({ defaultHidden: true });

const STATS: NotificationStats = { bugunGonderilen: 3, toplamKullanici: 128, aktifKamplar: 4, bekleyenOdemeler: 17 };
const CAMPS: NotificationCamp[] = [{ id: uuid(7), kampAdi: 'Palandöken Yılbaşı Kampı', baslangicTarihi: '2026-12-28', bitisTarihi: '2027-01-02' }];
const item = (n: number, over: Partial<NotificationHistoryItem> = {}): NotificationHistoryItem => ({
  id: uuid(n),
  konu: `Duyuru ${n}`,
  aliciSayisi: n,
  bildirimTipi: 'bilgilendirme',
  durum: 'gonderildi',
  gonderimTarihi: '2026-11-20T09:05:00.000Z',
  ...over,
});

const api = serveAdminApi();

/** Answers a test sets: history pages by number, or an answer replacing the default of a call. */
interface NotificationAnswers {
  pages?: Record<number, NotificationHistoryPage>;
  history?: RouteReply;
  count?: RouteReply;
  send?: RouteReply;
}

/**
 * Serves /api/bildirim from the stand-in API (history pages, statistics, camps, recipient count 5,
 * a send answered with the server's queue message) and renders the screen on its real calls.
 * @returns spies of what arrived: send(body without the token), countRecipients(query),
 * history(sayfa, boyut), stats(), camps()
 */
function renderView(answers: NotificationAnswers = {}) {
  const calls = {
    send: vi.fn<(payload: NotificationSend) => void>(),
    countRecipients: vi.fn<(query: Record<string, string>) => void>(),
    history: vi.fn<(sayfa: number, boyut: number) => void>(),
    stats: vi.fn<() => void>(),
    camps: vi.fn<() => void>(),
  };
  const routes = api().routes;
  routes['POST /api/bildirim'] = (req) => {
    const payload = payloadOf<NotificationSend>(req.body);
    calls.send(payload);
    return resolveReply(answers.send, req, () => okAnswer({ id: uuid(99), aliciSayisi: 5 }, `Bildirim 5 alıcıya gönderilmek üzere kuyruğa alındı. ${payload.konu}`));
  };
  routes['GET /api/bildirim/alici-sayisi'] = (req) => {
    calls.countRecipients(Object.fromEntries(req.searchParams));
    return resolveReply(answers.count, req, () => okAnswer({ aliciSayisi: 5 }));
  };
  routes['GET /api/bildirim/gecmis'] = (req) => {
    const sayfa = Number(req.searchParams.get('sayfa'));
    calls.history(sayfa, Number(req.searchParams.get('boyut')));
    return resolveReply(answers.history, req, () => okAnswer(answers.pages?.[sayfa] ?? { items: [], totalCount: 0 }));
  };
  routes['GET /api/bildirim/istatistikler'] = () => (calls.stats(), okAnswer(STATS));
  routes['GET /api/bildirim/kamplar'] = () => (calls.camps(), okAnswer(CAMPS));
  renderScreen(<NotificationsScreen />);
  return calls;
}

/** The confirmation modal opened by 'Gönder': its text, after pressing `button` ('Gönder' or 'Vazgeç'). */
async function answerConfirm(button: 'Gönder' | 'Vazgeç'): Promise<string> {
  const dialog = await waitFor(() => {
    const open = Array.from(document.querySelectorAll<HTMLElement>('.ant-modal-confirm')).at(-1);
    expect(open).toBeTruthy();
    return open!;
  });
  const text = dialog.querySelector('.ant-modal-confirm-paragraph')?.textContent ?? '';
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  return text;
}

const formItem = (label: string) => screen.getByText(label, { selector: 'label' }).closest<HTMLElement>('.ant-form-item')!;
const field = (label: string) => formItem(label).querySelector<HTMLInputElement | HTMLTextAreaElement>('input,textarea')!;
const shown = (label: string) => formItem(label).querySelector('.ant-select-selection-item')?.textContent ?? '';
const rows = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row'));

/** Opens a select by its label and picks the option with `title`. */
async function pick(label: string, option: string) {
  fireEvent.mouseDown(formItem(label).querySelector('.ant-select-selector')!);
  const found = await waitFor(() => {
    const el = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')).find((o) => o.getAttribute('title') === option);
    if (!el) throw new Error(`seçenek yok: ${option}`);
    return el;
  });
  fireEvent.click(found);
  await waitFor(() => expect(shown(label)).toBe(option));
}

// Rendering antd + ProForm in jsdom is slow on a busy machine: generous time limits.
describe('/admin/bildirimler (NotificationsScreen)', () => {
  it('shows the four statistics cards and the history with Turkish type, status words and dd.mm.yyyy HH:mm', async () => {
    renderView({
      pages: {
        1: {
          items: [item(1), item(2, { durum: 'bekliyor', bildirimTipi: 'kampHatirlatma' }), item(3, { durum: 'hata', bildirimTipi: 'acilDuyuru', gonderimTarihi: '2026-11-21T15:30:00.000Z' })],
          totalCount: 3,
        },
      },
    });
    await waitFor(() => expect(rows()).toHaveLength(3));
    for (const [title, value] of [['Bugün Gönderilen', '3'], ['Toplam Kullanıcı', '128'], ['Aktif Kamplar', '4'], ['Bekleyen Ödemeler', '17']]) {
      const card = screen.getByText(title!).closest<HTMLElement>('.ant-card')!;
      expect(within(card).getByText(value!)).toBeInTheDocument();
    }
    const cells = rows().map((r) => Array.from(r.querySelectorAll('td')).map((td) => td.textContent));
    expect(cells[0]).toEqual(['Duyuru 1', '1', 'Bilgilendirme', 'Gönderildi', formatSentAt('2026-11-20T09:05:00.000Z')]);
    expect(cells[1]!.slice(2, 4)).toEqual(['Kamp Hatırlatma', 'Bekliyor']);
    expect(cells[2]!.slice(2, 4)).toEqual(['Acil Duyuru', 'Hata']);
    expect(formatSentAt('2026-11-21T15:30:00')).toBe('21.11.2026 15:30');
  });

  it('pages the history 20 at a time and refreshes history and statistics with Yenile', async () => {
    const calls = renderView({
      pages: {
        1: { items: Array.from({ length: 20 }, (_, i) => item(i + 1)), totalCount: 45 },
        2: { items: [item(21)], totalCount: 45 },
      },
    });
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(calls.history).toHaveBeenLastCalledWith(1, 20);
    fireEvent.click(document.querySelector<HTMLElement>('.ant-pagination-item-2')!);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(calls.history).toHaveBeenLastCalledWith(2, 20);
    expect(document.querySelector('.ant-pagination-item-3')).not.toBeNull();
    const statsCalls = calls.stats.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: /Yenile/ }));
    await waitFor(() => expect(calls.history).toHaveBeenCalledTimes(3));
    expect(calls.history).toHaveBeenLastCalledWith(2, 20);
    await waitFor(() => expect(calls.stats.mock.calls.length).toBe(statsCalls + 1));
  });

  it("a failed history load says 'Bildirim geçmişi yüklenirken bir hata oluştu!'", async () => {
    renderView({ history: failAnswer(500, 'Sunucu hatası') });
    expect(await screen.findByText('Bildirim geçmişi yüklenirken bir hata oluştu!')).toBeInTheDocument();
  });

  it('priority starts at Orta; the e-mail field shows for Tek Kullanıcı and the camp picker for Belirli Kamp', async () => {
    renderView();
    await waitFor(() => expect(shown('Öncelik')).toBe('Orta'));
    expect(screen.queryByText('Kullanıcı E-postası', { selector: 'label' })).toBeNull();
    await pick('Alıcı Tipi', 'Tek Kullanıcı');
    expect(screen.getByText('Kullanıcı E-postası', { selector: 'label' })).toBeInTheDocument();
    expect(screen.queryByText('Kamp', { selector: 'label' })).toBeNull();
    await pick('Alıcı Tipi', 'Belirli Kamp');
    expect(screen.queryByText('Kullanıcı E-postası', { selector: 'label' })).toBeNull();
    await pick('Kamp', 'Palandöken Yılbaşı Kampı (28.12.2026 - 02.01.2027)');
  });

  it('refuses a single-user send without an e-mail, with the §5 message, and sends nothing', async () => {
    const calls = renderView();
    await pick('Alıcı Tipi', 'Tek Kullanıcı');
    await pick('Bildirim Tipi', 'Etkinlik');
    fireEvent.change(field('Konu'), { target: { value: 'Kayak gecesi' } });
    fireEvent.change(field('Mesaj'), { target: { value: 'Cuma akşamı kulüpte buluşuyoruz.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findAllByText('Tek kullanıcıya gönderim için kullanıcı e-postası zorunludur.')).not.toHaveLength(0);
    expect(calls.send).not.toHaveBeenCalled();
  });

  it('counts the subject and message characters and rejects a subject over 100', async () => {
    renderView();
    await waitFor(() => expect(formItem('Konu').textContent).toContain('0 / 100'));
    expect(formItem('Mesaj').textContent).toContain('0 / 1000');
    fireEvent.change(field('Konu'), { target: { value: 'k'.repeat(101) } });
    expect(await screen.findByText('Konu en fazla 100 karakter olabilir.')).toBeInTheDocument();
    expect(formItem('Konu').textContent).toContain('101 / 100');
  });

  it('a quick template fills the form; the send carries its values, toasts the server message and reloads', async () => {
    const calls = renderView();
    await waitFor(() => expect(calls.history).toHaveBeenCalledTimes(1));
    for (const label of ['Kamp hatırlatma — 7 gün kala', 'Kamp hatırlatma — 3 gün kala', 'Ödeme hatırlatma', 'Acil duyuru']) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Kamp hatırlatma — 3 gün kala' }));
    await waitFor(() => expect(field('Konu').value).toBe('Kampınıza 3 gün kaldı!'));
    expect(shown('Alıcı Tipi')).toBe('Aktif Kamp Kayıtları');
    expect(shown('Bildirim Tipi')).toBe('Kamp Hatırlatma');
    expect(shown('Öncelik')).toBe('Yüksek');
    fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    // Nothing goes out before the admin confirms the count the server gave.
    expect(await answerConfirm('Gönder')).toBe("Bildirim gönderilsin mi?'Aktif Kamp Kayıtları' alıcı tipindeki 5 kişiye e-posta ile gönderilecek. Gönderilen bildirim geri alınamaz.");
    // The count asks for the recipient type only: no e-mail or camp parameter for empty fields.
    expect(calls.countRecipients).toHaveBeenCalledWith({ aliciTipi: 'aktifKampKayitlari' });
    await waitFor(() => expect(calls.send).toHaveBeenCalledTimes(1));
    expect(calls.send.mock.calls[0]![0]).toMatchObject({ aliciTipi: 'aktifKampKayitlari', bildirimTipi: 'kampHatirlatma', oncelik: 'yuksek', konu: 'Kampınıza 3 gün kaldı!', kullaniciEmail: null, kampId: null });
    expect(calls.send.mock.calls[0]![0].mesaj).toMatch(/^Değerli kampçımız, kampınızın başlamasına yalnızca 3 gün kaldı\./);
    expect((api().calls('POST /api/bildirim')[0]!.body as { recaptchaToken?: unknown }).recaptchaToken).toBe('tok-bildirim');
    expect(await screen.findByText('Bildirim 5 alıcıya gönderilmek üzere kuyruğa alındı. Kampınıza 3 gün kaldı!')).toBeInTheDocument();
    await waitFor(() => expect(calls.history).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(field('Konu').value).toBe(''));
    expect(shown('Öncelik')).toBe('Orta');
  });

  it('a refused send shows the server message with its field errors; a network-less failure the generic text', async () => {
    let sends = 0;
    const notFound = 'Bu e-posta adresiyle kayıtlı aktif bir kullanıcı bulunamadı.';
    // The second answer does not match the send's schema: an unexpected failure, not an HTTP one.
    const calls = renderView({ send: () => (++sends === 1 ? failAnswer(422, notFound, { kullaniciEmail: notFound }) : okAnswer({ beklenmedik: true })) });
    await pick('Alıcı Tipi', 'Tek Kullanıcı');
    await pick('Bildirim Tipi', 'Bilgilendirme');
    fireEvent.change(field('Kullanıcı E-postası'), { target: { value: 'kimse@example.com' } });
    fireEvent.change(field('Konu'), { target: { value: 'Merhaba' } });
    fireEvent.change(field('Mesaj'), { target: { value: 'Deneme mesajı' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    await answerConfirm('Gönder');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getAllByText('Bu e-posta adresiyle kayıtlı aktif bir kullanıcı bulunamadı.').length).toBeGreaterThanOrEqual(2);
    expect(calls.send.mock.calls[0]![0]).toMatchObject({ kullaniciEmail: 'kimse@example.com', oncelik: 'orta' });
    fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    await answerConfirm('Gönder');
    expect(await screen.findByText('Bildirim gönderilirken bilinmeyen bir hata oluştu.')).toBeInTheDocument();
    expect(calls.send).toHaveBeenCalledTimes(2);
  });

  it("asks before sending to 'Tüm Kullanıcılar' with the server's count; Vazgeç sends nothing; no recipient is said without asking", async () => {
    let counts = 0;
    const calls = renderView({ count: () => okAnswer({ aliciSayisi: ++counts === 1 ? 148 : 0 }) });
    await pick('Alıcı Tipi', 'Tüm Kullanıcılar');
    await pick('Bildirim Tipi', 'Bilgilendirme');
    fireEvent.change(field('Konu'), { target: { value: 'Sezon açılışı' } });
    fireEvent.change(field('Mesaj'), { target: { value: 'Kayak sezonu başlıyor.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await answerConfirm('Vazgeç')).toContain("'Tüm Kullanıcılar' alıcı tipindeki 148 kişiye e-posta ile gönderilecek.");
    await waitFor(() => expect(screen.getByRole('button', { name: 'Gönder' })).not.toHaveClass('ant-btn-loading'));
    expect(calls.send).not.toHaveBeenCalled();
    expect(field('Konu').value).toBe('Sezon açılışı');
    fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Seçilen alıcı tipine uygun alıcı bulunamadı. Bildirim gönderilmedi.')).toBeInTheDocument();
    expect(calls.send).not.toHaveBeenCalled();
  });
});

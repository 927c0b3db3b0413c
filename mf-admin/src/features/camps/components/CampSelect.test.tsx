import { Form } from 'antd';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '@skiclub/shared/api';
import { answered, failAnswer, okAnswer, type TestReply } from '@skiclub/shared/testing';
import { serveAdminApi } from '../../crud/testing/adminApi';
import type { AdminCamp } from '@skiclub/shared/schemas/admin';
import { CAMP_SEARCH_URL, CAMP_URL } from '../api/camps';
import { CampSelect } from './CampSelect';
import { renderScreen, uuid } from '../../crud/testing/screenTesting';

configure({ defaultHidden: true });

function camp(n: number, kampAdi: string, baslangicTarihi: string): AdminCamp {
  return {
    id: uuid(n),
    kampAdi,
    ulkeId: uuid(100),
    ulkeAdi: 'Türkiye',
    sehirId: uuid(200),
    sehirAdi: 'Erzurum',
    otelId: uuid(300),
    otelAdi: 'Polat Palandöken',
    baslangicTarihi,
    bitisTarihi: '2027-01-05',
    kampUcretTipiId: uuid(400),
    kampUcretTipiAdi: 'TL',
    aktif: true,
    gorselUrl: null,
  };
}

const PALANDOKEN = camp(1, 'Palandöken Yılbaşı Kampı', '2026-12-28');
const ALP = camp(2, 'Avusturya Alp Kampı', '2027-02-01');

const api = serveAdminApi();

/**
 * The camps on the stand-in API: the search (GET /api/kamp/ara?q=, the camps whose name contains
 * q by Turkish case rules, or `search` when given) and the admin list (GET /api/kamp?tumu=true).
 * @returns spies of the calls received: search(q), list(tumu)
 */
function serveCamps(camps: AdminCamp[], search?: TestReply) {
  const calls = { search: vi.fn<(q: string | null) => void>(), list: vi.fn<(tumu: string | null) => void>() };
  const lower = (text: string) => text.toLocaleLowerCase('tr');
  api().routes[`GET ${CAMP_SEARCH_URL}`] = (req) => {
    const q = req.searchParams.get('q');
    calls.search(q);
    return search ?? okAnswer(camps.filter((c) => lower(c.kampAdi).includes(lower(q ?? ''))));
  };
  api().routes[`GET ${CAMP_URL}`] = (req) => (calls.list(req.searchParams.get('tumu')), okAnswer(camps));
  return calls;
}

function renderPicker(initial?: string) {
  const onFinish = vi.fn();
  renderScreen(
    <>
      <Form initialValues={{ kampId: initial }} onFinish={onFinish}>
        <CampSelect />
        <button type="submit">Gönder</button>
      </Form>
    </>,
  );
  return onFinish;
}

const input = () => screen.getByRole('combobox');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('CampSelect', () => {
  it('searches only from 2 characters, 300 ms after the last key, once for a burst of keys', async () => {
    // Only the debounce's clock is fake; the requests a search starts are awaited (answered) before each check.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const get = vi.spyOn(http, 'get');
    const { search } = serveCamps([PALANDOKEN, ALP]);
    renderPicker();
    fireEvent.mouseDown(input());
    fireEvent.change(input(), { target: { value: 'P' } });
    await act(async () => vi.advanceTimersByTime(1000));
    await answered(get);
    expect(search).not.toHaveBeenCalled();
    expect(screen.getByText('En az 2 karakter yazın.')).toBeInTheDocument();

    fireEvent.change(input(), { target: { value: 'Pa' } });
    await act(async () => vi.advanceTimersByTime(200));
    fireEvent.change(input(), { target: { value: 'Pal' } });
    await act(async () => vi.advanceTimersByTime(299));
    await answered(get);
    expect(search).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    await answered(get);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('Pal');
    vi.useRealTimers();
    expect(await screen.findByText('Palandöken Yılbaşı Kampı (28.12.2026)')).toBeInTheDocument();
    expect(screen.queryByText('Avusturya Alp Kampı (01.02.2027)')).not.toBeInTheDocument();
  });

  it('sets the chosen camp id as the field value', async () => {
    const { search } = serveCamps([PALANDOKEN, ALP]);
    const onFinish = renderPicker();
    fireEvent.mouseDown(input());
    fireEvent.change(input(), { target: { value: 'kamp' } });
    fireEvent.click(await screen.findByText('Avusturya Alp Kampı (01.02.2027)'));
    fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ kampId: ALP.id }));
    expect(search).toHaveBeenLastCalledWith('kamp');
  });

  it('labels an already chosen camp in edit mode', async () => {
    const { search, list } = serveCamps([PALANDOKEN, ALP]);
    renderPicker(ALP.id);
    expect(await screen.findByText('Avusturya Alp Kampı (01.02.2027)')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith('true');
    expect(search).not.toHaveBeenCalled();
  });

  it('only logs a warning when the camp search fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { search } = serveCamps([PALANDOKEN], failAnswer(500));
    renderPicker();
    fireEvent.mouseDown(input());
    fireEvent.change(input(), { target: { value: 'Pal' } });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Kamp araması başarısız oldu.', expect.anything()));
    expect(search).toHaveBeenCalledWith('Pal');
    expect(alert).not.toHaveBeenCalled();
    expect(await screen.findByText('Kamp bulunamadı.')).toBeInTheDocument();
  });
});

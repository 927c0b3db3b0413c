import { Form } from 'antd';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCamp } from '@skiclub/shared/schemas/admin';
import { CampSelect, type CampSelectSource } from './CampSelect';
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

function renderPicker(source: CampSelectSource, initial?: string) {
  const onFinish = vi.fn();
  renderScreen(
    <>
      <Form initialValues={{ kampId: initial }} onFinish={onFinish}>
        <CampSelect source={source} />
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
    vi.useFakeTimers();
    const search = vi.fn(() => Promise.resolve([PALANDOKEN]));
    renderPicker({ search, find: vi.fn(() => Promise.resolve(null)) });
    fireEvent.mouseDown(input());
    fireEvent.change(input(), { target: { value: 'P' } });
    await act(async () => vi.advanceTimersByTime(1000));
    expect(search).not.toHaveBeenCalled();
    expect(screen.getByText('En az 2 karakter yazın.')).toBeInTheDocument();

    fireEvent.change(input(), { target: { value: 'Pa' } });
    await act(async () => vi.advanceTimersByTime(200));
    fireEvent.change(input(), { target: { value: 'Pal' } });
    await act(async () => vi.advanceTimersByTime(299));
    expect(search).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('Pal');
    await act(async () => vi.advanceTimersByTime(0));
    expect(screen.getByText('Palandöken Yılbaşı Kampı (28.12.2026)')).toBeInTheDocument();
  });

  it('sets the chosen camp id as the field value', async () => {
    const search = vi.fn(() => Promise.resolve([PALANDOKEN, ALP]));
    const onFinish = renderPicker({ search, find: vi.fn(() => Promise.resolve(null)) });
    fireEvent.mouseDown(input());
    fireEvent.change(input(), { target: { value: 'kamp' } });
    fireEvent.click(await screen.findByText('Avusturya Alp Kampı (01.02.2027)'));
    fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ kampId: ALP.id }));
  });

  it('labels an already chosen camp in edit mode', async () => {
    const find = vi.fn((id: string) => Promise.resolve(id === ALP.id ? ALP : null));
    const search = vi.fn(() => Promise.resolve([]));
    renderPicker({ search, find }, ALP.id);
    expect(await screen.findByText('Avusturya Alp Kampı (01.02.2027)')).toBeInTheDocument();
    expect(find).toHaveBeenCalledWith(ALP.id);
    expect(search).not.toHaveBeenCalled();
  });

  it('only logs a warning when the camp search fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const search = vi.fn(() => Promise.reject(new Error('ağ hatası')));
    renderPicker({ search, find: vi.fn(() => Promise.resolve(null)) });
    fireEvent.mouseDown(input());
    fireEvent.change(input(), { target: { value: 'Pal' } });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(search).toHaveBeenCalledWith('Pal');
    expect(alert).not.toHaveBeenCalled();
    expect(await screen.findByText('Kamp bulunamadı.')).toBeInTheDocument();
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { z } from 'zod';
import { API_SWR_OPTIONS, fetchParsed, http, useApi, useApiMutation } from '@skiclub/shared/api';
import { clearErrorHistory, errorHistory, httpError, networkError, unexpectedError } from '@skiclub/shared/errors';
import type { MockInstance } from 'vitest';
import { advance, advanceUntil, answered } from '../testing/clock';
import { failAnswer, okAnswer, serveApi } from '../testing/testServer';

const itemSchema = z.object({ id: z.string(), ad: z.string(), etiketler: z.array(z.string()).default([]) });
const listSchema = z.array(itemSchema);

let boom503 = 0;
const api = serveApi({
  'GET /api/liste': okAnswer([{ id: '1', ad: 'Kayak', fazla: true }]),
  'GET /api/duz-liste': { status: 200, body: [{ id: '2', ad: 'Bot', etiketler: ['yeni'] }] },
  'GET /api/bozuk': okAnswer([{ id: 3, ad: null }]),
  'GET /api/500': { status: 500, body: 'Internal Server Error' },
  'GET /api/503-sonra-tamam': () => (++boom503 < 3 ? failAnswer(503) : okAnswer([{ id: '4', ad: 'Kask' }])),
  'GET /api/404': failAnswer(404, 'Ürün Bulunamadı'),
  'GET /api/422': { status: 422, body: { basarili: false, veri: null, mesaj: 'Gönderilen veriler geçersiz. Lütfen kontrol edin.', hatalar: { ad: 'Ad alanı zorunludur.' } } },
  'POST /api/kaydet': (req) => okAnswer({ id: '9', ad: (req.body as { ad: string }).ad }),
  'POST /api/kaydet-500': failAnswer(500),
});

beforeEach(() => clearErrorHistory());

/** Reads data and error during render, so SWR re-renders when they change. */
function useRead(url: string | null) {
  const { data, error } = useApi(url, listSchema);
  return { data, error };
}

function wrapper(value: Record<string, unknown> = {}) {
  return ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, ...value }}>{children}</SWRConfig>;
}

describe('fetchParsed (every read is checked with its schema)', () => {
  it('returns veri (or a plain body) parsed: unknown keys dropped, defaults filled', async () => {
    await expect(fetchParsed('/api/liste', listSchema)).resolves.toEqual([{ id: '1', ad: 'Kayak', etiketler: [] }]);
    await expect(fetchParsed('/api/duz-liste', listSchema)).resolves.toEqual([{ id: '2', ad: 'Bot', etiketler: ['yeni'] }]);
  });

  it("turns a malformed answer into 'Beklenmeyen bir hata oluştu.', recorded with the url", async () => {
    const error = await fetchParsed('/api/bozuk', listSchema).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unexpected', status: 0, message: 'Beklenmeyen bir hata oluştu.', url: '/api/bozuk' });
    expect((error as { detail?: string }).detail).toMatch(/^0\.id: /);
    expect(errorHistory()).toEqual([error]);
  });
});

describe('useApi retry rule (member spec §8: at most 3 attempts, growing delay, none below 500)', () => {
  // The delays pass on a fake clock; a spy on the client counts the attempts the moment they start,
  // so an extra one shows even before its request reaches the server.
  let gets: MockInstance;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    gets = vi.spyOn(http, 'get');
  });
  afterEach(() => gets.mockRestore());

  it('tries a 500 three times in all, then shows the status default', async () => {
    const { result } = renderHook(() => useRead('/api/500'), { wrapper: wrapper() });
    await advanceUntil(() => expect(api().hits('GET /api/500')).toBe(3));
    await waitFor(() => expect(result.current.error?.message).toBe('Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin.'));
    // The 3rd failure is handled (a 4th attempt would be due now), then the longest delay passes.
    await answered(gets);
    await advance(2500);
    expect(gets).toHaveBeenCalledTimes(3);
    expect(api().hits('GET /api/500')).toBe(3);
  });

  it('holds even under a provider that asks for endless retries (the shell, a harness)', async () => {
    renderHook(() => useRead('/api/500'), { wrapper: wrapper({ shouldRetryOnError: true, errorRetryCount: 50, errorRetryInterval: 10 }) });
    await advanceUntil(() => expect(api().hits('GET /api/500')).toBe(3));
    // The 3rd failure is handled (a 4th attempt would be due now), then the longest delay passes.
    await answered(gets);
    await advance(2500);
    expect(gets).toHaveBeenCalledTimes(3);
    expect(api().hits('GET /api/500')).toBe(3);
  });

  it('recovers when a later attempt succeeds', async () => {
    boom503 = 0;
    const { result } = renderHook(() => useRead('/api/503-sonra-tamam'), { wrapper: wrapper() });
    await advanceUntil(() => expect(result.current.data).toEqual([{ id: '4', ad: 'Kask', etiketler: [] }]));
    expect(api().hits('GET /api/503-sonra-tamam')).toBe(3);
  });

  it('does not retry a 404, a 422 or a malformed answer', async () => {
    const notFound = renderHook(() => useRead('/api/404'), { wrapper: wrapper() });
    const invalid = renderHook(() => useRead('/api/422'), { wrapper: wrapper() });
    const malformed = renderHook(() => useRead('/api/bozuk'), { wrapper: wrapper() });
    await waitFor(() => expect(notFound.result.current.error).toMatchObject({ status: 404, message: 'Ürün Bulunamadı' }));
    await waitFor(() => expect(invalid.result.current.error?.fieldErrors).toEqual({ ad: 'Ad alanı zorunludur.' }));
    await waitFor(() => expect(malformed.result.current.error?.message).toBe('Beklenmeyen bir hata oluştu.'));
    await advance(1200);
    expect(gets).toHaveBeenCalledTimes(3);
    expect([api().hits('GET /api/404'), api().hits('GET /api/422'), api().hits('GET /api/bozuk')]).toEqual([1, 1, 1]);
  });

  it('waits for a key (null fetches nothing)', async () => {
    const { result } = renderHook(() => useRead(null), { wrapper: wrapper() });
    await advance(50);
    expect(result.current.data).toBeUndefined();
    expect(gets).not.toHaveBeenCalled();
    expect(api().requests).toHaveLength(0);
  });
});

describe('API_SWR_OPTIONS.onErrorRetry', () => {
  afterEach(() => vi.useRealTimers());

  it('waits 500 ms, then 1000 ms, and stops after the 3rd attempt', () => {
    vi.useFakeTimers();
    const revalidate = vi.fn();
    const retry = (error: unknown, retryCount: number) => API_SWR_OPTIONS.onErrorRetry(error, '/x', {}, revalidate, { retryCount });
    retry(httpError(500), 1);
    vi.advanceTimersByTime(499);
    expect(revalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revalidate).toHaveBeenLastCalledWith({ retryCount: 1 });
    retry(networkError(), 2);
    vi.advanceTimersByTime(999);
    expect(revalidate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(revalidate).toHaveBeenLastCalledWith({ retryCount: 2 });
    retry(httpError(503), 3);
    vi.advanceTimersByTime(60_000);
    expect(revalidate).toHaveBeenCalledTimes(2);
  });

  it('never retries below 500 or an unexpected error', () => {
    vi.useFakeTimers();
    const revalidate = vi.fn();
    for (const e of [httpError(400), httpError(401), httpError(404), httpError(429), unexpectedError()]) {
      API_SWR_OPTIONS.onErrorRetry(e, '/x', {}, revalidate, { retryCount: 1 });
    }
    vi.advanceTimersByTime(60_000);
    expect(revalidate).not.toHaveBeenCalled();
    expect(API_SWR_OPTIONS.shouldRetryOnError(httpError(499))).toBe(false);
    expect(API_SWR_OPTIONS.shouldRetryOnError(httpError(502))).toBe(true);
  });
});

describe('useApiMutation (saves with useSWRMutation)', () => {
  afterEach(() => vi.restoreAllMocks());
  const send = (ad: string) => import('@skiclub/shared/api').then(({ apiPost }) => apiPost<unknown>('/api/kaydet', { ad }));

  it('sends once per trigger and resolves with the answer', async () => {
    const { result } = renderHook(() => useApiMutation('/api/kaydet', send), { wrapper: wrapper() });
    let answer: unknown;
    await act(async () => {
      answer = await result.current.trigger('Eldiven');
    });
    expect(answer).toEqual({ id: '9', ad: 'Eldiven' });
    expect(api().requests).toEqual([expect.objectContaining({ method: 'POST', path: '/api/kaydet', body: { ad: 'Eldiven' } })]);
  });

  it('rejects with the AppError and never retries a save', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const posts = vi.spyOn(http, 'post');
    const fail = () => import('@skiclub/shared/api').then(({ apiPost }) => apiPost<unknown>('/api/kaydet-500'));
    const { result } = renderHook(() => useApiMutation('/api/kaydet-500', fail), { wrapper: wrapper() });
    let error: unknown;
    await act(async () => {
      error = await result.current.trigger().catch((e: unknown) => e);
    });
    expect(error).toMatchObject({ status: 500, message: 'Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin.' });
    await advance(700);
    expect(posts).toHaveBeenCalledTimes(1);
    expect(api().hits('POST /api/kaydet-500')).toBe(1);
  });
});

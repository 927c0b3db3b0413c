import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach } from 'vitest';
import { http } from '@skiclub/shared/api';

/** A request the fake server received (verification-token calls left out). */
export interface SeenRequest {
  method: string;
  url: string;
  params?: unknown;
  body?: unknown;
}

/** The fake server of a test file: what it saw, and how it answers (set `answer` per test). */
export interface FakeHttp {
  seen: SeenRequest[];
  answer: (req: SeenRequest) => { status: number; data: unknown };
}

/**
 * A fake server behind the real shared axios instance (interceptors, error catalogue and all),
 * installed before each test of the file and removed after. Verification tokens
 * (`/api/dogrulama/token`) answer `tok-<action>`; a status ≥ 400 rejects as axios does.
 */
export function installFakeHttp(): FakeHttp {
  const fake: FakeHttp = { seen: [], answer: () => ({ status: 200, data: null }) };
  const originalAdapter = http.defaults.adapter;
  beforeEach(() => {
    fake.seen = [];
    fake.answer = () => ({ status: 200, data: null });
    const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
      const req: SeenRequest = { method: config.method ?? 'get', url: config.url ?? '', params: config.params, body: config.data ? JSON.parse(config.data as string) : undefined };
      if (req.url === '/api/dogrulama/token') return { status: 200, statusText: 'OK', headers: {}, config, data: { basarili: true, veri: { token: `tok-${(config.params as { action: string }).action}` }, mesaj: '' } };
      fake.seen.push(req);
      const { status, data } = fake.answer(req);
      const response = { status, statusText: '', headers: new AxiosHeaders(), config, data };
      if (status >= 400) throw new AxiosError('fail', 'ERR_BAD_RESPONSE', config, null, response);
      return response;
    };
    http.defaults.adapter = adapter;
  });
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });
  return fake;
}

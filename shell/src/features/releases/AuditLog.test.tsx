// The release console's audit log (who, when, remote, from, to, reason) against a local
// HTTP server standing in for GET /api/yayinlar/denetim: rows, filters and paging.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { SWRConfig } from 'swr';
import { okAnswer, serveApi, type TestRequest, type TestRoutes } from '@skiclub/shared/testing';
import { AuditLog } from './components/AuditLog';
import type { AuditRecord } from '@skiclub/shared/releases';

const routes: TestRoutes = {};
const api = serveApi(routes);

const entry = (o: Partial<AuditRecord>): AuditRecord => ({
  at: '2026-11-23T14:05:00',
  who: 'yayin',
  action: 'switch',
  remote: 'catalog',
  from: '0.2.0',
  to: '0.3.0',
  reason: 'Yeni başlık',
  ...o,
});

const RECORDS: AuditRecord[] = [
  entry({}),
  entry({ at: '2026-11-23T14:20:00', who: 'otomatik', action: 'auto-rollback', from: '0.3.0', to: '0.2.0', reason: null }),
  entry({ at: '2026-11-22T09:00:00', action: 'refuse', remote: 'admin', from: '1.0.0', to: '2.0.0', reason: 'Deneme', reasons: ['react ^20.0.0 isteniyor, kabuk 19.2.0 sağlıyor.'] }),
];

function renderLog() {
  return render(
    <AntApp>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <AuditLog remotes={['catalog', 'camps', 'account', 'checkout', 'admin']} />
      </SWRConfig>
    </AntApp>,
  );
}

const lastQuery = () => {
  const calls = api().calls('GET /api/yayinlar/denetim');
  return Object.fromEntries((calls[calls.length - 1] as TestRequest).searchParams);
};

/** The button showing `text` (text queries: role queries are slow on antd's large DOM). */
const button = (text: string) => screen.getByText(text).closest('button') as HTMLButtonElement;

/** Picks `option` in the antd Select of the form item labelled `label`. */
async function choose(label: string, option: string) {
  const select = screen.getByLabelText(label);
  fireEvent.mouseDown(select);
  const opt = await screen.findByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(opt);
}

beforeEach(() => {
  for (const key of Object.keys(routes)) delete routes[key];
  routes['GET /api/yayinlar/denetim'] = (req) => {
    const remote = req.searchParams.get('remote');
    const list = remote ? RECORDS.filter((r) => r.remote === remote) : RECORDS;
    return okAnswer({ kayitlar: list, toplam: remote ? list.length : 45 });
  };
});

describe('release audit log', () => {
  it('lists who, when, remote, from → to, reason and the reasons of a refusal', async () => {
    renderLog();
    const auto = (await screen.findByText('Otomatik geri alma')).closest('tr') as HTMLElement;
    expect(within(auto).getByText('23.11.2026 14:20')).toBeInTheDocument();
    expect(within(auto).getByText('otomatik')).toBeInTheDocument();
    expect(within(auto).getByText('0.3.0 → 0.2.0')).toBeInTheDocument();
    const refused = screen.getByText('Reddedilen geçiş').closest('tr') as HTMLElement;
    expect(within(refused).getByText('react ^20.0.0 isteniyor, kabuk 19.2.0 sağlıyor.')).toBeInTheDocument();
    expect(within(screen.getByText('Geçiş').closest('tr') as HTMLElement).getByText('Yeni başlık')).toBeInTheDocument();
    expect(screen.getByText('Toplam 45 kayıt')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ sayfa: '1', boyut: '20' });
  });

  it('filters by remote, action, who and date range', async () => {
    renderLog();
    await screen.findByText('Otomatik geri alma');
    await choose('Uzak modül', 'catalog');
    await choose('İşlem', 'Otomatik geri alma');
    fireEvent.change(screen.getByLabelText('Kim'), { target: { value: ' otomatik ' } });
    const start = screen.getByPlaceholderText('Başlangıç');
    const end = screen.getByPlaceholderText('Bitiş');
    fireEvent.mouseDown(start);
    fireEvent.focus(start);
    fireEvent.change(start, { target: { value: '20.11.2026' } });
    fireEvent.keyDown(start, { key: 'Enter', code: 'Enter' });
    fireEvent.focus(end);
    fireEvent.change(end, { target: { value: '23.11.2026' } });
    fireEvent.keyDown(end, { key: 'Enter', code: 'Enter' });
    fireEvent.click(button('Filtrele'));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ remote: 'catalog', action: 'auto-rollback', who: 'otomatik', baslangic: '2026-11-20', bitis: '2026-11-23', sayfa: '1', boyut: '20' }),
    );
    // The server's filtered answer replaces the rows: the admin refusal is gone.
    await waitFor(() => expect(screen.queryByText('react ^20.0.0 isteniyor, kabuk 19.2.0 sağlıyor.')).not.toBeInTheDocument());

    fireEvent.click(button('Temizle'));
    await waitFor(() => expect(lastQuery()).toEqual({ sayfa: '1', boyut: '20' }));
  });

  it('pages through the log', async () => {
    renderLog();
    await screen.findByText('Toplam 45 kayıt');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastQuery()).toEqual({ sayfa: '2', boyut: '20' }));
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(lastQuery()).toEqual({ sayfa: '3', boyut: '20' }));
  });
});

// The deploy keys of the release console against a local HTTP server standing in for the Release
// API: the list, a new key whose secret is shown once (copy, warning, gone once dismissed and never
// in the list), the schema's messages, and revoke behind a confirmation.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { SWRConfig } from 'swr';
import { http } from '@skiclub/shared/api';
import { advance, okAnswer, failAnswer, serveApi, type TestRoutes } from '@skiclub/shared/testing';
import type { DeployKeyCreated, DeployKeyInfo } from '@skiclub/shared/releases';
import { DeployKeys, DEPLOY_KEYS_TITLE, SECRET_ONCE_WARNING } from './components/DeployKeys';

const routes: TestRoutes = {};
const api = serveApi(routes);

const SECRET = `skd_catalog_${'Q'.repeat(43)}`;

const key = (o: Partial<DeployKeyInfo>): DeployKeyInfo => ({
  id: '11111111-1111-4111-8111-111111111111',
  remote: 'camps',
  etiket: 'Kamplar CI',
  onEk: 'skd_camps_Ab12',
  olusturmaTarihi: '2026-11-20T10:15:00',
  sonKullanma: null,
  sonKullanim: '2026-11-21T08:00:00',
  olusturan: 'yayin',
  iptalTarihi: null,
  durum: 'aktif',
  ...o,
});

const EXISTING = [
  key({}),
  key({ id: '22222222-2222-4222-8222-222222222222', remote: 'admin', etiket: 'Eski', sonKullanma: '2026-11-01T00:00:00', sonKullanim: null, durum: 'suresi-doldu' }),
];

function renderKeys() {
  return render(
    <AntApp>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <DeployKeys />
      </SWRConfig>
    </AntApp>,
  );
}

const table = () => screen.getByLabelText(DEPLOY_KEYS_TITLE, { selector: 'table, div' });
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}

beforeEach(() => {
  for (const k of Object.keys(routes)) delete routes[k];
  routes['GET /api/yayinlar/anahtarlar'] = okAnswer(EXISTING);
});

describe('deploy keys in the release console', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the keys with remote display name, label, dates, last use and state', async () => {
    renderKeys();
    await screen.findByText('Kamplar CI');
    expect(table()).toBeInTheDocument();
    const camps = rowOf('Kamplar CI');
    expect(within(camps).getByText('Kamplar')).toBeInTheDocument();
    expect(within(camps).getByText('20.11.2026 10:15 · yayin')).toBeInTheDocument();
    expect(within(camps).getByText('Süresiz')).toBeInTheDocument();
    expect(within(camps).getByText('21.11.2026 08:00')).toBeInTheDocument();
    expect(within(camps).getByText('Etkin')).toBeInTheDocument();
    const old = rowOf('Eski');
    expect(within(old).getByText('Yönetim')).toBeInTheDocument();
    expect(within(old).getByText('Hiç kullanılmadı')).toBeInTheDocument();
    expect(within(old).getByText('Süresi doldu')).toBeInTheDocument();
  });

  it('checks the form with the shared schema, then shows the new secret once with a copy button and the warning', async () => {
    const created: DeployKeyCreated = { ...key({ id: '33333333-3333-4333-8333-333333333333', remote: 'catalog', etiket: 'Katalog CI', onEk: 'skd_catalog_QQQQ', sonKullanim: null }), anahtar: SECRET };
    routes['POST /api/yayinlar/anahtarlar'] = { status: 201, body: { basarili: true, veri: created, mesaj: 'Dağıtım anahtarı oluşturuldu.' } };
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderKeys();
    await screen.findByText('Kamplar CI');

    fireEvent.change(screen.getByLabelText('Etiket'), { target: { value: 'ab' } });
    fireEvent.click(screen.getByText('Anahtar Oluştur').closest('button') as HTMLButtonElement);
    expect(await screen.findByText('Etiket en az 3 karakter olmalıdır.')).toBeInTheDocument();
    expect(await screen.findByText('Uzak modül zorunludur.')).toBeInTheDocument();
    expect(api().hits('POST /api/yayinlar/anahtarlar')).toBe(0);

    await choose('Uzak modül', 'Katalog (catalog)');
    fireEvent.change(screen.getByLabelText('Etiket'), { target: { value: ' Katalog CI ' } });
    routes['GET /api/yayinlar/anahtarlar'] = okAnswer([{ ...created, anahtar: undefined }, ...EXISTING]);
    fireEvent.click(screen.getByText('Anahtar Oluştur').closest('button') as HTMLButtonElement);

    const secret = await screen.findByLabelText('Yeni dağıtım anahtarı');
    expect(secret).toHaveTextContent(SECRET);
    expect(screen.getByText(SECRET_ONCE_WARNING)).toBeInTheDocument();
    expect(screen.getByText(`node deploy/release/src/cli.mjs publish --url ${window.location.origin} mf-catalog/dist`)).toBeInTheDocument();
    expect(api().calls('POST /api/yayinlar/anahtarlar')[0]?.body).toEqual({ remote: 'catalog', etiket: 'Katalog CI' });
    fireEvent.click(screen.getByText('Kopyala').closest('button') as HTMLButtonElement);
    expect(await screen.findByText('Anahtar panoya kopyalandı.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(SECRET);

    // The list is read again and never carries the secret; dismissed, the secret is gone for good.
    await waitFor(() => expect(within(table()).getByText('Katalog CI')).toBeInTheDocument());
    expect(within(table()).queryByText(SECRET)).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Kopyaladım, kapat').closest('button') as HTMLButtonElement);
    await waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument());
    expect(screen.queryByText(SECRET_ONCE_WARNING)).not.toBeInTheDocument();
  });

  it("shows the server's field errors of a refused create", async () => {
    routes['POST /api/yayinlar/anahtarlar'] = failAnswer(422, 'Gönderilen veriler geçersiz. Lütfen kontrol edin.', { etiket: 'Etiket en fazla 100 karakter olabilir.' });
    renderKeys();
    await screen.findByText('Kamplar CI');
    await choose('Uzak modül', 'Hesap (account)');
    fireEvent.change(screen.getByLabelText('Etiket'), { target: { value: 'Hesap CI' } });
    fireEvent.click(screen.getByText('Anahtar Oluştur').closest('button') as HTMLButtonElement);
    expect((await screen.findAllByText('Etiket en fazla 100 karakter olabilir.')).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('Yeni dağıtım anahtarı')).not.toBeInTheDocument();
  });

  it('revokes a key after a confirmation, and not when the manager changes their mind', async () => {
    const id = EXISTING[0]!.id;
    routes[`DELETE /api/yayinlar/anahtarlar/${id}`] = okAnswer({ ...EXISTING[0], durum: 'iptal', iptalTarihi: '2026-11-22T09:00:00' }, 'Dağıtım anahtarı iptal edildi.');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Counts revocations the moment they start, before a request could reach the server.
    const deletes = vi.spyOn(http, 'delete');
    renderKeys();
    await screen.findByText('Kamplar CI');
    // The expired key can still be revoked; a revoked one has no button.
    fireEvent.click(within(rowOf('Kamplar CI')).getByRole('button', { name: 'İptal Et Kamplar CI' }));
    const question = 'Kamplar (camps) için "Kamplar CI" anahtarı iptal edilsin mi? Bu anahtarla yayın yapan işler hemen reddedilir; geri alınamaz.';
    expect(await screen.findByText(question)).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('dialog')).getByText('Vazgeç').closest('button') as HTMLButtonElement);
    await advance(300);
    expect(deletes).not.toHaveBeenCalled();
    expect(api().hits(`DELETE /api/yayinlar/anahtarlar/${id}`)).toBe(0);

    routes['GET /api/yayinlar/anahtarlar'] = okAnswer([{ ...EXISTING[0], durum: 'iptal', iptalTarihi: '2026-11-22T09:00:00' }, EXISTING[1]]);
    fireEvent.click(within(rowOf('Kamplar CI')).getByRole('button', { name: 'İptal Et Kamplar CI' }));
    await waitFor(() => expect(screen.getAllByText(question).length).toBeGreaterThan(0));
    const confirm = screen.getAllByRole('dialog').at(-1) as HTMLElement;
    fireEvent.click(within(confirm).getByText('İptal Et').closest('button') as HTMLButtonElement);
    expect(await screen.findByText('"Kamplar CI" anahtarı iptal edildi.')).toBeInTheDocument();
    expect(api().hits(`DELETE /api/yayinlar/anahtarlar/${id}`)).toBe(1);
    await waitFor(() => expect(within(rowOf('Kamplar CI')).getByText('İptal edildi')).toBeInTheDocument());
    expect(within(rowOf('Kamplar CI')).queryByRole('button', { name: 'İptal Et Kamplar CI' })).not.toBeInTheDocument();
  });
});

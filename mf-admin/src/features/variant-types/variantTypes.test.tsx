import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failAnswer, okAnswer, type TestReply } from '@skiclub/shared/testing';
import { payloadOf, resolveReply, serveAdminApi, type RouteReply } from '../crud/testing/adminApi';
import type { VariantType, VariantTypePayload, VariantValue } from '@skiclub/shared/schemas/admin';
import { bodyRows, cells, fieldMessages, renderScreen, uuid } from '../crud/testing/screenTesting';
import { serveCollection } from '../crud/testing/serveCollection';
import { VariantTypesScreen } from '.';

// defaultHidden skips the costly visibility check of role queries on antd's large DOM.
configure({ defaultHidden: true });

const value = (n: number, degerAdi: string, o: Partial<VariantValue> = {}): VariantValue => ({ id: uuid(100 + n), varyantTipiId: uuid(2), degerAdi, degerKodu: null, siraNo: n, aktif: true, ...o });
const COLOUR: VariantType = {
  id: uuid(2),
  tipAdi: 'Renk',
  aciklama: 'Ürün rengi',
  aktif: true,
  varyantDegerleri: [value(1, 'Kırmızı', { degerKodu: '#C62828' }), value(2, 'Mavi', { degerKodu: '#1565C0' })],
};
const SIZE: VariantType = { id: uuid(1), tipAdi: 'Beden', aciklama: null, aktif: true, varyantDegerleri: [] };

const api = serveAdminApi();

/**
 * The colour type's values on the stand-in API, kept as the API keeps them (an added value is
 * listed, a deleted one is gone). `answers` replaces an answer: `list` and `add` always, `remove`
 * when it gives one (null: the value is deleted).
 * @returns spies of the calls received: list(typeId), add(typeId, value without the token), remove(id)
 */
function serveValues(answers: { list?: RouteReply; add?: TestReply; remove?: () => TestReply | null } = {}) {
  let items = [...COLOUR.varyantDegerleri];
  const calls = { list: vi.fn<(typeId: string) => void>(), add: vi.fn<(typeId: string, value: unknown) => void>(), remove: vi.fn<(id: string) => void>() };
  const typeUrl = `/api/urunvaryanttipi/${COLOUR.id}/degerler`;
  const routes = api().routes;
  routes[`GET ${typeUrl}`] = (req) => (calls.list(COLOUR.id), resolveReply(answers.list, req, () => okAnswer(items)));
  routes[`POST ${typeUrl}`] = (req) => {
    const value = payloadOf(req.body);
    calls.add(COLOUR.id, value);
    if (answers.add) return answers.add;
    const row = { ...value, id: uuid(200 + items.length), varyantTipiId: COLOUR.id } as VariantValue;
    items = [...items, row];
    return okAnswer(row);
  };
  for (const v of items) {
    routes[`DELETE /api/urunvaryanttipi/degerler/${v.id}`] = () => {
      calls.remove(v.id);
      const refused = answers.remove?.() ?? null;
      if (refused) return refused;
      items = items.filter((i) => i.id !== v.id);
      return okAnswer(null);
    };
  }
  return calls;
}

const types = () => serveCollection<VariantType, VariantTypePayload>(api, '/api/urunvaryanttipi', [COLOUR, SIZE]);
const dialog = () => screen.getByRole('dialog');
const valueRows = () => Array.from(dialog().querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row'));

async function openValues() {
  const service = types();
  renderScreen(<VariantTypesScreen />);
  fireEvent.click(await screen.findByRole('button', { name: 'Renk değerleri' }));
  await waitFor(() => expect(valueRows()).toHaveLength(2));
  return service;
}

describe('/admin/varyant-tipleri (VariantTypesScreen)', () => {
  it('lists the types with their values as tags, colour codes as swatches', async () => {
    types();
    renderScreen(<VariantTypesScreen />);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(cells(0).slice(0, 3)).toEqual(['1', 'Beden', '—']);
    expect(cells(1).slice(0, 3)).toEqual(['2', 'Renk', 'Ürün rengi']);
    expect(within(bodyRows()[1]!).getByRole('img', { name: 'Renk #C62828' })).toHaveStyle({ backgroundColor: '#C62828' });
    expect(within(bodyRows()[1]!).getByText('Mavi')).toBeInTheDocument();
  });

  it("shows 'Varyant tipi kaydedilirken hata oluştu.' when a save fails without a server message", async () => {
    serveCollection(api, '/api/urunvaryanttipi', [], { create: failAnswer(500) });
    renderScreen(<VariantTypesScreen />);
    fireEvent.change(screen.getByLabelText('Tip Adı'), { target: { value: 'Malzeme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Varyant tipi kaydedilirken hata oluştu.')).toBeInTheDocument();
  });

  it('the values panel lists order, name, colour code and status of the chosen type', async () => {
    const calls = serveValues();
    await openValues();
    expect(calls.list).toHaveBeenCalledWith(uuid(2));
    expect(within(dialog()).getByText('Renk — Değerler')).toBeInTheDocument();
    expect(within(valueRows()[0]!).getAllByRole('cell').map((c) => c.textContent).slice(0, 4)).toEqual(['1', 'Kırmızı', '#C62828', 'Aktif']);
  });

  it("refuses an empty value name ('Varyant değeri boş olamaz.') and a colour code that is not #RRGGBB", async () => {
    const calls = serveValues();
    await openValues();
    fireEvent.click(within(dialog()).getByRole('button', { name: /Değer Ekle/ }));
    await waitFor(() => expect(fieldMessages()).toEqual(['Varyant değeri boş olamaz.']));
    fireEvent.change(within(dialog()).getByLabelText('Değer Adı'), { target: { value: 'Yeşil' } });
    fireEvent.change(within(dialog()).getByLabelText('Renk Kodu'), { target: { value: '#12AB' } });
    await waitFor(() => expect(fieldMessages()).toEqual(['Renk kodu #RRGGBB biçiminde olmalıdır.']));
    fireEvent.click(within(dialog()).getByRole('button', { name: /Değer Ekle/ }));
    await waitFor(() => expect(fieldMessages()).toEqual(['Renk kodu #RRGGBB biçiminde olmalıdır.']));
    expect(calls.add).not.toHaveBeenCalled();
  });

  it('adds a value with the next order number and the colour code upper-cased, then lists it and reloads the types', async () => {
    const calls = serveValues();
    const service = await openValues();
    expect((within(dialog()).getByLabelText('Sıra No') as HTMLInputElement).value).toBe('3');
    fireEvent.change(within(dialog()).getByLabelText('Değer Adı'), { target: { value: ' Yeşil ' } });
    fireEvent.change(within(dialog()).getByLabelText('Renk Kodu'), { target: { value: '#2e7d32' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: /Değer Ekle/ }));
    await waitFor(() => expect(calls.add).toHaveBeenCalledWith(uuid(2), { degerAdi: 'Yeşil', degerKodu: '#2E7D32', siraNo: 3, aktif: true }));
    expect(await screen.findByText('Varyant değeri başarıyla eklendi.')).toBeInTheDocument();
    await waitFor(() => expect(valueRows()).toHaveLength(3));
    expect(within(valueRows()[2]!).getByRole('img', { name: 'Renk #2E7D32' })).toBeInTheDocument();
    await waitFor(() => expect(service.list).toHaveBeenCalledTimes(2));
    expect((within(dialog()).getByLabelText('Değer Adı') as HTMLInputElement).value).toBe('');
    expect((within(dialog()).getByLabelText('Sıra No') as HTMLInputElement).value).toBe('4');
  });

  it('puts a 409 duplicate from the server on the name field', async () => {
    serveValues({ add: failAnswer(409, 'Bu varyant değeri zaten kayıtlı.', { degerAdi: 'Bu varyant değeri zaten kayıtlı.' }) });
    await openValues();
    fireEvent.change(within(dialog()).getByLabelText('Değer Adı'), { target: { value: 'mavi' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: /Değer Ekle/ }));
    await waitFor(() => expect(fieldMessages()).toEqual(['Bu varyant değeri zaten kayıtlı.']));
  });

  it("deletes a value after the confirm; a value in use shows the server's 409", async () => {
    let deletes = 0;
    const calls = serveValues({ remove: () => (++deletes === 1 ? failAnswer(409, 'Bu varyant değeri ürün varyantlarında kullanıldığı için silinemez.') : null) });
    await openValues();
    const confirmDelete = async () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Kırmızı değerini sil' }));
      const sil = await waitFor(() => {
        const pops = Array.from(document.querySelectorAll<HTMLElement>('.ant-popover')).filter((p) => !p.className.includes('hidden') && !p.className.includes('-leave'));
        const pop = pops.find((p) => p.textContent?.includes('Bu varyant değerini silmek istediğinizden emin misiniz?'));
        const button = pop?.querySelector<HTMLButtonElement>('.ant-popconfirm-buttons .ant-btn-primary');
        // Not the previous confirm still closing with its busy button.
        expect(button && !button.className.includes('ant-btn-loading')).toBe(true);
        return button!;
      });
      expect(sil.textContent).toBe('Sil');
      fireEvent.click(sil);
    };
    await confirmDelete();
    expect(await within(dialog()).findByText('Bu varyant değeri ürün varyantlarında kullanıldığı için silinemez.')).toBeInTheDocument();
    expect(valueRows()).toHaveLength(2);
    await confirmDelete();
    await waitFor(() => expect(valueRows()).toHaveLength(1));
    expect(calls.remove).toHaveBeenLastCalledWith(uuid(101));
    expect(await screen.findByText('Varyant değeri başarıyla silindi.')).toBeInTheDocument();
  });

  it("says 'Varyant değerleri yüklenirken hata oluştu.' with 'Tekrar Dene' when the values cannot be read", async () => {
    let reads = 0;
    serveValues({ list: () => (++reads === 1 ? failAnswer(500) : okAnswer(COLOUR.varyantDegerleri)) });
    types();
    renderScreen(<VariantTypesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Renk değerleri' }));
    expect(await within(dialog()).findByText('Varyant değerleri yüklenirken hata oluştu.')).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: /Tekrar Dene/ }));
    await waitFor(() => expect(valueRows()).toHaveLength(2));
  });
});

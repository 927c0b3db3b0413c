import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { httpError } from '@skiclub/shared/errors';
import type { VariantType, VariantTypePayload, VariantValue } from '@skiclub/shared/schemas/admin';
import { bodyRows, cells, fieldMessages, memoryCrud, renderScreen, uuid } from '../crud/testing/screenTesting';
import type { VariantValueCalls, VariantValueSave } from './api/service';
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

/** In-memory value calls over the colour type's values. */
function memoryValues(overrides: Partial<VariantValueCalls> = {}) {
  let items = [...COLOUR.varyantDegerleri];
  return {
    list: vi.fn((_typeId: string) => Promise.resolve([...items])),
    add: vi.fn((typeId: string, v: VariantValueSave) => {
      const row = { ...v, id: uuid(200 + items.length), varyantTipiId: typeId };
      items = [...items, row];
      return Promise.resolve(row);
    }),
    remove: vi.fn((id: string) => {
      items = items.filter((v) => v.id !== id);
      return Promise.resolve();
    }),
    ...overrides,
  };
}

const types = () => memoryCrud<VariantType, VariantTypePayload>('/api/urunvaryanttipi', [COLOUR, SIZE]);
const dialog = () => screen.getByRole('dialog');
const valueRows = () => Array.from(dialog().querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row'));

async function openValues(valueCalls: ReturnType<typeof memoryValues>, service = types()) {
  renderScreen(<VariantTypesScreen service={service} valueCalls={valueCalls} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Renk değerleri' }));
  await waitFor(() => expect(valueRows()).toHaveLength(2));
  return service;
}

describe('/admin/varyant-tipleri (VariantTypesScreen)', () => {
  it('lists the types with their values as tags, colour codes as swatches', async () => {
    renderScreen(<VariantTypesScreen service={types()} valueCalls={memoryValues()} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(cells(0).slice(0, 3)).toEqual(['1', 'Beden', '—']);
    expect(cells(1).slice(0, 3)).toEqual(['2', 'Renk', 'Ürün rengi']);
    expect(within(bodyRows()[1]!).getByRole('img', { name: 'Renk #C62828' })).toHaveStyle({ backgroundColor: '#C62828' });
    expect(within(bodyRows()[1]!).getByText('Mavi')).toBeInTheDocument();
  });

  it("shows 'Varyant tipi kaydedilirken hata oluştu.' when a save fails without a server message", async () => {
    const service = memoryCrud<VariantType, VariantTypePayload>('/api/urunvaryanttipi', [], { create: () => Promise.reject(httpError(500, null, '/api/urunvaryanttipi')) });
    renderScreen(<VariantTypesScreen service={service} valueCalls={memoryValues()} />);
    fireEvent.change(screen.getByLabelText('Tip Adı'), { target: { value: 'Malzeme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Varyant tipi kaydedilirken hata oluştu.')).toBeInTheDocument();
  });

  it('the values panel lists order, name, colour code and status of the chosen type', async () => {
    const calls = memoryValues();
    await openValues(calls);
    expect(calls.list).toHaveBeenCalledWith(uuid(2));
    expect(within(dialog()).getByText('Renk — Değerler')).toBeInTheDocument();
    expect(within(valueRows()[0]!).getAllByRole('cell').map((c) => c.textContent).slice(0, 4)).toEqual(['1', 'Kırmızı', '#C62828', 'Aktif']);
  });

  it("refuses an empty value name ('Varyant değeri boş olamaz.') and a colour code that is not #RRGGBB", async () => {
    const calls = memoryValues();
    await openValues(calls);
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
    const calls = memoryValues();
    const service = await openValues(calls);
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
    const calls = memoryValues({ add: vi.fn(() => Promise.reject(httpError(409, { mesaj: 'Bu varyant değeri zaten kayıtlı.', hatalar: { degerAdi: 'Bu varyant değeri zaten kayıtlı.' } }))) });
    await openValues(calls);
    fireEvent.change(within(dialog()).getByLabelText('Değer Adı'), { target: { value: 'mavi' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: /Değer Ekle/ }));
    await waitFor(() => expect(fieldMessages()).toEqual(['Bu varyant değeri zaten kayıtlı.']));
  });

  it("deletes a value after the confirm; a value in use shows the server's 409", async () => {
    const calls = memoryValues({
      remove: vi
        .fn<(id: string) => Promise<void>>()
        .mockRejectedValueOnce(httpError(409, { mesaj: 'Bu varyant değeri ürün varyantlarında kullanıldığı için silinemez.' }))
        .mockResolvedValueOnce(undefined),
    });
    await openValues(calls);
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
    const calls = memoryValues({ list: vi.fn<(id: string) => Promise<VariantValue[]>>().mockRejectedValueOnce(httpError(500, null, '/x')).mockResolvedValue(COLOUR.varyantDegerleri) });
    renderScreen(<VariantTypesScreen service={types()} valueCalls={calls} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Renk değerleri' }));
    expect(await within(dialog()).findByText('Varyant değerleri yüklenirken hata oluştu.')).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: /Tekrar Dene/ }));
    await waitFor(() => expect(valueRows()).toHaveLength(2));
  });
});

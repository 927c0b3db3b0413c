import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okAnswer, type TestReply } from '@skiclub/shared/testing';
import { serveAdminApi } from '../crud/testing/adminApi';
import { genderResource, type Gender, type GenderPayload } from '@skiclub/shared/schemas/admin';
import { createCrudService } from '../crud/api/createCrudService';
import { installFakeHttp } from '../crud/testing/fakeHttp';
import { bodyRows, cells, fieldMessages, renderScreen, uuid } from '../crud/testing/screenTesting';
import { serveCollection } from '../crud/testing/serveCollection';
import { GendersScreen } from '.';

configure({ defaultHidden: true });

const api = serveAdminApi();

afterEach(() => vi.restoreAllMocks());

describe('/admin/cinsiyetler (GendersScreen)', () => {
  it("'Cinsiyetler yükleniyor...' while loading, then sorted by name; delete asks with the browser's confirm", async () => {
    let answer: (reply: TestReply) => void = () => {};
    const rows = [
      { id: uuid(1), cinsiyetAdi: 'Kız', aktif: true },
      { id: uuid(2), cinsiyetAdi: 'Erkek', aktif: true },
    ];
    const service = serveCollection<Gender, GenderPayload>(api, '/api/cinsiyet', rows, { list: () => new Promise<TestReply>((resolve) => (answer = resolve)) });
    const ask = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderScreen(<GendersScreen />);
    await waitFor(() => expect(service.list).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Cinsiyetler yükleniyor...')).toBeInTheDocument();
    await act(async () => answer(okAnswer(rows)));
    await waitFor(() => expect(bodyRows().map((_, i) => cells(i)[1])).toEqual(['Erkek', 'Kız']));
    fireEvent.click(screen.getByLabelText('Kız sil'));
    expect(ask).toHaveBeenCalledWith('Bu cinsiyeti silmek istediğinizden emin misiniz?');
    await waitFor(() => expect(service.remove).toHaveBeenCalledWith(uuid(1)));
    expect(await screen.findByText('Cinsiyet başarıyla silindi.')).toBeInTheDocument();
  });

  it("the form comes from the columns: 'Cinsiyet Adı' required with the schema's messages, 'Aktif' on at first; edit fills both", async () => {
    const service = serveCollection<Gender, GenderPayload>(api, '/api/cinsiyet', [{ id: uuid(1), cinsiyetAdi: 'Kız', aktif: false }]);
    renderScreen(<GendersScreen />);
    const name = () => screen.getByLabelText('Cinsiyet Adı') as HTMLInputElement;
    expect(screen.getByText('Cinsiyet Adı', { selector: 'label' })).toHaveClass('ant-form-item-required');
    expect(screen.getByRole('switch', { name: 'Aktif' })).toBeChecked();
    expect(name().maxLength).toBe(50);
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(fieldMessages()).toEqual(['Cinsiyet adı alanı zorunludur.']));
    fireEvent.change(name(), { target: { value: 'K' } });
    await waitFor(() => expect(fieldMessages()).toEqual(['Cinsiyet adı en az 2 karakter olmalıdır.']));
    fireEvent.change(name(), { target: { value: ' Kadın ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(service.create).toHaveBeenCalledWith({ cinsiyetAdi: 'Kadın', aktif: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Kız düzenle' }));
    await waitFor(() => expect(name().value).toBe('Kız'));
    expect(screen.getByRole('switch', { name: 'Aktif' })).not.toBeChecked();
  });
});

describe("genders' service (admin spec §7: update is PUT on the collection)", () => {
  const fake = installFakeHttp();
  // What the screen's CrudPage builds from the contract.
  const genderService = createCrudService(genderResource);

  it('updates with PUT /api/cinsiyet, the id and a fresh cinsiyet token in the body', async () => {
    fake.answer = () => ({ status: 200, data: { basarili: true, veri: { id: uuid(1), cinsiyetAdi: 'Kadın', aktif: true }, mesaj: '' } });
    await expect(genderService.update(uuid(1), { cinsiyetAdi: 'Kadın', aktif: true })).resolves.toEqual({ id: uuid(1), cinsiyetAdi: 'Kadın', aktif: true });
    expect(fake.seen).toEqual([{ method: 'put', url: '/api/cinsiyet', params: undefined, body: { cinsiyetAdi: 'Kadın', aktif: true, recaptchaToken: 'tok-cinsiyet', id: uuid(1) } }]);
  });
});

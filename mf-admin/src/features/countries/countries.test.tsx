import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failAnswer } from '@skiclub/shared/testing';
import { serveAdminApi } from '../crud/testing/adminApi';
import type { Country, CountryPayload } from '@skiclub/shared/schemas/admin';
import { CountriesScreen } from '.';
import { renderScreen, uuid } from '../crud/testing/screenTesting';
import { serveCollection, type CollectionAnswers } from '../crud/testing/serveCollection';

// defaultHidden skips the costly visibility check of role queries on antd's large DOM.
configure({ defaultHidden: true });

function country(n: number, ulkeAdi: string, aktif = true): Country {
  return { id: uuid(n), ulkeAdi, aktif };
}

const api = serveAdminApi();

/** Serves the countries from the stand-in API and renders the screen on its real service. */
function renderView(rows: Country[], answers: CollectionAnswers = {}) {
  const calls = serveCollection<Country, CountryPayload>(api, '/api/ulke', rows, answers);
  renderScreen(<CountriesScreen />);
  return calls;
}

const nameInput = () => screen.getByLabelText('Ülke Adı') as HTMLInputElement;
const activeSwitch = () => screen.getByRole('switch');
const bodyRows = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row'));

// CrudPage's own behaviour (progress, failures and Tekrar Dene, paging, sort cycle) is tested in
// CrudPage.test.tsx; this file covers what the screen declares.
describe('/admin/ulkeler (CountriesScreen)', () => {
  it('shows the header, the create form and the empty table', async () => {
    renderView([]);
    expect(screen.getByRole('heading', { name: 'Ülkeler' })).toBeInTheDocument();
    expect(screen.getByText('Ülke tanımlarını ekleyin, güncelleyin ve silin.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ekle' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vazgeç' })).not.toBeInTheDocument();
    expect(activeSwitch()).toBeChecked();
    expect(await screen.findByText('Kayıt bulunamadı.')).toBeInTheDocument();
  });

  it('validates the name live with the schema messages', async () => {
    renderView([]);
    fireEvent.change(nameInput(), { target: { value: 'T' } });
    expect(await screen.findByText('Ülke adı en az 2 karakter olmalıdır.')).toBeInTheDocument();
    fireEvent.change(nameInput(), { target: { value: '' } });
    expect(await screen.findByText('Ülke adı alanı zorunludur.')).toBeInTheDocument();
    fireEvent.change(nameInput(), { target: { value: 'Türkiye' } });
    await waitFor(() => expect(screen.queryByText('Ülke adı alanı zorunludur.')).not.toBeInTheDocument());
  });

  it('creates a country, toasts and clears the form', async () => {
    const crud = renderView([]);
    fireEvent.change(nameInput(), { target: { value: '  Norveç ' } });
    fireEvent.click(activeSwitch());
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(crud.create).toHaveBeenCalledWith({ ulkeAdi: 'Norveç', aktif: false }));
    expect(await screen.findByText('Ülke başarıyla eklendi.')).toBeInTheDocument();
    await waitFor(() => expect(nameInput().value).toBe(''));
    expect(activeSwitch()).toBeChecked();
  });

  it('enters edit mode with Güncelle and Vazgeç, and Vazgeç returns to create mode', async () => {
    renderView([country(1, 'Almanya', false), country(2, 'Avusturya')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Almanya düzenle' }));
    expect(nameInput().value).toBe('Almanya');
    expect(activeSwitch()).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Güncelle' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ekle' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(screen.getByRole('button', { name: 'Ekle' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Güncelle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vazgeç' })).not.toBeInTheDocument();
    expect(nameInput().value).toBe('');
    expect(activeSwitch()).toBeChecked();
  });

  it('updates the edited row and goes back to create mode', async () => {
    const crud = renderView([country(1, 'Almanya')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Almanya düzenle' }));
    fireEvent.change(nameInput(), { target: { value: 'Federal Almanya' } });
    fireEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(crud.update).toHaveBeenCalledWith(uuid(1), { ulkeAdi: 'Federal Almanya', aktif: true }));
    expect(await screen.findByText('Ülke başarıyla güncellendi.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Ekle' })).toBeInTheDocument();
    expect(nameInput().value).toBe('');
  });

  it("puts a 409 on the field and keeps what was typed", async () => {
    const crud = renderView([], { create: failAnswer(409, 'Bu ülke zaten kayıtlı.') });
    fireEvent.change(nameInput(), { target: { value: 'Türkiye' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Bu ülke zaten kayıtlı.')).toBeInTheDocument();
    expect(crud.create).toHaveBeenCalledTimes(1);
    expect(nameInput().value).toBe('Türkiye');
    expect(screen.queryByRole('button', { name: 'Tekrar Dene' })).not.toBeInTheDocument();
  });

  it('numbers rows across pages, sorts by name and resets to page 1 on search', async () => {
    const names = ['Zambiya', 'Yunanistan', 'Vietnam', 'Ukrayna', 'Türkiye', 'Şili', 'Sırbistan', 'Portekiz', 'Norveç', 'Macaristan', 'Letonya', 'Kanada'];
    renderView(names.map((n, i) => country(i + 1, n)));
    // page 1, name ascending: Kanada first
    await waitFor(() => expect(within(bodyRows()[0]!).getByText('1')).toBeInTheDocument());
    expect(within(bodyRows()[0]!).getByText('Kanada')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(within(bodyRows()[0]!).getByText('11')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('Yunanistan')).toBeInTheDocument();
    expect(within(bodyRows()[1]!).getByText('12')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Ülke ara'), { target: { value: 'İ' } });
    await waitFor(() => expect(within(bodyRows()[0]!).getByText('1')).toBeInTheDocument());
    // 'İ' matches every name containing i/İ, Turkish case-insensitive
    expect(screen.getByText('Şili')).toBeInTheDocument();
    expect(screen.queryByText('Ukrayna')).not.toBeInTheDocument();
  });

  it("asks with the browser's confirm before deleting; declined deletes nothing, accepted deletes", async () => {
    const crud = renderView([country(1, 'Almanya')]);
    const ask = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Almanya sil' }));
    expect(ask).toHaveBeenCalledWith('Bu ülkeyi silmek istediğinizden emin misiniz?');
    expect(crud.remove).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Almanya sil' }));
    await waitFor(() => expect(crud.remove).toHaveBeenCalledWith(uuid(1)));
    expect(await screen.findByText('Ülke başarıyla silindi.')).toBeInTheDocument();
    ask.mockRestore();
  });

  it('shows a load failure with Tekrar Dene', async () => {
    const crud = renderView([], { list: failAnswer(500) });
    expect(await screen.findByText('Ülkeler yüklenirken hata oluştu.')).toBeInTheDocument();
    expect(crud.list).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(() => expect(crud.list).toHaveBeenCalledTimes(2));
  });
});

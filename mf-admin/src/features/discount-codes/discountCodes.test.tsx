import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failAnswer } from '@skiclub/shared/testing';
import { serveAdminApi } from '../crud/testing/adminApi';
import type { DiscountCode, DiscountCodePayload } from '@skiclub/shared/schemas/admin';
import { cells, fieldMessages, formLabels, renderScreen, uuid } from '../crud/testing/screenTesting';
import { serveCollection } from '../crud/testing/serveCollection';
import { DiscountCodesScreen } from '.';

configure({ defaultHidden: true });

const api = serveAdminApi();

const code: DiscountCode = {
  id: uuid(1),
  kodAdi: 'KARTAL10',
  indirimOrani: 12.5,
  baslangicTarihi: '2026-01-05',
  bitisTarihi: '2026-03-31',
  maksimumKullanimSayisi: 50,
  kullanimSayisi: 3,
  aktif: true,
};
const dateInput = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** Types a dd.mm.yyyy date into the picker labelled `label` and confirms it. */
function typeDate(label: string, shown: string) {
  const input = dateInput(label);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: shown } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}

describe('/admin/ekipindirimikodlari (DiscountCodesScreen)', () => {
  it('lists the rate, the dates as dd.mm.yyyy and the usage so far against the maximum', async () => {
    serveCollection(api, '/api/ekipindirimikodu', [code]);
    renderScreen(<DiscountCodesScreen />);
    await waitFor(() => expect(cells(0)).toEqual(['1', 'KARTAL10', '%12,5', '05.01.2026', '31.03.2026', '3 / 50', 'Aktif', '']));
  });

  it('the form, made from the columns: labels and required marks in order; a new code is sent with its rate typed with a comma and its dates as YYYY-MM-DD', async () => {
    const service = serveCollection<DiscountCode, DiscountCodePayload>(api, '/api/ekipindirimikodu', [code]);
    renderScreen(<DiscountCodesScreen />);
    await waitFor(() => expect(cells(0)[1]).toBe('KARTAL10'));
    expect(formLabels()).toEqual([
      ['Kod Adı', true],
      ['İndirim Oranı (%)', true],
      ['Başlangıç Tarihi', true],
      ['Bitiş Tarihi', true],
      ['Maksimum Kullanım', true],
      ['Aktif', false],
    ]);
    expect(dateInput('Başlangıç Tarihi').placeholder).toBe('GG.AA.YYYY');
    fireEvent.change(screen.getByLabelText('Kod Adı'), { target: { value: 'EKIP2027' } });
    fireEvent.change(screen.getByLabelText('İndirim Oranı (%)'), { target: { value: '15,5' } });
    typeDate('Başlangıç Tarihi', '01.12.2026');
    typeDate('Bitiş Tarihi', '28.02.2027');
    fireEvent.change(screen.getByLabelText('Maksimum Kullanım'), { target: { value: '40' } });
    await waitFor(() => expect(dateInput('Bitiş Tarihi').value).toBe('28.02.2027'));
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() =>
      expect(service.create).toHaveBeenCalledWith({ kodAdi: 'EKIP2027', indirimOrani: 15.5, baslangicTarihi: '2026-12-01', bitisTarihi: '2027-02-28', maksimumKullanim: 40, aktif: true }),
    );
  });

  it('editing shows the rate with a comma and fills maksimumKullanim from maksimumKullanimSayisi; the API’s 422 on it lands under the field', async () => {
    const service = serveCollection<DiscountCode, DiscountCodePayload>(api, '/api/ekipindirimikodu', [code], {
      update: failAnswer(422, 'Gönderilen veriler geçersiz.', { maksimumKullanim: 'Maksimum kullanım, kodun şimdiye kadarki kullanım sayısından az olamaz.' }),
    });
    renderScreen(<DiscountCodesScreen />);
    fireEvent.click(await screen.findByLabelText('KARTAL10 düzenle'));
    await waitFor(() => expect((screen.getByLabelText('Maksimum Kullanım') as HTMLInputElement).value).toBe('50'));
    expect(dateInput('Başlangıç Tarihi').value).toBe('05.01.2026');
    expect((screen.getByLabelText('İndirim Oranı (%)') as HTMLInputElement).value).toBe('12,50');
    fireEvent.change(screen.getByLabelText('Maksimum Kullanım'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    await waitFor(() =>
      expect(service.update).toHaveBeenCalledWith(code.id, {
        kodAdi: 'KARTAL10',
        indirimOrani: 12.5,
        baslangicTarihi: '2026-01-05',
        bitisTarihi: '2026-03-31',
        maksimumKullanim: 2,
        aktif: true,
      }),
    );
    await waitFor(() => expect(fieldMessages()).toEqual(['Maksimum kullanım, kodun şimdiye kadarki kullanım sayısından az olamaz.']));
  });

  it('the spec’s rules: rate 1–100, maximum at least 1, the end not before the start', async () => {
    const service = serveCollection<DiscountCode, DiscountCodePayload>(api, '/api/ekipindirimikodu', [code]);
    renderScreen(<DiscountCodesScreen />);
    fireEvent.click(await screen.findByLabelText('KARTAL10 düzenle'));
    await waitFor(() => expect(dateInput('Bitiş Tarihi').value).toBe('31.03.2026'));
    fireEvent.change(screen.getByLabelText('İndirim Oranı (%)'), { target: { value: '101' } });
    fireEvent.change(screen.getByLabelText('Maksimum Kullanım'), { target: { value: '0' } });
    typeDate('Bitiş Tarihi', '01.01.2026');
    await waitFor(() =>
      expect(fieldMessages()).toEqual(['İndirim oranı 1 ile 100 arasında olmalıdır.', 'Bitiş tarihi başlangıç tarihinden önce olamaz.', 'Maksimum kullanım en az 1 olmalıdır.']),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    expect(await screen.findByText('Lütfen form hatalarını düzeltiniz.')).toBeInTheDocument();
    expect(service.update).not.toHaveBeenCalled();
  });
});

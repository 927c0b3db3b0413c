import { Form, type FormInstance } from 'antd';
import { render } from '@testing-library/react';
import { z } from 'zod';
import { signUpFormSchema } from '@skiclub/shared/schemas';
import { fieldPathOf, serverFieldEntries, serverFieldPathEntries, zodFieldError, zodPathError, zodPathRule, zodRule } from './formRules';

const valid = {
  ad: 'Ayşe',
  soyad: 'Yılmaz',
  kullaniciAdi: 'ayse',
  email: 'ayse@example.com',
  gsm: '0532 123 45 67',
  sifre: 'Kayak2024!',
  sifreTekrar: 'Kayak2024!',
  sartlarOnay: true,
};

describe('zodFieldError', () => {
  it('returns undefined for a valid field', () => {
    expect(zodFieldError(signUpFormSchema, 'ad', valid)).toBeUndefined();
  });

  it("returns the field's own message and ignores other fields' errors", () => {
    const values = { ...valid, ad: '', email: 'bozuk' };
    expect(zodFieldError(signUpFormSchema, 'ad', values)).toBe('Ad alanı zorunludur.');
    expect(zodFieldError(signUpFormSchema, 'email', values)).toBe('Geçerli bir e-posta adresi giriniz.');
    expect(zodFieldError(signUpFormSchema, 'soyad', values)).toBeUndefined();
  });

  it('runs the object refinement even while other fields are still empty', () => {
    const values = { sifre: 'Kayak2024!', sifreTekrar: 'Kayak2024?' };
    expect(zodFieldError(signUpFormSchema, 'sifreTekrar', values)).toBe('Şifreler eşleşmiyor.');
    // the mismatch belongs to sifreTekrar only
    expect(zodFieldError(signUpFormSchema, 'sifre', values)).toBeUndefined();
  });

  it('runs the refinement when the form lacks an optional key (e.g. recaptchaToken)', () => {
    const schema = z
      .object({ baslangic: z.string(), bitis: z.string(), recaptchaToken: z.string().optional() })
      .refine((v) => v.bitis > v.baslangic, { path: ['bitis'], message: 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır.' });
    expect(zodFieldError(schema, 'bitis', { baslangic: '2026-12-10', bitis: '2026-12-01' })).toBe('Bitiş tarihi başlangıç tarihinden sonra olmalıdır.');
    expect(zodFieldError(schema, 'bitis', { baslangic: '2026-12-01', bitis: '2026-12-10' })).toBeUndefined();
  });

  it('prefers the field check over the refinement', () => {
    expect(zodFieldError(signUpFormSchema, 'sifreTekrar', { sifre: 'Kayak2024!', sifreTekrar: '' })).toBe('Şifre Tekrar alanı zorunludur.');
  });

  it('works for any object schema', () => {
    const schema = z.object({ yas: z.number({ error: 'Sayı giriniz.' }).min(6, { error: 'En az 6.' }) });
    expect(zodFieldError(schema, 'yas', { yas: 3 })).toBe('En az 6.');
    expect(zodFieldError(schema, 'yas', { yas: 'x' })).toBe('Sayı giriniz.');
    expect(zodFieldError(schema, 'yas', { yas: 7 })).toBeUndefined();
  });
});

describe('zodRule', () => {
  function validatorFor(field: keyof typeof valid, values: Record<string, unknown>) {
    let form: FormInstance | undefined;
    function Harness() {
      const [f] = Form.useForm();
      form = f;
      return <Form form={f} initialValues={values} />;
    }
    render(<Harness />);
    if (!form) throw new Error('form not created');
    const rule = zodRule(signUpFormSchema, field);
    if (typeof rule !== 'function') throw new Error('zodRule must return a rule function');
    const { validator } = rule(form);
    if (!validator) throw new Error('no validator');
    return (value: unknown) => validator({}, value, () => undefined);
  }

  it('rejects with the shared message, reading the other fields from the form', async () => {
    const validate = validatorFor('sifreTekrar', { ...valid });
    await expect(validate('Baska2024!')).rejects.toThrow('Şifreler eşleşmiyor.');
    await expect(validate('Kayak2024!')).resolves.toBeUndefined();
  });

  it('uses the value being validated, not the stored one', async () => {
    const validate = validatorFor('gsm', { ...valid, gsm: '' });
    await expect(validate('12345')).rejects.toThrow('Geçerli bir telefon numarası giriniz (10-11 haneli).');
    await expect(validate('0532 123 45 67')).resolves.toBeUndefined();
  });
});

describe('serverFieldEntries', () => {
  it("keeps the form's fields only, as antd setFields entries", () => {
    expect(serverFieldEntries({ kullaniciAdi: 'Bu kullanıcı adı zaten alınmış.', recaptchaToken: 'Geçersiz.' }, ['ad', 'kullaniciAdi'])).toEqual([
      { name: 'kullaniciAdi', errors: ['Bu kullanıcı adı zaten alınmış.'] },
    ]);
  });
});

describe('nested fields (zodPathError, zodPathRule, serverFieldPathEntries)', () => {
  const schema = z.object({
    kisiler: z
      .array(z.object({ ad: z.string().min(1, { error: 'Ad alanı zorunludur.' }), no: z.string().length(3, { error: 'No 3 haneli olmalıdır.' }) }))
      .superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach((k, i) => {
          if (seen.has(k.no)) ctx.addIssue({ code: 'custom', message: 'Tekrar eden no.', path: [i, 'no'] });
          seen.add(k.no);
        });
      }),
  });

  it('finds the message of the field at the path only', () => {
    const values = { kisiler: [{ ad: '', no: '123' }, { ad: 'Ece', no: '12' }] };
    expect(zodPathError(schema, ['kisiler', 0, 'ad'], values)).toBe('Ad alanı zorunludur.');
    expect(zodPathError(schema, ['kisiler', 1, 'no'], values)).toBe('No 3 haneli olmalıdır.');
    expect(zodPathError(schema, ['kisiler', 1, 'ad'], values)).toBeUndefined();
    expect(zodPathError(schema, ['kisiler', 1, 'no'], { kisiler: [{ ad: 'A', no: '123' }, { ad: 'B', no: '123' }] })).toBe('Tekrar eden no.');
  });

  it('zodPathRule checks the value being validated inside the whole form', async () => {
    let form: FormInstance | undefined;
    function Harness() {
      const [f] = Form.useForm();
      form = f;
      return <Form form={f} initialValues={{ kisiler: [{ ad: 'Ali', no: '111' }, { ad: 'Ece', no: '' }] }} />;
    }
    render(<Harness />);
    const rule = zodPathRule(schema, ['kisiler', 1, 'no']);
    if (typeof rule !== 'function' || !form) throw new Error('no rule');
    const { validator } = rule(form);
    if (!validator) throw new Error('no validator');
    const validate = (v: unknown) => validator({}, v, () => undefined);
    await expect(validate('111')).rejects.toThrow('Tekrar eden no.');
    await expect(validate('11')).rejects.toThrow('No 3 haneli olmalıdır.');
    await expect(validate('222')).resolves.toBeUndefined();
  });

  it("maps the API's dotted keys to form paths, keeping the form's fields", () => {
    expect(fieldPathOf('yetiskinler.1.tcKimlikNo')).toEqual(['yetiskinler', 1, 'tcKimlikNo']);
    const known = (p: (string | number)[]) => p[0] !== 'recaptchaToken';
    expect(serverFieldPathEntries({ 'yetiskinler.1.tcKimlikNo': 'Geçersiz T.C. Kimlik No.', recaptchaToken: 'x', ekipKodu: 'Ekip kodu bulunamadı.' }, known)).toEqual([
      { name: ['yetiskinler', 1, 'tcKimlikNo'], errors: ['Geçersiz T.C. Kimlik No.'] },
      { name: ['ekipKodu'], errors: ['Ekip kodu bulunamadı.'] },
    ]);
  });
});

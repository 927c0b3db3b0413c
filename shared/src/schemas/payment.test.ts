import { fieldErrors, paymentResultQuerySchema, paymentStartRequestSchema } from '@skiclub/shared/schemas';

describe('paymentStartRequestSchema (member spec §7)', () => {
  it('takes OrderId, an informative PurchAmount and the source', () => {
    expect(paymentStartRequestSchema.parse({ OrderId: ' abc ', PurchAmount: 12500, Kaynak: 'kamp' })).toEqual({ OrderId: 'abc', PurchAmount: 12500, Kaynak: 'kamp' });
  });
  it('refuses a missing order and an unknown source in Turkish', () => {
    const r = paymentStartRequestSchema.safeParse({ OrderId: '', Kaynak: 'banka' });
    expect(fieldErrors(r.error!)).toEqual({ OrderId: 'Ödeme numarası zorunludur.', Kaynak: "Ödeme kaynağı 'kamp' veya 'shop' olmalıdır." });
  });
});

describe('paymentResultQuerySchema (/odeme-sonuc)', () => {
  it('reads the query of the redirect', () => {
    expect(paymentResultQuerySchema.parse({ odemeSonuc: 'ok', OrderId: 'r1', PurchAmount: '12500.00', returnCode: '00', errMsg: '', kaynak: 'kamp' })).toEqual({
      odemeSonuc: 'ok',
      OrderId: 'r1',
      PurchAmount: '12500.00',
      returnCode: '00',
      errMsg: '',
      kaynak: 'kamp',
    });
  });
  it('anything odd counts as a failure, never as success', () => {
    expect(paymentResultQuerySchema.parse({ odemeSonuc: 'OK!' }).odemeSonuc).toBe('fail');
    expect(paymentResultQuerySchema.parse({}).odemeSonuc).toBe('fail');
  });
});

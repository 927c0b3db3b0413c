import { PAYMENT_RESULT_TEXTS, readPaymentResult } from '@skiclub/shared/payment';

describe('readPaymentResult (member spec §2 payment result)', () => {
  it('reads a success and a failure', () => {
    expect(readPaymentResult('?odemeSonuc=ok&OrderId=r1&PurchAmount=12500.00&returnCode=00&errMsg=&kaynak=kamp')).toEqual({
      ok: true,
      orderId: 'r1',
      amount: 12500,
      returnCode: '00',
      errMsg: '',
      kaynak: 'kamp',
    });
    expect(readPaymentResult(new URLSearchParams({ odemeSonuc: 'fail', OrderId: 'o9', returnCode: '51', errMsg: 'Bakiye yetersiz', kaynak: 'shop' }))).toMatchObject({
      ok: false,
      returnCode: '51',
      errMsg: 'Bakiye yetersiz',
      kaynak: 'shop',
      amount: null,
    });
  });

  it('is null without odemeSonuc, and odd values count as a failure', () => {
    expect(readPaymentResult('')).toBeNull();
    expect(readPaymentResult('?returnCode=00')).toBeNull();
    expect(readPaymentResult('?odemeSonuc=tamam&kaynak=x&PurchAmount=abc')).toMatchObject({ ok: false, kaynak: 'kamp', amount: null });
  });

  it('cuts untrusted values short and drops control characters', () => {
    const r = readPaymentResult(`?odemeSonuc=fail&errMsg=${encodeURIComponent('a\u0000b\n' + 'x'.repeat(500))}`);
    expect(r?.errMsg.startsWith('a b')).toBe(true);
    expect(r?.errMsg).toHaveLength(200);
  });

  it('has the spec texts', () => {
    expect(PAYMENT_RESULT_TEXTS.failed).toBe('Ödemeniz alınamadı...');
  });
});

import { PAYMENT_RESULT_TEXTS, paymentAdvice, readPaymentResult } from '@skiclub/shared/payment';

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

describe('paymentAdvice: advice by the bank return code (member spec §2 payment result)', () => {
  it('a payment cancelled or not confirmed at the bank (V034) does not talk about the card limit', () => {
    expect(paymentAdvice('V034')).toContain('Kartınızdan tutar çekilmedi');
    expect(paymentAdvice('v034 ')).not.toContain('limit');
  });
  it('insufficient funds (51) and unknown codes keep the card-and-limit advice', () => {
    expect(paymentAdvice('51')).toBe(PAYMENT_RESULT_TEXTS.advice);
    expect(paymentAdvice('')).toBe(PAYMENT_RESULT_TEXTS.advice);
    expect(paymentAdvice('99')).toBe(PAYMENT_RESULT_TEXTS.advice);
  });
  it('3D authentication failed (MR15), expired card (54) and a refusal (05) say their cause', () => {
    expect(paymentAdvice('MR15')).toContain('3D Secure doğrulamasından geçemedi');
    expect(paymentAdvice('54')).toContain('son kullanma tarihi');
    expect(paymentAdvice('05')).toContain('onaylamadı');
  });
});

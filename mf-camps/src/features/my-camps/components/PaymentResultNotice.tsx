import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAYMENT_RESULT_KEYS, PAYMENT_RESULT_TEXTS, paymentAdvice, readPaymentResult } from '@skiclub/shared/payment';

/** The success message hides after 3 s (member spec §2, §9), in ms. */
export const PAYMENT_SUCCESS_MS = 3000;

/**
 * The payment result on /kamplarim (member spec §2): read from odemeSonuc, returnCode and errMsg
 * in the address. Success says 'Ödemeniz başarıyla alındı.' and hides after 3 s; a failure says
 * 'Ödemeniz alınamadı...' with the bank's code and message and the advice for that code, until closed. The
 * query is taken off the address once the message goes, so a reload does not repeat it.
 */
export function PaymentResultNotice() {
  const [params, setParams] = useSearchParams();
  const [result] = useState(() => readPaymentResult(params));
  const [visible, setVisible] = useState(result !== null);

  const hide = () => {
    setVisible(false);
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        PAYMENT_RESULT_KEYS.forEach((k) => next.delete(k));
        return next;
      },
      { replace: true },
    );
  };

  useEffect(() => {
    if (!result?.ok) return undefined;
    const timer = window.setTimeout(hide, PAYMENT_SUCCESS_MS);
    return () => window.clearTimeout(timer);
    // Runs once for the result read on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  if (!result || !visible) return null;
  if (result.ok) return <Alert className="camp-result" type="success" showIcon role="status" message={PAYMENT_RESULT_TEXTS.success} />;
  return (
    <Alert
      className="camp-result"
      type="error"
      showIcon
      role="alert"
      closable
      onClose={hide}
      message={PAYMENT_RESULT_TEXTS.failed}
      description={
        <>
          {result.returnCode && <div>{PAYMENT_RESULT_TEXTS.returnCode(result.returnCode)}</div>}
          {result.errMsg && <div>{PAYMENT_RESULT_TEXTS.bankMessage(result.errMsg)}</div>}
          <div className="camp-result__advice">{paymentAdvice(result.returnCode)}</div>
        </>
      }
    />
  );
}

import { Alert, Modal } from 'antd';
import { useEffect, useRef } from 'react';
import { formatMoney } from '@skiclub/shared/format';
import { PaymentCardForm, PaymentOpening, usePaymentStart } from '@skiclub/shared/payment';
import type { CampRegistration } from '@skiclub/shared/schemas';

/** Props of {@link PayDialog}. */
export interface PayDialogProps {
  /** The registration to pay; the dialog is open while it is set. */
  registration: CampRegistration | null;
  onClose: () => void;
  /** The API said it is paid already (409): the list is read again. */
  onAlreadyPaid: () => void;
}

/**
 * The pay dialog of /kamplarim (member spec §2, §4, §8): the camp and its fee in TL, the card
 * form, then POST /api/odeme/baslat {OrderId: registration id, PurchAmount: odenecekTL,
 * Kaynak: 'kamp'}, 'Ödeme sistemi açılıyor... Lütfen bekleyin.' and, after 1 s, the hidden form
 * to the bank's 3D Secure page. Refusals ('Bu kamp için ödemeniz zaten tamamlanmış. Tekrar ödeme
 * yapılamaz.', 'Ödeme bilgisi bulunamadı!', 'Ödeme başlatılamadı! Hata: ...') stay in the dialog.
 * Closing it forgets the card.
 */
export function PayDialog({ registration, onClose, onAlreadyPaid }: PayDialogProps) {
  const pay = usePaymentStart();
  const { errorStatus, reset } = pay;
  const opening = pay.phase === 'opening';

  // Once per refusal, whatever function the parent passes on each render.
  const alreadyPaid = useRef(onAlreadyPaid);
  useEffect(() => {
    alreadyPaid.current = onAlreadyPaid;
  }, [onAlreadyPaid]);
  useEffect(() => {
    if (errorStatus === 409) alreadyPaid.current();
  }, [errorStatus]);

  const close = () => {
    reset();
    onClose();
  };
  const amount = registration ? formatMoney(registration.odenecekTL, 'TL') : '';

  return (
    <Modal
      open={!!registration}
      title="Kartla Ödeme"
      onCancel={opening ? undefined : close}
      closable={!opening}
      maskClosable={false}
      keyboard={!opening}
      footer={null}
      width={460}
      destroyOnHidden
      className="camp-pay"
    >
      {registration && (
        <div className="camp-pay__summary">
          <span className="camp-pay__camp">{registration.kampAdi}</span>
          <span className="camp-pay__amount">
            Ödenecek Tutar <strong>{amount}</strong>
          </span>
        </div>
      )}
      {opening ? (
        <PaymentOpening />
      ) : (
        registration && (
          <>
            {pay.error && <Alert className="camp-pay__alert" type="error" showIcon role="alert" message={pay.error} />}
            <PaymentCardForm
              submitting={pay.phase === 'starting'}
              submitText={`${amount} Öde`}
              onSubmit={(card) => void pay.start({ OrderId: registration.id, PurchAmount: registration.odenecekTL, Kaynak: 'kamp' }, card)}
            />
          </>
        )
      )}
    </Modal>
  );
}

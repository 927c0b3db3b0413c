import { Button, Modal } from 'antd';
import type { LegalText } from './legalTexts';
import './checkout.css';

/** Props of {@link LegalTextModal}. */
export interface LegalTextModalProps {
  /** The text to show; the modal is open while it is set. */
  text: LegalText | null;
  onClose: () => void;
  /** 'Okudum, Onaylıyorum': ticks the text's consent checkbox and closes. */
  onAccept: () => void;
}

/**
 * A contract text of /odeme (member spec §2 Checkout: distance-sales contract, preliminary
 * information form) in a scrollable modal, with 'Kapat' and 'Okudum, Onaylıyorum'.
 */
export function LegalTextModal({ text, onClose, onAccept }: LegalTextModalProps) {
  return (
    <Modal
      open={!!text}
      title={text?.title}
      onCancel={onClose}
      width={720}
      destroyOnHidden
      className="chk-legal"
      footer={[
        <Button key="close" onClick={onClose}>
          Kapat
        </Button>,
        <Button key="accept" type="primary" onClick={onAccept}>
          Okudum, Onaylıyorum
        </Button>,
      ]}
    >
      {text && (
        <div className="chk-legal__body">
          {text.sections.map((s) => (
            <section key={s.heading}>
              <h3 className="chk-legal__heading">{s.heading}</h3>
              {s.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          ))}
        </div>
      )}
    </Modal>
  );
}

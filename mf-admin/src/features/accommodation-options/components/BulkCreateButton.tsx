/**
 * 'Toplu Oluştur' of the accommodation-option form (admin spec §2, §4, §5, §8): needs country,
 * city, hotel, room type and camp chosen ('Lütfen zorunlu alanları doldurun.' otherwise), then
 * creates one inactive, zero-priced option per accommodation type of the room type that the camp
 * lacks, says '{n} kayıt başarıyla oluşturuldu' (that nothing new was created when the camp had them
 * all; or 'Seçili oda tipine bağlı konaklama tipi bulunamadı.' / 'Toplu kayıt oluşturulamadı.') and
 * has the list reloaded.
 */
import { AppstoreAddOutlined } from '@ant-design/icons';
import { App, Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { isAppError } from '@skiclub/shared/errors';
import { OPTION_MESSAGES, type AccommodationOptionForm } from '@skiclub/shared/schemas/admin';
import { ErrorAlert, useSuccessToast } from '@skiclub/shared/ui';
import { optionScreenApi as api } from '../api/service';

/** Fields the bulk create needs (admin spec §5). */
export const BULK_FIELDS = ['ulkeId', 'sehirId', 'otelId', 'odaTipiId', 'kampId'] as const;

/** The message for a failed bulk create: the spec's 'no types' text when the API says so, else 'Toplu kayıt oluşturulamadı.'. */
export function bulkErrorMessage(error: unknown): string {
  const noTypes = isAppError(error) && (error.message === OPTION_MESSAGES.bulkNoTypes || error.fieldErrors.odaTipiId === OPTION_MESSAGES.bulkNoTypes);
  return noTypes ? OPTION_MESSAGES.bulkNoTypes : OPTION_MESSAGES.bulkFailed;
}

/** Props of {@link BulkCreateButton}. */
export interface BulkCreateButtonProps {
  /** Called after a successful bulk create. */
  onDone: () => void;
}

/** The button and its message (see the module comment). Must sit inside the page's form. */
export function BulkCreateButton({ onDone }: BulkCreateButtonProps) {
  const form = Form.useFormInstance<AccommodationOptionForm>();
  const toast = useSuccessToast();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setError(null);
    try {
      await form.validateFields([...BULK_FIELDS]);
    } catch {
      setError(OPTION_MESSAGES.summary);
      return;
    }
    const { kampId, odaTipiId } = form.getFieldsValue(['kampId', 'odaTipiId']) as { kampId: string; odaTipiId: string };
    setBusy(true);
    try {
      const created = await api.bulkCreate({ kampId, odaTipiId });
      if (created > 0) toast(OPTION_MESSAGES.bulkCreated(created));
      else void message.info(OPTION_MESSAGES.bulkNothingNew);
      onDone();
    } catch (e) {
      setError(bulkErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="adm-option-form__bulk">
      <Button icon={<AppstoreAddOutlined />} loading={busy} disabled={busy} onClick={() => void run()} block>
        Toplu Oluştur
      </Button>
      <Typography.Text type="secondary">Seçili kamp ve oda tipinin tüm konaklama tiplerini pasif ve fiyatsız ekler.</Typography.Text>
      {error && <ErrorAlert message={error} onClose={() => setError(null)} />}
    </div>
  );
}

import { Alert, Button, Card, Form, Space, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { ADMIN_MESSAGES } from '@skiclub/shared/schemas';
import './reference.css';

/** Props of {@link ReferenceFormCard}. */
export interface ReferenceFormCardProps<V extends object> {
  form: FormInstance<V>;
  /** Create-mode values (admin spec §2: active true). */
  initialValues: V;
  /** Card titles, e.g. 'Yeni Ülke' and 'Ülkeyi Düzenle'. */
  createTitle: string;
  editTitle: string;
  editing: boolean;
  saving: boolean;
  /** 'Lütfen form hatalarını düzeltiniz.' after a submit with errors. */
  formError: string | null;
  onFinish: (values: V) => void | Promise<void>;
  onFinishFailed: () => void;
  onFieldsChange?: (changed: unknown, allFields: { errors?: string[] }[]) => void;
  onCancel: () => void;
  /** The Form.Items. */
  children: ReactNode;
}

/**
 * Form card of a reference screen (admin spec §2, §4, §5): fields validated live; the button
 * reads 'Ekle' in create mode, 'Güncelle' with 'Vazgeç' in edit mode, and 'İşleniyor...' while
 * saving.
 */
export function ReferenceFormCard<V extends object>(props: ReferenceFormCardProps<V>) {
  const { form, initialValues, createTitle, editTitle, editing, saving, formError, onFinish, onFinishFailed, onFieldsChange, onCancel, children } = props;
  return (
    <Card className={`adm-ref-form${editing ? ' adm-ref-form--editing' : ''}`} title={editing ? editTitle : createTitle}>
      <Form<V>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={onFinish}
        onFinishFailed={onFinishFailed}
        onFieldsChange={onFieldsChange}
        disabled={saving}
        requiredMark
      >
        {children}
        {formError && <Alert className="adm-ref-form__error" type="error" showIcon message={formError} />}
        <Space className="adm-ref-form__buttons" wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            {saving ? ADMIN_MESSAGES.saving : editing ? 'Güncelle' : 'Ekle'}
          </Button>
          {editing && (
            <Button onClick={onCancel} disabled={saving}>
              Vazgeç
            </Button>
          )}
        </Space>
      </Form>
    </Card>
  );
}

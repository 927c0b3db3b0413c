/**
 * Form side of a reference screen (admin spec §2, §4, §5, §8): create mode (no id) and edit
 * mode (id set by a row's edit button), saving with the spec's success texts, field errors from
 * the server put on their fields (409 on the name), other failures in a banner whose
 * 'Tekrar Dene' repeats the last save (or reloads after a failed delete), and delete after a
 * confirmation. A failed save keeps what was typed.
 */
import { App, type FormInstance } from 'antd';
import { useRef, useState } from 'react';
import { isAppError } from '@skiclub/shared/errors';
import { ADMIN_MESSAGES } from '@skiclub/shared/schemas';
import { useSuccessToast } from '@skiclub/shared/ui';
import { errorMessageOr } from '@skiclub/shared/errors';
import type { ReferenceCrud } from './useReferenceCrud';

/** Texts of one screen. */
export interface ReferenceEditorMessages {
  added: string;
  updated: string;
  deleted: string;
  /** Delete confirmation, e.g. 'Bu ülkeyi silmek istediğinizden emin misiniz?'. */
  confirmDelete: string;
}

/** Options of {@link useReferenceEditor}. */
export interface ReferenceEditorOptions<T extends { id: string }, V extends object, P> {
  crud: ReferenceCrud<T, P>;
  form: FormInstance<V>;
  /** Values of create mode (admin spec §2: active true). */
  emptyValues: V;
  /** Fills the form from a row (edit mode). */
  toValues: (row: T) => V;
  /** Turns valid form values into the API payload. */
  toPayload: (values: V) => P;
  messages: ReferenceEditorMessages;
  /** Field that gets the server's message on 409 (e.g. 'Bu ülke zaten kayıtlı.' on ulkeAdi). */
  conflictField?: keyof V & string;
}

/** The error banner of a reference screen. */
export interface ReferenceBanner {
  message: string;
  fieldErrors?: Record<string, string>;
  /** 'Tekrar Dene': repeats the last save, or reloads the list. */
  retry: () => void;
}

/** What {@link useReferenceEditor} gives the form and the table. */
export interface ReferenceEditor<T, V> {
  /** Id of the row being edited; null in create mode. */
  editingId: string | null;
  saving: boolean;
  /** Id of the row being deleted. */
  deletingId: string | null;
  /** 'Lütfen form hatalarını düzeltiniz.' after submitting with errors. */
  formError: string | null;
  banner: ReferenceBanner | null;
  dismissBanner: () => void;
  startEdit: (row: T) => void;
  /** 'Vazgeç': back to create mode with active true. */
  cancel: () => void;
  /** antd Form onFinish. */
  submit: (values: V) => Promise<void>;
  /** antd Form onFinishFailed. */
  submitFailed: () => void;
  /** antd Form onFieldsChange: clears the form-level error once no field has an error. */
  fieldsChanged: (changed: unknown, allFields: { errors?: string[] }[]) => void;
  /** Asks 'Bu … silmek istediğinizden emin misiniz?' (Sil / Vazgeç), then deletes. */
  confirmDelete: (row: T) => void;
}

/** Wires a reference form to its collection. Needs antd's `<App>` above it. */
export function useReferenceEditor<T extends { id: string }, V extends object, P>(options: ReferenceEditorOptions<T, V, P>): ReferenceEditor<T, V> {
  const { crud, form, emptyValues, toValues, toPayload, messages, conflictField } = options;
  const toast = useSuccessToast();
  const { modal } = App.useApp();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [banner, setBanner] = useState<ReferenceBanner | null>(null);
  // Mode as seen by async outcomes: a save or delete that ends after the user switched rows
  // must not reset the row now in the form. Written only in event handlers.
  const editingRef = useRef<string | null>(null);

  const setMode = (id: string | null) => {
    editingRef.current = id;
    setEditingId(id);
    setFormError(null);
  };

  const backToCreate = () => {
    setMode(null);
    form.resetFields();
    form.setFieldsValue(emptyValues as Parameters<FormInstance<V>['setFieldsValue']>[0]);
  };

  // Plain functions (not memoised) so 'Tekrar Dene' can call save again with the same values.
  async function save(values: V, id: string | null): Promise<void> {
    setFormError(null);
    setBanner(null);
    setSaving(true);
    try {
      if (id) await crud.update(id, toPayload(values));
      else await crud.create(toPayload(values));
      toast(id ? messages.updated : messages.added);
      if (editingRef.current === id) backToCreate();
    } catch (e) {
      const fieldErrors: Record<string, string> = isAppError(e) ? { ...e.fieldErrors } : {};
      if (isAppError(e) && e.status === 409 && conflictField && !fieldErrors[conflictField]) fieldErrors[conflictField] = e.message;
      const known = Object.entries(fieldErrors).filter(([name]) => name in emptyValues);
      const unknown = Object.fromEntries(Object.entries(fieldErrors).filter(([name]) => !(name in emptyValues)));
      if (known.length) form.setFields(known.map(([name, message]) => ({ name: name as never, errors: [message] })));
      if (!known.length || Object.keys(unknown).length) {
        setBanner({ message: errorMessageOr(e, ADMIN_MESSAGES.saveFailed), fieldErrors: unknown, retry: () => void save(values, id) });
      }
    } finally {
      setSaving(false);
    }
  }

  async function remove(row: T): Promise<void> {
    setBanner(null);
    setDeletingId(row.id);
    try {
      await crud.remove(row.id);
      toast(messages.deleted);
      if (editingRef.current === row.id) backToCreate();
    } catch (e) {
      setBanner({ message: errorMessageOr(e, ADMIN_MESSAGES.deleteFailed), retry: crud.reload });
    } finally {
      setDeletingId(null);
    }
  }

  return {
    editingId,
    saving,
    deletingId,
    formError,
    banner,
    dismissBanner: () => setBanner(null),
    startEdit: (row) => {
      setMode(row.id);
      form.resetFields();
      form.setFieldsValue(toValues(row) as Parameters<FormInstance<V>['setFieldsValue']>[0]);
    },
    cancel: backToCreate,
    submit: (values) => save(values, editingId),
    submitFailed: () => setFormError(ADMIN_MESSAGES.formErrors),
    fieldsChanged: (_changed, allFields) => {
      if (allFields.every((f) => !f.errors?.length)) setFormError(null);
    },
    confirmDelete: (row) => {
      modal.confirm({
        title: messages.confirmDelete,
        okText: 'Sil',
        cancelText: 'Vazgeç',
        okButtonProps: { danger: true },
        onOk: () => remove(row),
      });
    },
  };
}

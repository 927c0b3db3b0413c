import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { BetaSchemaForm, ModalForm, ProForm, type ProColumns, type ProFormColumnsType, type SubmitterProps } from '@ant-design/pro-components';
import { App, Button, Card, Col, Form, Row, Space, Tooltip, type FormItemProps } from 'antd';
import { useImperativeHandle, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { errorMessageOr, isAppError } from '@skiclub/shared/errors';
import { fieldErrors as zodFieldErrors } from '@skiclub/shared/schemas';
import { ADMIN_MESSAGES, REFERENCE_PAGE_SIZE } from '@skiclub/shared/schemas/admin';
import { ErrorAlert, useSuccessToast, zodRule } from '@skiclub/shared/ui';
import { createCrudService, type CrudResource, type CrudService } from '../api/createCrudService';
import { AdminBannerAlert, AdminListTable, AdminPageFrame, type AdminBanner, type AdminListApi } from './AdminListPage';
import './crud.css';

export { windowedPages } from './AdminListPage';

/** Texts of one screen (admin spec §2, §5, §8), e.g. for countries 'Yeni Ülke', 'Ülkeler yükleniyor...'. */
export interface CrudTexts {
  title: string;
  backgroundTitle: string;
  description: string;
  createTitle: string;
  editTitle: string;
  tableTitle: string;
  searchPlaceholder: string;
  /** Shown in the table while the list loads, e.g. 'Ülkeler yükleniyor...'. */
  loading: string;
  /** Load failure fallback, e.g. 'Ülkeler yüklenirken hata oluştu.'. */
  loadFailed: string;
  added: string;
  updated: string;
  deleted: string;
  /** Delete question, e.g. 'Bu ülkeyi silmek istediğinizden emin misiniz?'. */
  confirmDelete: string;
  /** Summary under an invalid form; default 'Lütfen form hatalarını düzeltiniz.'. */
  formErrors?: string;
  /** Save failure when the server sends no message; default 'İşlem sırasında hata oluştu.'. */
  saveFailed?: string;
  /** Delete failure when the server sends no message; default 'Silme işlemi sırasında hata oluştu.'. */
  deleteFailed?: string;
}

/** What a screen may do with its page from its own controls (columns, row actions, fields). */
export interface CrudPageApi {
  /** Reads the list again (the client-side copy is dropped) and redraws the table. */
  reload: () => void;
}

/**
 * Where a page's rows come from and go to: its resource's shared contract (the page builds the
 * service and takes the payload schema from it), or a service of the screen's own (a list read
 * differently, calls added) with the payload schema its form validates with.
 */
export type CrudSource<T extends { id: string }, S extends z.ZodObject> =
  | {
      /** The resource's contract (`defineAdminResource`, e.g. `genderResource`): path, row and payload schemas, action, update verb. */
      resource: CrudResource<T, S>;
      service?: undefined;
      schema?: undefined;
    }
  | {
      resource?: undefined;
      service: CrudService<T, z.output<S>>;
      /** Payload schema: the fields' rules (zodRule) come from it and the form values are parsed with it. */
      schema: S;
    };

/** Props of {@link CrudPage}: a {@link CrudSource} and the {@link CrudPageOptions}. */
export type CrudPageProps<T extends { id: string }, S extends z.ZodObject> = CrudSource<T, S> & CrudPageOptions<T, S>;

/** Props of {@link CrudPage} besides its {@link CrudSource}. `S` is the payload schema; the form holds its input values. */
export interface CrudPageOptions<T extends { id: string }, S extends z.ZodObject> {
  texts: CrudTexts;
  /**
   * Data columns (dataIndex = row key); '#' and İşlemler are added. `sorter: true` makes a column
   * sortable; `hideInTable` keeps a form-only column (e.g. a select of an id) out of the table. Without
   * `fields`, the columns that name a payload field are the form too ({@link formColumns}). A
   * function gets the page's {@link CrudPageApi} (e.g. a badge that updates, then reloads).
   */
  columns: ProColumns<T>[] | ((api: CrudPageApi) => ProColumns<T>[]);
  /**
   * ProForm fields (ProFormText, ProFormSwitch, ProFormSelect with `dependencies` …). Omitted: the
   * form is the columns' own ({@link formColumns}), one declaration for the table and the form.
   */
  fields?: ReactNode;
  /** Values of create mode (admin spec §2: active true). */
  createValues: Partial<z.input<S>>;
  /** Edit mode values of a row; default: the row's properties named in the schema. */
  toValues?: (row: T) => Partial<z.input<S>>;
  /** Text the search box looks in (client-side paging). */
  searchText: (row: T) => string;
  /** Accessible name of a row in its buttons, e.g. the country name. */
  rowLabel: (row: T) => string;
  /** Column sorted ascending at first (admin spec §9: name on camp, gender, country). */
  defaultSort?: string;
  /** How delete asks first (admin spec §2): an antd modal (default) or the browser's confirm. */
  confirm?: 'modal' | 'browser';
  /** Form beside the table (default) or in a ModalForm opened from the table's toolbar. */
  formLayout?: 'card' | 'modal';
  /** Field that gets the server's message on 409 (e.g. 'Bu ülke zaten kayıtlı.' on ulkeAdi). */
  conflictField?: keyof S['shape'] & string;
  /** Title of the delete modal (admin spec §2 payment detail: 'Silme Onayı'); the question is then its content. */
  confirmTitle?: string;
  /** Extra buttons of a row, before Düzenle and Sil (e.g. a gallery's pictures). */
  rowActions?: (row: T, api: CrudPageApi) => ReactNode;
  /** Filled with the page's {@link CrudPageApi}, for controls outside the table (e.g. a bulk-create button). */
  pageRef?: Ref<CrudPageApi>;
  /** Page sizes the user may choose (admin spec §9 camp page: adjustable, starts at 10); default fixed 10. */
  pageSizeOptions?: number[];
  /**
   * Pager that shows the first and last page and `pageWindow` pages around the current one, with
   * ellipses between, once there are more than 7 pages (admin spec §2 City: window of 2).
   */
  pageWindow?: number;
  /**
   * Awaited after a successful create or update, before the form resets and the list reloads
   * (e.g. the camp screen uploads its image). `saved` is the row the API answered (null if none),
   * `id` null on create. A failure shows the banner; the record itself is saved.
   */
  onSaved?: (saved: T | null, id: string | null, values: Partial<z.input<S>>) => Promise<void> | void;
  /** Called when the form enters edit mode with a row or returns to create mode (null). */
  onModeChange?: (row: T | null) => void;
  /** Controls in the table's toolbar before the search box (e.g. the product list's category and Aktif filters). */
  toolbarExtra?: ReactNode;
  /**
   * The screen's list filters (e.g. `{ kategoriId, aktif }`): a change goes back to page 1 and
   * reads the list again; they reach `service.list(query)` as `query.filters` (with server paging
   * the service turns them into query parameters). Absent: the query has no `filters`.
   */
  listParams?: Record<string, unknown>;
  /** Rows per page at first (admin spec §9: products 50); default 10. */
  defaultPageSize?: number;
}

type SaveArg<P> = { id: string | null; payload: P };

/**
 * The form part of a screen's columns (ant-design-pro's one declaration for table and form): every
 * column whose dataIndex is a field of the payload `schema` and that is not `hideInForm`, in the
 * columns' order, as BetaSchemaForm columns. Its `valueType` picks the field ('text' when unset:
 * 'switch', 'select' with `request`, 'digit', 'textarea' …), `fieldProps` go to the input, and
 * `formItemProps` to the form item, whose `label` may differ from the table header (e.g. 'Aktif'
 * under 'Durum'; written as a function `(form, config) => ({…})` it is called as ProTable's form
 * calls it), and `renderFormItem` gives a control of the screen's own. The schema gives each
 * field its rule (zodRule: the spec's Turkish messages) and its required mark (a field the schema
 * does not accept as absent); the column's own form item props may replace them.
 * @returns the form columns, ready for `<BetaSchemaForm layoutType="Embed" columns={…} />`
 */
export function formColumns<T, S extends z.ZodObject>(columns: ProColumns<T>[], schema: S): ProFormColumnsType[] {
  return columns.flatMap((c): ProFormColumnsType[] => {
    const name = typeof c.dataIndex === 'string' ? c.dataIndex : null;
    if (!name || c.hideInForm || !(name in schema.shape)) return [];
    const own = c.formItemProps;
    const { label, ...itemProps } = (typeof own === 'object' ? own : {}) as { label?: ReactNode } & Record<string, unknown>;
    const field = schema.shape[name] as z.ZodType;
    const schemaProps: FormItemProps = { required: !field.safeParse(undefined).success, rules: [zodRule(schema, name as keyof S['shape'] & string)] };
    return [
      {
        dataIndex: name,
        title: label ?? (c.title as ReactNode),
        valueType: (c.valueType ?? 'text') as ProFormColumnsType['valueType'],
        fieldProps: c.fieldProps as ProFormColumnsType['fieldProps'],
        request: c.request as ProFormColumnsType['request'],
        dependencies: c.dependencies,
        // A control of the screen's own (e.g. the camp search picker), given its value and
        // onChange by the form item as any antd form control.
        renderFormItem: c.renderFormItem as ProFormColumnsType['renderFormItem'],
        // The function form runs as in ProTable's form: BetaSchemaForm calls it with the form
        // instance and this column (typed by pro-components for any row, hence the cast to the
        // column's own row type), again when the form asks (e.g. a dependency changes); a `label`
        // it gives replaces the title on the form item.
        formItemProps:
          typeof own === 'function'
            ? (form, config) => ({ ...schemaProps, ...own(form, config as unknown as Parameters<typeof own>[1]) })
            : { ...schemaProps, ...itemProps },
      },
    ];
  });
}

/**
 * The page of every reference screen (admin spec §2, §5, §7, §8, §9): page header, ProForm in
 * create or edit mode beside (or in a ModalForm over) the {@link AdminListTable}, which pages,
 * searches and sorts on the client or on the server as the service says; '#' runs across pages; 10
 * rows a page; Aktif/Pasif badges come from the screen's columns. Saving goes through
 * useSWRMutation ('İşleniyor...' meanwhile), then returns to create mode and reloads; 422/409
 * field errors land on their fields, other failures in a banner whose 'Tekrar Dene' (when repeating may help) repeats the
 * save, and the form keeps what was typed. Delete asks first, then reloads. Needs antd's `<App>`
 * above it.
 * @param props `resource` (the shared contract: the page builds its service once and validates with
 *   the contract's payload schema) or `service` and `schema`; then the texts, columns and
 *   options of {@link CrudPageOptions}
 */
export function CrudPage<T extends { id: string }, S extends z.ZodObject>(props: CrudPageProps<T, S>) {
  // A contract's service is built once per contract (a module constant), not on every render.
  const service = useMemo(() => (props.resource ? createCrudService<T, S>(props.resource) : props.service), [props.resource, props.service]);
  const schema = props.resource ? props.resource.payload : props.schema;
  const { texts, columns, createValues, searchText, rowLabel, defaultSort, conflictField } = props;
  const { confirm = 'modal', formLayout = 'card', confirmTitle, rowActions, pageRef, pageSizeOptions, pageWindow, onSaved, onModeChange } = props;
  const { toolbarExtra, listParams, defaultPageSize = REFERENCE_PAGE_SIZE } = props;
  const formErrorsText = texts.formErrors ?? ADMIN_MESSAGES.formErrors;
  const saveFailedText = texts.saveFailed ?? ADMIN_MESSAGES.saveFailed;
  const deleteFailedText = texts.deleteFailed ?? ADMIN_MESSAGES.deleteFailed;
  type P = z.output<S>;
  type V = Partial<z.input<S>>;
  const toValues = props.toValues ?? ((row: T) => Object.fromEntries(Object.keys(schema.shape).filter((k) => k in row).map((k) => [k, (row as Record<string, unknown>)[k]])) as V);

  const toast = useSuccessToast();
  const { modal } = App.useApp();
  const [form] = Form.useForm<V>();
  const list = useRef<AdminListApi<T>>(null);
  const formTop = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<T | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [formError, setFormError] = useState(false);
  const [banner, setBanner] = useState<AdminBanner | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  // Mode as async outcomes see it: a save ending after the user picked another row must not reset that row.
  const editingId = useRef<string | null>(null);

  const saveCall = useSWRMutation(service.key, (_key: string, { arg }: { arg: SaveArg<P> }) => (arg.id ? service.update(arg.id, arg.payload) : service.create(arg.payload)), { throwOnError: true });
  const removeCall = useSWRMutation(service.key, (_key: string, { arg }: { arg: string }) => service.remove(arg), { throwOnError: true });
  const saving = saveCall.isMutating;

  const reload = () => list.current?.reload();
  const api: CrudPageApi = { reload };
  useImperativeHandle(pageRef, () => api);

  const fill = (row: T | null) => {
    editingId.current = row?.id ?? null;
    setEditing(row);
    setFormError(false);
    form.resetFields();
    form.setFieldsValue((row ? toValues(row) : createValues) as Parameters<typeof form.setFieldsValue>[0]);
    onModeChange?.(row);
  };

  const backToCreate = () => {
    fill(null);
    setModalOpen(false);
  };

  async function save(values: V, id: string | null): Promise<boolean> {
    setFormError(false);
    setBanner(null);
    // The fields' rules normally catch everything; an object rule they missed still lands on its field.
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      form.setFields(Object.entries(zodFieldErrors(parsed.error)).map(([name, message]) => ({ name: name as never, errors: [message] })));
      setFormError(true);
      return false;
    }
    let saved: T | null;
    try {
      saved = await saveCall.trigger({ id, payload: parsed.data as P });
    } catch (e) {
      const fieldErrors: Record<string, string> = isAppError(e) ? { ...e.fieldErrors } : {};
      if (isAppError(e) && e.status === 409 && conflictField && !fieldErrors[conflictField]) fieldErrors[conflictField] = e.message;
      const known = Object.entries(fieldErrors).filter(([name]) => name in schema.shape && name !== 'recaptchaToken');
      const rest = Object.fromEntries(Object.entries(fieldErrors).filter(([name]) => !known.some(([k]) => k === name)));
      if (known.length) form.setFields(known.map(([name, message]) => ({ name: name as never, errors: [message] })));
      if (!known.length || Object.keys(rest).length) setBanner({ error: e, message: errorMessageOr(e, saveFailedText), fieldErrors: rest, retry: () => void save(values, id) });
      return false;
    }
    try {
      await onSaved?.(saved, id, values);
    } catch (e) {
      setBanner({ error: e, message: errorMessageOr(e, saveFailedText), retry: reload });
    }
    toast(id ? texts.updated : texts.added);
    if (editingId.current === id) backToCreate();
    reload();
    return true;
  }

  async function remove(row: T): Promise<void> {
    setBanner(null);
    setDeletingId(row.id);
    try {
      await removeCall.trigger(row.id);
      toast(texts.deleted);
      if (editingId.current === row.id) backToCreate();
      reload();
    } catch (e) {
      setBanner({ error: e, message: errorMessageOr(e, deleteFailedText), retry: reload });
    } finally {
      setDeletingId(null);
    }
  }

  const askDelete = (row: T) => {
    if (confirm === 'browser') {
      if (window.confirm(texts.confirmDelete)) void remove(row);
      return;
    }
    modal.confirm({ title: confirmTitle ?? texts.confirmDelete, content: confirmTitle ? texts.confirmDelete : undefined, okText: 'Sil', cancelText: 'Vazgeç', okButtonProps: { danger: true }, onOk: () => remove(row) });
  };

  const startEdit = (row: T) => {
    fill(row);
    setModalOpen(true);
    // On phones the form sits above the table: bring it into view when scrolled away.
    const top = formTop.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const dataColumns = typeof columns === 'function' ? columns(api) : columns;
  const formFields = props.fields ?? <BetaSchemaForm layoutType="Embed" columns={formColumns(dataColumns, schema)} />;
  const tableColumns: ProColumns<T>[] = [
    ...dataColumns,
    {
      key: 'actions',
      title: 'İşlemler',
      width: 96,
      align: 'center',
      render: (_dom, row) => (
        <Space size={0}>
          {rowActions?.(row, api)}
          <Tooltip title="Düzenle">
            <Button type="text" icon={<EditOutlined />} aria-label={`${rowLabel(row)} düzenle`} onClick={() => startEdit(row)} />
          </Tooltip>
          <Tooltip title="Sil">
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${rowLabel(row)} sil`} loading={deletingId === row.id} onClick={() => askDelete(row)} />
          </Tooltip>
        </Space>
      ),
    },
  ];

  const submitter: SubmitterProps = {
    render: ({ submit }) => (
      <Space className="adm-crud-form__buttons" wrap>
        <Button type="primary" loading={saving} disabled={saving} onClick={() => submit?.()}>
          {saving ? ADMIN_MESSAGES.saving : editing ? 'Güncelle' : 'Ekle'}
        </Button>
        {(editing || formLayout === 'modal') && (
          <Button onClick={backToCreate} disabled={saving}>
            Vazgeç
          </Button>
        )}
      </Space>
    ),
  };

  const formProps = {
    form,
    initialValues: createValues,
    layout: 'vertical' as const,
    autoFocusFirstInput: false,
    disabled: saving,
    submitter,
    onFinish: (values: V) => save(values, editingId.current),
    onFinishFailed: () => setFormError(true),
    onFieldsChange: (_changed: unknown, all: { errors?: string[] }[]) => {
      if (all.every((f) => !f.errors?.length)) setFormError(false);
    },
  };
  const formErrorNode = formError && <ErrorAlert message={formErrorsText} />;

  const listTable = (
    <AdminListTable<T>
      listRef={list}
      texts={texts}
      columns={tableColumns}
      {...(service.paging === 'server' ? { load: (query) => service.list(query) } : { loadAll: async (query) => (await service.list(query.filters ? query : undefined)).rows })}
      searchText={searchText}
      filters={listParams}
      defaultSort={defaultSort}
      defaultPageSize={defaultPageSize}
      pageSizeOptions={pageSizeOptions}
      pageWindow={pageWindow}
      toolbarStart={toolbarExtra}
      toolbarEnd={() =>
        formLayout === 'modal' && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              fill(null);
              setModalOpen(true);
            }}
          >
            {texts.createTitle}
          </Button>
        )
      }
      highlightId={editing?.id ?? null}
    />
  );

  return (
    <AdminPageFrame texts={texts} banner={formLayout === 'modal' && modalOpen ? null : banner} onBannerClose={() => setBanner(null)}>
      {formLayout === 'modal' ? (
        <>
          {listTable}
          <ModalForm<V>
            {...formProps}
            title={editing ? texts.editTitle : texts.createTitle}
            open={modalOpen}
            onOpenChange={(open) => !open && backToCreate()}
            modalProps={{ maskClosable: !saving }}
          >
            <AdminBannerAlert banner={banner} onClose={() => setBanner(null)} />
            {formFields}
            {formErrorNode}
          </ModalForm>
        </>
      ) : (
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={8}>
            <div ref={formTop}>
              <Card className={`adm-crud-form${editing ? ' adm-crud-form--editing' : ''}`} title={editing ? texts.editTitle : texts.createTitle}>
                <ProForm<V> {...formProps}>
                  {formFields}
                  {formErrorNode}
                </ProForm>
              </Card>
            </div>
          </Col>
          <Col xs={24} lg={16}>
            {listTable}
          </Col>
        </Row>
      )}
    </AdminPageFrame>
  );
}

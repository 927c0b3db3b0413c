import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { ModalForm, ProForm, ProTable, type ActionType, type ProColumns, type SubmitterProps } from '@ant-design/pro-components';
import { App, Button, Card, Col, Form, Input, Row, Space, Tooltip } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { errorMessageOr, isAppError } from '@skiclub/shared/errors';
import { ADMIN_MESSAGES, REFERENCE_PAGE_SIZE } from '@skiclub/shared/schemas/admin';
import { ErrorAlert, InnerPage, useSuccessToast } from '@skiclub/shared/ui';
import { queryRows } from '../api/clientQuery';
import type { CrudService, ListQuery } from '../api/createCrudService';
import './crud.css';

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
}

/** Props of {@link CrudPage}. `S` is the payload schema; the form holds its input values. */
export interface CrudPageProps<T extends { id: string }, S extends z.ZodObject> {
  service: CrudService<T, z.output<S>>;
  /** Payload schema: the fields' rules (zodRule) come from it and the form values are parsed with it. */
  schema: S;
  texts: CrudTexts;
  /** Data columns (dataIndex = row key); '#' and İşlemler are added. `sorter: true` makes a column sortable. */
  columns: ProColumns<T>[];
  /** ProForm fields (ProFormText, ProFormSwitch, ProFormSelect with `dependencies` …). */
  fields: ReactNode;
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
}

/** A failed save or delete with 'Tekrar Dene' (admin spec §8). */
interface Banner {
  message: string;
  fieldErrors?: Record<string, string>;
  retry: () => void;
}

type SaveArg<P> = { id: string | null; payload: P };

/** Sort cycle of admin spec §2: a new column starts ascending, the same column toggles. */
const SORT_CYCLE: ('ascend' | 'descend')[] = ['ascend', 'descend', 'ascend'];

/**
 * The page of every reference screen (admin spec §2, §5, §7, §8, §9): page header, ProForm in
 * create or edit mode beside (or in a ModalForm over) a ProTable whose `request` pages, searches
 * and sorts on the client or on the server as the service says; '#' runs across pages; 10 rows a
 * page; Aktif/Pasif badges come from the screen's columns. Saving goes through useSWRMutation
 * ('İşleniyor...' meanwhile), then returns to create mode and reloads; 422/409 field errors land
 * on their fields, other failures in a banner whose 'Tekrar Dene' repeats the save, and the form
 * keeps what was typed. Delete asks first, then reloads. Needs antd's `<App>` above it.
 */
export function CrudPage<T extends { id: string }, S extends z.ZodObject>(props: CrudPageProps<T, S>) {
  const { service, schema, texts, columns, fields, createValues, searchText, rowLabel, defaultSort, conflictField } = props;
  const { confirm = 'modal', formLayout = 'card' } = props;
  type P = z.output<S>;
  type V = Partial<z.input<S>>;
  const toValues = props.toValues ?? ((row: T) => Object.fromEntries(Object.keys(schema.shape).filter((k) => k in row).map((k) => [k, (row as Record<string, unknown>)[k]])) as V);

  const toast = useSuccessToast();
  const { modal } = App.useApp();
  const [form] = Form.useForm<V>();
  const table = useRef<ActionType>(undefined);
  const formTop = useRef<HTMLDivElement>(null);
  const allRows = useRef<T[] | null>(null); // client paging: the whole list, read once per reload
  const shownPage = useRef(1); // page the rows on screen belong to ('#' column)
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [editing, setEditing] = useState<T | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [formError, setFormError] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  // Mode as async outcomes see it: a save ending after the user picked another row must not reset that row.
  const editingId = useRef<string | null>(null);

  const saveCall = useSWRMutation(service.key, (_key: string, { arg }: { arg: SaveArg<P> }) => (arg.id ? service.update(arg.id, arg.payload) : service.create(arg.payload)), { throwOnError: true });
  const removeCall = useSWRMutation(service.key, (_key: string, { arg }: { arg: string }) => service.remove(arg), { throwOnError: true });
  const saving = saveCall.isMutating;

  const reload = () => {
    allRows.current = null;
    setLoadError(null);
    void table.current?.reload();
  };

  const fill = (row: T | null) => {
    editingId.current = row?.id ?? null;
    setEditing(row);
    setFormError(false);
    form.resetFields();
    form.setFieldsValue((row ? toValues(row) : createValues) as Parameters<typeof form.setFieldsValue>[0]);
  };

  const backToCreate = () => {
    fill(null);
    setModalOpen(false);
  };

  async function request(params: { current?: number; pageSize?: number; keyword?: string }, sorter: Record<string, 'ascend' | 'descend' | null>) {
    const [field, order] = Object.entries(sorter).find(([, o]) => o) ?? [];
    const query: ListQuery = { current: params.current ?? 1, pageSize: params.pageSize ?? REFERENCE_PAGE_SIZE, keyword: params.keyword ?? '', sort: field && order ? { field, order } : null };
    setLoading(true);
    try {
      let result;
      if (service.paging === 'server') result = await service.list(query);
      else {
        allRows.current ??= (await service.list()).rows;
        result = queryRows(allRows.current, query, searchText);
      }
      setLoadError(null);
      const lastPage = Math.max(1, Math.ceil(result.total / query.pageSize));
      if (!result.rows.length && query.current > lastPage) setPage(lastPage); // the last row of the last page was deleted
      shownPage.current = query.current;
      return { data: result.rows, total: result.total, success: true };
    } catch (e) {
      allRows.current = null;
      setLoadError(e);
      return { data: [], total: 0, success: false };
    } finally {
      setLoading(false);
    }
  }

  async function save(values: V, id: string | null): Promise<boolean> {
    setFormError(false);
    setBanner(null);
    try {
      await saveCall.trigger({ id, payload: schema.parse(values) as P });
    } catch (e) {
      const fieldErrors: Record<string, string> = isAppError(e) ? { ...e.fieldErrors } : {};
      if (isAppError(e) && e.status === 409 && conflictField && !fieldErrors[conflictField]) fieldErrors[conflictField] = e.message;
      const known = Object.entries(fieldErrors).filter(([name]) => name in schema.shape && name !== 'recaptchaToken');
      const rest = Object.fromEntries(Object.entries(fieldErrors).filter(([name]) => !known.some(([k]) => k === name)));
      if (known.length) form.setFields(known.map(([name, message]) => ({ name: name as never, errors: [message] })));
      if (!known.length || Object.keys(rest).length) setBanner({ message: errorMessageOr(e, ADMIN_MESSAGES.saveFailed), fieldErrors: rest, retry: () => void save(values, id) });
      return false;
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
      setBanner({ message: errorMessageOr(e, ADMIN_MESSAGES.deleteFailed), retry: reload });
    } finally {
      setDeletingId(null);
    }
  }

  const askDelete = (row: T) => {
    if (confirm === 'browser') {
      if (window.confirm(texts.confirmDelete)) void remove(row);
      return;
    }
    modal.confirm({ title: texts.confirmDelete, okText: 'Sil', cancelText: 'Vazgeç', okButtonProps: { danger: true }, onOk: () => remove(row) });
  };

  const startEdit = (row: T) => {
    fill(row);
    setModalOpen(true);
    // On phones the form sits above the table: bring it into view when scrolled away.
    const top = formTop.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const proColumns: ProColumns<T>[] = [
    { key: 'index', title: '#', width: 48, render: (_dom, _row, index) => (shownPage.current - 1) * REFERENCE_PAGE_SIZE + index + 1 },
    ...columns.map((c): ProColumns<T> => {
      const key = String(c.key ?? c.dataIndex);
      return c.sorter ? { ...c, key, sortDirections: SORT_CYCLE, defaultSortOrder: key === defaultSort ? 'ascend' : undefined } : { ...c, key };
    }),
    {
      key: 'actions',
      title: 'İşlemler',
      width: 96,
      align: 'center',
      render: (_dom, row) => (
        <Space size={0}>
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

  const bannerNode = banner && (
    <div className="adm-crud__banner">
      <ErrorAlert message={banner.message} fieldErrors={banner.fieldErrors} onRetry={banner.retry} onClose={() => setBanner(null)} />
    </div>
  );

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
  const formErrorNode = formError && <ErrorAlert message={ADMIN_MESSAGES.formErrors} />;

  const proTable = (
    <ProTable<T>
      className="adm-crud-table"
      rowKey="id"
      actionRef={table}
      columns={proColumns}
      params={{ keyword }}
      request={request}
      loading={{ spinning: loading, tip: texts.loading }}
      search={false}
      options={false}
      cardBordered
      headerTitle={texts.tableTitle}
      toolBarRender={() => [
        <Input
          key="search"
          className="adm-crud-table__search"
          allowClear
          prefix={<SearchOutlined />}
          placeholder={texts.searchPlaceholder}
          aria-label={texts.searchPlaceholder}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setPage(1);
          }}
        />,
        formLayout === 'modal' && (
          <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => {
              fill(null);
              setModalOpen(true);
            }}
          >
            {texts.createTitle}
          </Button>
        ),
      ]}
      size="middle"
      scroll={{ x: 'max-content' }}
      rowClassName={(row) => (row.id === editing?.id ? 'adm-crud-table__row--editing' : '')}
      locale={{ emptyText: loadError ? <ErrorAlert message={errorMessageOr(loadError, texts.loadFailed)} onRetry={reload} /> : loading ? null : ADMIN_MESSAGES.empty }}
      pagination={{ current: page, pageSize: REFERENCE_PAGE_SIZE, showSizeChanger: false, showTotal: (total) => `Toplam ${total} kayıt`, onChange: setPage }}
    />
  );

  return (
    <InnerPage title={texts.title} backgroundTitle={texts.backgroundTitle} description={texts.description} breadcrumb={[{ title: 'Yönetim' }, { title: texts.title }]}>
      <div className="adm-crud">
        {!(formLayout === 'modal' && modalOpen) && bannerNode}
        {formLayout === 'modal' ? (
          <>
            {proTable}
            <ModalForm<V>
              {...formProps}
              title={editing ? texts.editTitle : texts.createTitle}
              open={modalOpen}
              onOpenChange={(open) => !open && backToCreate()}
              modalProps={{ maskClosable: !saving }}
            >
              {bannerNode}
              {fields}
              {formErrorNode}
            </ModalForm>
          </>
        ) : (
          <Row gutter={[24, 24]}>
            <Col xs={24} lg={8}>
              <div ref={formTop}>
                <Card className={`adm-crud-form${editing ? ' adm-crud-form--editing' : ''}`} title={editing ? texts.editTitle : texts.createTitle}>
                  <ProForm<V> {...formProps}>
                    {fields}
                    {formErrorNode}
                  </ProForm>
                </Card>
              </div>
            </Col>
            <Col xs={24} lg={16}>
              {proTable}
            </Col>
          </Row>
        )}
      </div>
    </InnerPage>
  );
}

import { DeleteOutlined, EditOutlined, SearchOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Button, Input, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { ADMIN_MESSAGES } from '@skiclub/shared/schemas';
import { runningNumber } from '../hooks/tableView';
import type { TableViewController } from '../hooks/useTableView';
import './reference.css';

/** One data column of a reference table. */
export interface ReferenceColumn<T> {
  /** Column key; for a sortable column also the key its sort value is read by. */
  key: string;
  title: string;
  render: (row: T) => ReactNode;
  /** Sortable by header click (admin spec §2). */
  sortable?: boolean;
  width?: number;
  align?: 'left' | 'center' | 'right';
}

/** Props of {@link ReferenceTable}. */
export interface ReferenceTableProps<T extends { id: string }> {
  table: TableViewController<T>;
  columns: ReferenceColumn<T>[];
  loading: boolean;
  /** Key sorted ascending at first (must match the table controller's default). */
  defaultSortKey?: string;
  searchPlaceholder: string;
  /** Accessible name of a row in its buttons, e.g. the country name. */
  rowLabel: (row: T) => string;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
  /** Row being edited (highlighted). */
  editingId?: string | null;
  /** Row being deleted (its buttons wait). */
  deletingId?: string | null;
}

/**
 * Table of a reference screen (admin spec §2, §9): our own search box, '#' running number
 * across pages, sortable columns (same column toggles asc/desc, a new one starts asc),
 * İşlemler (edit, delete), 10 rows per page on the client, 'Kayıt bulunamadı.' when empty.
 * ProTable with its search form, toolbar and options turned off.
 */
export function ReferenceTable<T extends { id: string }>(props: ReferenceTableProps<T>) {
  const { table, columns, loading, defaultSortKey, searchPlaceholder, rowLabel, onEdit, onDelete, editingId, deletingId } = props;
  const { view, state } = table;

  const proColumns: ProColumns<T>[] = [
    {
      key: 'index',
      title: '#',
      width: 48,
      render: (_dom, _row, index) => runningNumber(view.page, index, view.pageSize),
    },
    ...columns.map(
      (c): ProColumns<T> => ({
        key: c.key,
        dataIndex: c.key,
        title: c.title,
        width: c.width,
        align: c.align,
        render: (_dom, row) => c.render(row),
        ...(c.sortable
          ? {
              sorter: true,
              // antd's own cycle then matches toggleSort: none → asc → desc → asc …
              sortDirections: ['ascend', 'descend', 'ascend'],
              defaultSortOrder: c.key === defaultSortKey ? 'ascend' : undefined,
            }
          : {}),
      }),
    ),
    {
      key: 'actions',
      title: 'İşlemler',
      width: 96,
      align: 'center',
      render: (_dom, row) => (
        <Space size={0}>
          <Tooltip title="Düzenle">
            <Button type="text" icon={<EditOutlined />} aria-label={`${rowLabel(row)} düzenle`} onClick={() => onEdit(row)} />
          </Tooltip>
          <Tooltip title="Sil">
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${rowLabel(row)} sil`}
              loading={deletingId === row.id}
              onClick={() => onDelete(row)}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <div className="adm-ref-table">
      <Input
        className="adm-ref-table__search"
        allowClear
        prefix={<SearchOutlined />}
        placeholder={searchPlaceholder}
        aria-label={searchPlaceholder}
        value={state.search}
        onChange={(e) => table.setSearch(e.target.value)}
      />
      <ProTable<T>
        rowKey="id"
        columns={proColumns}
        dataSource={view.rows}
        loading={loading}
        search={false}
        options={false}
        toolBarRender={false}
        size="middle"
        scroll={{ x: 'max-content' }}
        rowClassName={(row) => (row.id === editingId ? 'adm-ref-table__row--editing' : '')}
        locale={{ emptyText: ADMIN_MESSAGES.empty }}
        pagination={{
          current: view.page,
          pageSize: view.pageSize,
          total: view.total,
          showSizeChanger: false,
          showTotal: (total) => `Toplam ${total} kayıt`,
          onChange: (page) => table.setPage(page),
        }}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action !== 'sort') return;
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const key = s?.columnKey ?? s?.field;
          if (typeof key === 'string') table.sortBy(key);
        }}
      />
    </div>
  );
}

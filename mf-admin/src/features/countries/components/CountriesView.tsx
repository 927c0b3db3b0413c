import { Form } from 'antd';
import { useRef } from 'react';
import { ActiveBadge, ErrorAlert } from '@skiclub/shared/ui';
import type { Country, CountryPayload } from '@skiclub/shared/schemas';
import { errorMessageOr } from '@skiclub/shared/errors';
import type { ReferenceCrud } from '../../reference/hooks/useReferenceCrud';
import { useReferenceEditor } from '../../reference/hooks/useReferenceEditor';
import { useTableView } from '../../reference/hooks/useTableView';
import { ReferenceScreen } from '../../reference/components/ReferenceScreen';
import { ReferenceTable, type ReferenceColumn } from '../../reference/components/ReferenceTable';
import {
  COUNTRY_DEFAULT_SORT,
  COUNTRY_LOAD_FAILED,
  COUNTRY_MESSAGES,
  COUNTRY_TABLE,
  EMPTY_COUNTRY,
  countryToPayload,
  countryToValues,
  type CountryFormValues,
} from '../hooks/countryModel';
import { CountryForm } from './CountryForm';

const COLUMNS: ReferenceColumn<Country>[] = [
  { key: 'ulkeAdi', title: 'Ülke Adı', sortable: true, render: (row) => row.ulkeAdi },
  { key: 'aktif', title: 'Durum', sortable: true, width: 110, render: (row) => <ActiveBadge aktif={row.aktif} /> },
];

/** Props of {@link CountriesView}. */
export interface CountriesViewProps {
  /** The country collection (useCountries on the page). */
  crud: ReferenceCrud<Country, CountryPayload>;
}

/**
 * /admin/ulkeler (admin spec §2, §5, §8, §9): form beside a searchable, sortable, paged table of
 * countries; edit fills the form, delete asks first.
 */
export function CountriesView({ crud }: CountriesViewProps) {
  const [form] = Form.useForm<CountryFormValues>();
  const formTop = useRef<HTMLDivElement>(null);
  const editor = useReferenceEditor<Country, CountryFormValues, CountryPayload>({
    crud,
    form,
    emptyValues: EMPTY_COUNTRY,
    toValues: countryToValues,
    toPayload: countryToPayload,
    messages: COUNTRY_MESSAGES,
    conflictField: 'ulkeAdi',
  });
  const table = useTableView(crud.items, COUNTRY_TABLE, COUNTRY_DEFAULT_SORT);

  return (
    <ReferenceScreen
      title="Ülkeler"
      backgroundTitle="ÜLKE"
      description="Ülke tanımlarını ekleyin, güncelleyin ve silin."
      banner={editor.banner}
      onDismissBanner={editor.dismissBanner}
      form={
        <div ref={formTop}>
          <CountryForm
            form={form}
            editing={editor.editingId !== null}
            saving={editor.saving}
            formError={editor.formError}
            onFinish={editor.submit}
            onFinishFailed={editor.submitFailed}
            onFieldsChange={editor.fieldsChanged}
            onCancel={editor.cancel}
          />
        </div>
      }
      tableTitle="Ülke Listesi"
      table={
        crud.loadError ? (
          <ErrorAlert message={errorMessageOr(crud.loadError, COUNTRY_LOAD_FAILED)} onRetry={crud.reload} />
        ) : (
          <ReferenceTable<Country>
            table={table}
            columns={COLUMNS}
            loading={crud.loading}
            defaultSortKey={COUNTRY_DEFAULT_SORT}
            searchPlaceholder="Ülke ara"
            rowLabel={(row) => row.ulkeAdi}
            editingId={editor.editingId}
            deletingId={editor.deletingId}
            onEdit={(row) => {
              editor.startEdit(row);
              // On phones the form sits above the table: bring it into view when scrolled away.
              const top = formTop.current;
              if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
            }}
            onDelete={editor.confirmDelete}
          />
        )
      }
    />
  );
}

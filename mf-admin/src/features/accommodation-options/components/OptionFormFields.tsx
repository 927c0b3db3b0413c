/**
 * The fields of the accommodation-option form (admin spec §2, §4, §5, §9), inside CrudPage's
 * ProForm: the cascade country → city → hotel → room type → camp (of that hotel) → accommodation
 * type, each with a search box; a new choice clears what depends on it; choosing the type copies
 * its adult and child counts into read-only fields; rooms (default 1); TL price (min 0, step
 * 0.01) whose euro and USD are read-only and filled by the TL conversion 400 ms after the last
 * change, with 'TCMB kuru: dd.mm.yyyy' (and a warning when the rates are not today's); active;
 * and the bulk-create button. In edit mode the form's values fill the cascade and each level's
 * options load from them.
 */
import { ProFormDigit, ProFormSelect, ProFormSwitch } from '@ant-design/pro-components';
import { Alert, Form, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { MONEY_INPUT_PROPS, formatDate } from '@skiclub/shared/format';
import { MONEY_MAX, OPTION_MESSAGES, accommodationOptionFormSchema, hasAtMostTwoDecimals, type AccommodationOptionForm, type AccommodationType } from '@skiclub/shared/schemas/admin';
import { zodRule } from '@skiclub/shared/ui';
import type { LookupOption } from '../../lookups/api/lookups';
import { optionScreenApi as api } from '../api/service';
import { BulkCreateButton } from './BulkCreateButton';

/** Wait after the last change of the TL price before converting it (ms). */
export const CONVERSION_DEBOUNCE_MS = 400;

/** Counts of create mode and of a cleared type (admin spec §9: adults 1, children 0). */
export const DEFAULT_COUNTS = { yetiskinSayisi: 1, cocuk06Sayisi: 0, cocuk611Sayisi: 0 } as const;

type FieldName = keyof AccommodationOptionForm & string;

/** What a new choice at each level clears (admin spec §2: a new country clears city and hotel …). */
const CLEARS: Partial<Record<FieldName, Partial<AccommodationOptionForm>>> = {
  ulkeId: { sehirId: undefined, otelId: undefined, odaTipiId: undefined, kampId: undefined, konaklamaTipiId: undefined, ...DEFAULT_COUNTS },
  sehirId: { otelId: undefined, odaTipiId: undefined, kampId: undefined, konaklamaTipiId: undefined, ...DEFAULT_COUNTS },
  otelId: { odaTipiId: undefined, kampId: undefined, konaklamaTipiId: undefined, ...DEFAULT_COUNTS },
  odaTipiId: { konaklamaTipiId: undefined, ...DEFAULT_COUNTS },
};

/** Rows loaded for `key` (none while it is empty); a later key wins over an answer still on its way. */
function useDependent<T>(key: string | undefined, load: (key: string) => Promise<T[]>): T[] {
  const [rows, setRows] = useState<T[]>([]);
  useEffect(() => {
    let live = true;
    if (!key) setRows([]);
    else
      void load(key).then((loaded) => {
        if (live) setRows(loaded);
      });
    return () => {
      live = false;
    };
  }, [key, load]);
  return rows;
}

/** Date of the rates used and whether they are today's. */
interface RateInfo {
  kurTarihi: string;
  guncel: boolean;
}

/**
 * Converts the form's TL price CONVERSION_DEBOUNCE_MS after its last change and writes euro and
 * USD into the form; an empty or invalid price clears them.
 * @returns the rates' date and freshness of the last conversion, and whether it failed
 */
function useTlConversion(): { rate: RateInfo | null; failed: boolean } {
  const form = Form.useFormInstance<AccommodationOptionForm>();
  const tl = Form.useWatch('tlFiyati', form);
  const [rate, setRate] = useState<RateInfo | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (typeof tl !== 'number' || !(tl >= 0) || tl > MONEY_MAX || !hasAtMostTwoDecimals(tl)) {
      form.setFieldsValue({ euroFiyati: undefined, usdFiyati: undefined });
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      api.convert(tl).then(
        (r) => {
          if (!live) return;
          form.setFieldsValue({ euroFiyati: r.euro, usdFiyati: r.usd });
          setRate({ kurTarihi: r.kurTarihi, guncel: r.guncel });
          setFailed(false);
        },
        () => {
          if (!live) return;
          form.setFieldsValue({ euroFiyati: undefined, usdFiyati: undefined });
          setFailed(true);
        },
      );
    }, CONVERSION_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [tl, form]);
  return { rate, failed };
}

const rule = (name: FieldName) => [zodRule(accommodationOptionFormSchema, name)];
const selectProps = { showSearch: true, optionFilterProp: 'label', allowClear: false } as const;

/** Props of {@link OptionFormFields}. */
export interface OptionFormFieldsProps {
  /** Called after a bulk create succeeded (the page reloads its list). */
  onBulkCreated: () => void;
}

/** The form's fields (see the module comment). Must sit inside the page's ProForm. */
export function OptionFormFields({ onBulkCreated }: OptionFormFieldsProps) {
  const form = Form.useFormInstance<AccommodationOptionForm>();
  const ulkeId = Form.useWatch('ulkeId', form);
  const sehirId = Form.useWatch('sehirId', form);
  const otelId = Form.useWatch('otelId', form);
  const odaTipiId = Form.useWatch('odaTipiId', form);
  const [countries, setCountries] = useState<LookupOption[]>([]);
  useEffect(() => {
    void api.countries().then(setCountries);
  }, []);
  const cities = useDependent(ulkeId, api.cities);
  const hotels = useDependent(sehirId, api.hotels);
  const roomTypes = useDependent(otelId, api.roomTypes);
  const camps = useDependent(otelId, api.camps);
  const types = useDependent<AccommodationType>(odaTipiId, api.accommodationTypes);
  const { rate, failed } = useTlConversion();

  const clearAfter = (name: FieldName) => () => form.setFieldsValue(CLEARS[name] ?? {});
  const copyCounts = (id: string) => {
    const type = types.find((t) => t.id === id);
    if (type) form.setFieldsValue({ yetiskinSayisi: type.yetiskinSayisi, cocuk06Sayisi: type.cocuk06Sayisi, cocuk611Sayisi: type.cocuk611Sayisi });
  };

  return (
    <>
      <ProFormSelect name="ulkeId" label="Ülke" required rules={rule('ulkeId')} options={countries} placeholder="Ülke seçin" fieldProps={{ ...selectProps, onChange: clearAfter('ulkeId') }} />
      <ProFormSelect name="sehirId" label="Şehir" required rules={rule('sehirId')} options={cities} placeholder="Şehir seçin" disabled={!ulkeId} fieldProps={{ ...selectProps, onChange: clearAfter('sehirId') }} />
      <ProFormSelect name="otelId" label="Otel" required rules={rule('otelId')} options={hotels} placeholder="Otel seçin" disabled={!sehirId} fieldProps={{ ...selectProps, onChange: clearAfter('otelId') }} />
      <ProFormSelect name="odaTipiId" label="Oda Tipi" required rules={rule('odaTipiId')} options={roomTypes} placeholder="Oda tipi seçin" disabled={!otelId} fieldProps={{ ...selectProps, onChange: clearAfter('odaTipiId') }} />
      <ProFormSelect name="kampId" label="Kamp" required rules={rule('kampId')} options={camps} placeholder="Kamp seçin" disabled={!otelId} fieldProps={selectProps} />
      <ProFormSelect
        name="konaklamaTipiId"
        label="Konaklama Tipi"
        required
        rules={rule('konaklamaTipiId')}
        options={types.map((t) => ({ value: t.id, label: `${t.konaklamaTipiAdi}${t.aktif ? '' : ' (Pasif)'}` }))}
        placeholder="Konaklama tipi seçin"
        disabled={!odaTipiId}
        fieldProps={{ ...selectProps, onChange: (id: string) => copyCounts(id) }}
      />
      <div className="adm-option-form__counts">
        <ProFormDigit name="yetiskinSayisi" label="Yetişkin" readonly fieldProps={{ precision: 0 }} />
        <ProFormDigit name="cocuk06Sayisi" label="Çocuk (0-6)" readonly fieldProps={{ precision: 0 }} />
        <ProFormDigit name="cocuk611Sayisi" label="Çocuk (6-11)" readonly fieldProps={{ precision: 0 }} />
      </div>
      <ProFormDigit name="toplamOdaSayisi" label="Toplam Oda Sayısı" required rules={rule('toplamOdaSayisi')} fieldProps={{ precision: 0, step: 1 }} />
      <ProFormDigit name="tlFiyati" label="TL Fiyatı" required rules={rule('tlFiyati')} fieldProps={MONEY_INPUT_PROPS} />
      <ProFormDigit name="euroFiyati" label="Euro Fiyatı" disabled fieldProps={{ ...MONEY_INPUT_PROPS, 'aria-readonly': true }} />
      <ProFormDigit name="usdFiyati" label="USD Fiyatı" disabled fieldProps={{ ...MONEY_INPUT_PROPS, 'aria-readonly': true }} />
      {rate && (
        <Typography.Paragraph type="secondary" className="adm-option-form__rate">
          {OPTION_MESSAGES.rateDate(formatDate(rate.kurTarihi))}
        </Typography.Paragraph>
      )}
      {rate && !rate.guncel && <Alert type="warning" showIcon message={OPTION_MESSAGES.rateStale} className="adm-option-form__rate" />}
      {failed && <Alert type="error" showIcon message={OPTION_MESSAGES.conversionFailed} className="adm-option-form__rate" />}
      <ProFormSwitch name="aktif" label="Aktif" fieldProps={{ checkedChildren: 'Aktif', unCheckedChildren: 'Pasif' }} />
      <BulkCreateButton onDone={onBulkCreated} />
    </>
  );
}

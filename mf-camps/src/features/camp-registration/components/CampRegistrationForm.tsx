import { Alert, Button, Card, Form, Input, type FormInstance } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { extraFieldErrors, type AppError } from '@skiclub/shared/errors';
import {
  buildCampRegistrationSchema,
  CAMP_REGISTRATION_MESSAGES,
  campRegistrationTargetSchema,
  MESSAGES,
  type CampRegistrationOption,
  type Gender,
  type SkillLevel,
} from '@skiclub/shared/schemas';
import { ErrorAlert, type FieldPath, FormSelect, serverFieldPathEntries, useSuccessToast, zodPathRule, zodRule } from '@skiclub/shared/ui';
import { campDates } from '../../active-camps/api/camps';
import { findCamp, findOption, fitRows, listCounts, PARTICIPANT_LISTS, rulesOf, toPayload, type ParticipantList, type RegistrationFormValues } from '../hooks/registrationForm';
import { useCampRegistration } from '../hooks/useCampRegistration';
import { usePriceQuote } from '../hooks/usePriceQuote';
import { AccommodationOptions } from './AccommodationOptions';
import { CampSummary } from './CampSummary';
import { ParticipantSections } from './ParticipantSections';
import { PriceBox } from './PriceBox';

/** Text of the submit button. */
export const SUBMIT_TEXT = 'Kaydı Tamamla';
/** Under the submit button: payment comes after the registration. */
export const PAY_LATER_NOTE = 'Kaydınızdan sonra ödemenizi Kamplarım sayfasından kartla yapabilirsiniz.';
/** Where the participant sections will appear before an option is chosen. */
export const PARTICIPANTS_HINT = 'Katılımcı bilgileri, seçtiğiniz konaklama seçeneğine göre burada açılır.';

const TOP_FIELDS = ['kampId', 'konaklamaSecenegiId', 'aciklama', 'ucusKodu', 'ekipKodu'] as const;

/** Props of {@link CampRegistrationForm}. */
export interface CampRegistrationFormProps {
  camps: CampRegistrationOption[];
  genders: Gender[];
  skillLevels: SkillLevel[];
  /** Reads the options again (rooms left changed: a 409 at submit). */
  onRoomsChanged: () => void;
}

/** Every leaf path of antd's `changedValues` (`{yetiskinler: [, {gsm}]}` → `['yetiskinler', 1, 'gsm']`). */
function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    const out: (string | number)[][] = [];
    value.forEach((v, i) => out.push(...leafPaths(v, [...prefix, i])));
    return out;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...prefix, k]));
  }
  return [prefix];
}

/**
 * The /kampa-kayit form (member spec §2, §3, §5): camp → accommodation option →
 * participant sections from the option's counts → optional details, beside the live price box
 * with the team code. Fields are checked on leaving them (and again as they are typed once they
 * show an error) with the shared `buildCampRegistrationSchema`. Submit sends POST
 * /api/kampakayit and goes to /kamplarim; a refusal keeps everything typed, puts the API's
 * field errors under their fields and, for a room taken meanwhile (409), reads the options again.
 * `?kampId=` preselects a camp.
 */
export function CampRegistrationForm({ camps, genders, skillLevels, onRoomsChanged }: CampRegistrationFormProps) {
  const [form] = Form.useForm<RegistrationFormValues>();
  // Nested paths built at run time (participant rows, the API's dotted keys) need the untyped view.
  const anyForm = form as FormInstance;
  const navigate = useNavigate();
  const toast = useSuccessToast();
  const [params] = useSearchParams();
  const [initialValues] = useState<RegistrationFormValues>(() => {
    const wanted = params.get('kampId') ?? undefined;
    const kampId = findCamp(camps, wanted)?.kampId ?? (camps.length === 1 ? camps[0]!.kampId : undefined);
    return { kampId };
  });
  const kampId = Form.useWatch('kampId', form) as string | undefined;
  const optionId = Form.useWatch('konaklamaSecenegiId', form) as string | undefined;
  const ekipKodu = Form.useWatch('ekipKodu', form) as string | undefined;
  const camp = findCamp(camps, kampId);
  const option = findOption(camp, optionId);
  const schema = useMemo(() => (camp && option ? buildCampRegistrationSchema(rulesOf(camp, option)) : null), [camp, option]);
  const price = usePriceQuote(camp?.kampId, option?.id, ekipKodu);
  const { submit, submitting } = useCampRegistration();
  const [failure, setFailure] = useState<AppError | null>(null);
  const [formError, setFormError] = useState(false);

  const pathRule = (path: FieldPath) => (schema ? [zodPathRule(schema, path)] : []);
  const counts = listCounts(option);
  const isFormField = (path: (string | number)[]) => {
    const [head, index, name] = path;
    if (path.length === 1) return (TOP_FIELDS as readonly (string | number)[]).includes(head!);
    return (PARTICIPANT_LISTS as readonly (string | number)[]).includes(head!) && typeof index === 'number' && index < counts[head as ParticipantList] && typeof name === 'string';
  };

  const onValuesChange = (changed: Partial<RegistrationFormValues>) => {
    if ('kampId' in changed) {
      const next = findCamp(camps, changed.kampId);
      if (!findOption(next, form.getFieldValue('konaklamaSecenegiId') as string | undefined)) form.setFieldValue('konaklamaSecenegiId', undefined);
    }
    if ('konaklamaSecenegiId' in changed) {
      // The option decides the sections: rows beyond its counts go, typed rows stay.
      const next = listCounts(findOption(findCamp(camps, form.getFieldValue('kampId') as string | undefined), changed.konaklamaSecenegiId));
      const values = form.getFieldsValue(true) as RegistrationFormValues;
      form.setFieldsValue({
        yetiskinler: fitRows(values.yetiskinler, next.yetiskinler),
        cocuklar06: fitRows(values.cocuklar06, next.cocuklar06),
        cocuklar611: fitRows(values.cocuklar611, next.cocuklar611),
      });
    }
    // A field showing an error (or still being checked) is checked again as it changes.
    const withErrors = leafPaths(changed).filter((p) => anyForm.getFieldError(p).length > 0 || anyForm.isFieldValidating(p));
    if (withErrors.length) void anyForm.validateFields(withErrors).catch(() => undefined);
  };

  const onFinish = async () => {
    if (!schema || !option) return;
    const parsed = schema.safeParse(toPayload(form.getFieldsValue(true) as RegistrationFormValues, option));
    if (!parsed.success) {
      setFormError(true);
      return;
    }
    setFormError(false);
    setFailure(null);
    const result = await submit(parsed.data);
    if (result.ok) {
      toast(CAMP_REGISTRATION_MESSAGES.created);
      navigate('/kamplarim');
      return;
    }
    setFailure(result.error);
    anyForm.setFields(serverFieldPathEntries(result.error.fieldErrors, isFormField));
    if (result.error.status === 409) onRoomsChanged();
    if (result.error.fieldErrors.ekipKodu) price.refresh();
  };

  return (
    <Form<RegistrationFormValues>
      form={form}
      className="camp-regform"
      layout="vertical"
      name="kampa-kayit"
      noValidate
      requiredMark
      validateTrigger="onBlur"
      initialValues={initialValues}
      scrollToFirstError={{ block: 'center' }}
      disabled={submitting}
      onValuesChange={onValuesChange}
      onFinish={() => void onFinish()}
      onFinishFailed={() => setFormError(true)}
      // Enter in a field (it also commits a typed date) must not send a long form half-read:
      // only the button sends it.
      onKeyDown={(e) => {
        if (e.key === 'Enter' && e.target instanceof HTMLInputElement) e.preventDefault();
      }}
    >
      <div className="camp-regform__main">
        <Card className="camp-step" title="1. Kamp ve Konaklama">
          <Form.Item label="Kamp" name="kampId" required rules={[zodRule(campRegistrationTargetSchema, 'kampId')]}>
            <FormSelect
              placeholder="Kamp seçiniz"
              options={camps.map((c) => ({ value: c.kampId, label: `${c.kampAdi} (${campDates(c)})` }))}
              virtual={false}
            />
          </Form.Item>
          {camp && <CampSummary camp={camp} />}
          {camp && (
            <Form.Item
              label="Konaklama Seçeneği"
              name="konaklamaSecenegiId"
              required
              rules={[zodRule(campRegistrationTargetSchema, 'konaklamaSecenegiId')]}
              className="camp-step__options"
            >
              <AccommodationOptions options={camp.konaklamaSecenekleri} />
            </Form.Item>
          )}
        </Card>

        <Card className="camp-step" title="2. Katılımcı Bilgileri">
          {camp && option && schema ? (
            <ParticipantSections option={option} schema={schema} genders={genders} skillLevels={skillLevels} />
          ) : (
            <p className="camp-step__hint">{PARTICIPANTS_HINT}</p>
          )}
        </Card>

        <Card className="camp-step" title="3. Ek Bilgiler">
          <Form.Item label="Uçuş Kodu" name="ucusKodu" rules={pathRule(['ucusKodu'])} extra="Uçakla geliyorsanız uçuş kodunuz (isteğe bağlı).">
            <Input maxLength={50} autoComplete="off" />
          </Form.Item>
          <Form.Item label="Açıklama" name="aciklama" rules={pathRule(['aciklama'])}>
            <Input.TextArea rows={3} maxLength={1000} showCount placeholder="Sağlık durumu, beslenme tercihi gibi eklemek istedikleriniz (isteğe bağlı)" />
          </Form.Item>
        </Card>
      </div>

      <aside className="camp-regform__side">
        <PriceBox
          option={option}
          state={price}
          codeField={
            <Form.Item label="Ekip Kodu" name="ekipKodu" rules={pathRule(['ekipKodu'])} className="camp-price__code" extra="İndirim kodunuz varsa girin (isteğe bağlı).">
              <Input maxLength={50} autoComplete="off" spellCheck={false} />
            </Form.Item>
          }
          footer={
            <div className="camp-price__footer">
              {formError && !failure && <Alert type="error" showIcon role="alert" message={MESSAGES.formErrors} className="camp-price__alert" />}
              {failure && (
                <div className="camp-price__alert">
                  <ErrorAlert message={failure.message} fieldErrors={extraFieldErrors(failure, failure.message)} onClose={() => setFailure(null)} />
                </div>
              )}
              <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
                {SUBMIT_TEXT}
              </Button>
              <p className="camp-price__note">{PAY_LATER_NOTE}</p>
            </div>
          }
        />
      </aside>
    </Form>
  );
}

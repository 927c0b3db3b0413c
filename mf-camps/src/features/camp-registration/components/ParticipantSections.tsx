import { Col, Form, Input, Radio, Row } from 'antd';
import type { ReactNode } from 'react';
import { type AccommodationOption, type CampRegistrationSchema, type Gender, type SkillLevel } from '@skiclub/shared/schemas';
import { type FieldPath, FormSelect, zodPathRule } from '@skiclub/shared/ui';
import { birthDateError, birthDateValue, listCounts, type ParticipantList } from '../hooks/registrationForm';

/** Props of {@link ParticipantSections}. */
export interface ParticipantSectionsProps {
  option: AccommodationOption;
  /** The payload schema for this camp and option (messages under the fields). */
  schema: CampRegistrationSchema;
  genders: Gender[];
  skillLevels: SkillLevel[];
}

/** Section headings and the legend of one row. */
export const SECTION_TITLES: Record<ParticipantList, { title: string; row: (n: number) => string }> = {
  yetiskinler: { title: 'Yetişkinler', row: (n) => `${n}. Yetişkin` },
  cocuklar06: { title: 'Çocuklar (0-6 yaş)', row: (n) => `${n}. Çocuk (0-6 yaş)` },
  cocuklar611: { title: 'Çocuklar (6-11 yaş)', row: (n) => `${n}. Çocuk (6-11 yaş)` },
};

/**
 * Birth date typed as dd.mm.yyyy (member spec §1). A plain text field rather than a date picker:
 * the picker drops text it cannot read, so '31.02.2018' used to vanish and be called required
 * instead of 'Geçerli bir tarih giriniz.'. The text stays as typed; the payload gets yyyy-mm-dd.
 */
function BirthDate({ path, schema }: { path: FieldPath; schema: CampRegistrationSchema }) {
  return (
    <Form.Item label="Doğum Tarihi" name={path as (string | number)[]} required rules={[zodPathRule(schema, path, { precheck: birthDateError, toValue: birthDateValue })]}>
      <Input className="camp-date" placeholder="GG.AA.YYYY" inputMode="numeric" autoComplete="off" maxLength={10} />
    </Form.Item>
  );
}

/**
 * The participant sections the chosen option asks for: yetiskinSayisi adults (Ad
 * Soyad, GSM, T.C. Kimlik No), cocuk06Sayisi children 0-6 (Ad Soyad, Doğum Tarihi, Cinsiyet) and
 * cocuk611Sayisi children 6-11 (also Okul Adı, Sınıf/Şube, Kayma Seviyesi). Every field shows the
 * shared schema's Turkish message.
 */
export function ParticipantSections({ option, schema, genders, skillLevels }: ParticipantSectionsProps) {
  const counts = listCounts(option);
  const rule = (...path: (string | number)[]) => [zodPathRule(schema, path)];
  const genderOptions = genders.map((g) => ({ label: g.cinsiyetAdi, value: g.id }));
  const skillOptions = skillLevels.map((s) => ({ label: s.kaymaSeviyesiAdi, value: s.id }));

  const rows = (list: ParticipantList) => Array.from({ length: counts[list] }, (_v, i) => i);
  const section = (list: ParticipantList, fields: (i: number) => ReactNode) =>
    counts[list] > 0 && (
      <section className="camp-people" aria-labelledby={`camp-people-${list}`}>
        <h3 id={`camp-people-${list}`} className="camp-people__title">
          {SECTION_TITLES[list].title}
        </h3>
        {rows(list).map((i) => (
          <fieldset key={i} className="camp-person">
            <legend className="camp-person__legend">{SECTION_TITLES[list].row(i + 1)}</legend>
            <Row gutter={16}>{fields(i)}</Row>
          </fieldset>
        ))}
      </section>
    );

  const nameField = (list: ParticipantList, i: number) => (
    <Col xs={24} md={12}>
      <Form.Item label="Ad Soyad" name={[list, i, 'adSoyad']} required rules={rule(list, i, 'adSoyad')}>
        <Input autoComplete="off" maxLength={100} />
      </Form.Item>
    </Col>
  );
  const genderField = (list: ParticipantList, i: number) => (
    <Col xs={24} sm={12} md={6}>
      <Form.Item label="Cinsiyet" name={[list, i, 'cinsiyetId']} required rules={rule(list, i, 'cinsiyetId')}>
        <Radio.Group options={genderOptions} optionType="button" buttonStyle="solid" />
      </Form.Item>
    </Col>
  );

  return (
    <>
      {section('yetiskinler', (i) => (
        <>
          {nameField('yetiskinler', i)}
          <Col xs={24} sm={12} md={6}>
            <Form.Item label="GSM" name={['yetiskinler', i, 'gsm']} required rules={rule('yetiskinler', i, 'gsm')}>
              <Input autoComplete="tel" inputMode="tel" placeholder="05xx xxx xx xx" maxLength={16} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={6}>
            <Form.Item label="T.C. Kimlik No" name={['yetiskinler', i, 'tcKimlikNo']} required rules={rule('yetiskinler', i, 'tcKimlikNo')}>
              <Input inputMode="numeric" autoComplete="off" maxLength={11} />
            </Form.Item>
          </Col>
        </>
      ))}
      {section('cocuklar06', (i) => (
        <>
          {nameField('cocuklar06', i)}
          <Col xs={24} sm={12} md={6}>
            <BirthDate path={['cocuklar06', i, 'dogumTarihi']} schema={schema} />
          </Col>
          {genderField('cocuklar06', i)}
        </>
      ))}
      {section('cocuklar611', (i) => (
        <>
          {nameField('cocuklar611', i)}
          <Col xs={24} sm={12} md={6}>
            <BirthDate path={['cocuklar611', i, 'dogumTarihi']} schema={schema} />
          </Col>
          {genderField('cocuklar611', i)}
          <Col xs={24} md={12}>
            <Form.Item label="Okul Adı" name={['cocuklar611', i, 'okulAdi']} required rules={rule('cocuklar611', i, 'okulAdi')}>
              <Input maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={6}>
            <Form.Item label="Sınıf/Şube" name={['cocuklar611', i, 'sinifSube']} required rules={rule('cocuklar611', i, 'sinifSube')}>
              <Input placeholder="Örn. 3-A" maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={6}>
            <Form.Item label="Kayma Seviyesi" name={['cocuklar611', i, 'kaymaSeviyesiId']} required rules={rule('cocuklar611', i, 'kaymaSeviyesiId')}>
              <FormSelect options={skillOptions} placeholder="Seçiniz" />
            </Form.Item>
          </Col>
        </>
      ))}
    </>
  );
}

import { Card, Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { ErrorAlert, InnerPage } from '@skiclub/shared/ui';
import type { ReferenceBanner } from '../hooks/useReferenceEditor';
import './reference.css';

/** Props of {@link ReferenceScreen}. */
export interface ReferenceScreenProps {
  title: string;
  backgroundTitle: string;
  description: string;
  /** Save/delete failure with 'Tekrar Dene' (admin spec §8). */
  banner: ReferenceBanner | null;
  onDismissBanner: () => void;
  /** The form card. */
  form: ReactNode;
  /** Title of the table card, e.g. 'Ülke Listesi'. */
  tableTitle: string;
  /** The table, or the load error in its place. */
  table: ReactNode;
}

/**
 * Layout of every reference screen (admin spec §1, §2): page header, error banner, then the form
 * card beside the table card on desktop (form on top on phones).
 */
export function ReferenceScreen({ title, backgroundTitle, description, banner, onDismissBanner, form, tableTitle, table }: ReferenceScreenProps) {
  return (
    <InnerPage title={title} backgroundTitle={backgroundTitle} description={description} breadcrumb={[{ title: 'Yönetim' }, { title }]}>
      <div className="adm-ref">
        {banner && (
          <div className="adm-ref__banner">
            <ErrorAlert message={banner.message} fieldErrors={banner.fieldErrors} onRetry={banner.retry} onClose={onDismissBanner} />
          </div>
        )}
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={8}>
            {form}
          </Col>
          <Col xs={24} lg={16}>
            <Card className="adm-ref__table-card" title={tableTitle}>
              {table}
            </Card>
          </Col>
        </Row>
      </div>
    </InnerPage>
  );
}

import { Card, Result } from 'antd';
import type { ReactNode } from 'react';
import { LinkActions, type LinkAction } from '@skiclub/shared/ui';
import './EmailConfirmation.css';

/** A link drawn as a button under a confirmation result. */
export type ConfirmationAction = LinkAction;

/** Props of {@link ConfirmationCard}. */
export interface ConfirmationCardProps {
  status: 'success' | 'error' | 'info';
  title: string;
  text: ReactNode;
  actions?: ConfirmationAction[];
  /** Extra content under the text (a spinner, an alert). */
  children?: ReactNode;
}

/** Centred card with an antd Result for the e-mail confirmation pages (member spec §2). */
export function ConfirmationCard({ status, title, text, actions = [], children }: ConfirmationCardProps) {
  return (
    <div className="acc-confirm">
      <Card className="acc-confirm__card" variant="outlined">
        <Result
          status={status}
          title={<h2 className="acc-confirm__title">{title}</h2>}
          subTitle={text}
          extra={
            actions.length ? (
              <LinkActions actions={actions} />
            ) : undefined
          }
        >
          {children}
        </Result>
      </Card>
    </div>
  );
}

import { Card, Result } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './EmailConfirmation.css';

/** A link drawn as a button under a confirmation result. */
export interface ConfirmationAction {
  to: string;
  label: string;
  primary?: boolean;
}

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
              <div className="acc-confirm__actions">
                {actions.map((a) => (
                  <Link key={a.to} to={a.to} className={a.primary ? 'acc-confirm__action acc-confirm__action--primary' : 'acc-confirm__action'}>
                    {a.label}
                  </Link>
                ))}
              </div>
            ) : undefined
          }
        >
          {children}
        </Result>
      </Card>
    </div>
  );
}

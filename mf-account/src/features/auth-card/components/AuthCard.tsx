import { Card } from 'antd';
import type { ReactNode } from 'react';
import './AuthCard.css';

/** Props of {@link AuthCard}. */
export interface AuthCardProps {
  /** Heading inside the card, e.g. 'Yeni Hesap Oluştur'. */
  heading: string;
  /** One line under the heading. */
  intro?: ReactNode;
  /** Line under the form, e.g. the link to the other account page. */
  footer?: ReactNode;
  /** Wider card for the sign-up form (two columns on large screens). */
  wide?: boolean;
  children: ReactNode;
}

/**
 * Centred card the sign-up and sign-in forms sit in (member spec §2): full width on phones,
 * at most 460 px (or 720 px when `wide`) on larger screens.
 */
export function AuthCard({ heading, intro, footer, wide, children }: AuthCardProps) {
  return (
    <div className="acc-auth">
      <Card className={wide ? 'acc-auth__card acc-auth__card--wide' : 'acc-auth__card'} variant="outlined">
        <h2 className="acc-auth__heading">{heading}</h2>
        {intro && <p className="acc-auth__intro">{intro}</p>}
        {children}
        {footer && <div className="acc-auth__footer">{footer}</div>}
      </Card>
    </div>
  );
}

import { Link } from 'react-router-dom';
import './LinkActions.css';

/** A link drawn as a button: where the member can go next. */
export interface LinkAction {
  to: string;
  label: string;
  /** Filled (the suggested next step); at most one per row. */
  primary?: boolean;
}

/**
 * A centred row of router links drawn as buttons, under a result or notice (member spec §2:
 * payment result, e-mail confirmation, /kamplarim signed out). Full width each below 576 px.
 */
export function LinkActions({ actions }: { actions: readonly LinkAction[] }) {
  return (
    <div className="sc-link-actions">
      {actions.map((a) => (
        <Link key={a.to} to={a.to} className={a.primary ? 'sc-link-btn sc-link-btn--primary' : 'sc-link-btn'}>
          {a.label}
        </Link>
      ))}
    </div>
  );
}

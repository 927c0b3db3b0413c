import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './common.css';

/** Props of {@link LinkButton}. */
export interface LinkButtonProps {
  to: string;
  children: ReactNode;
  /** Filled (primary) look; outlined otherwise. */
  primary?: boolean;
  /** Full width. */
  block?: boolean;
  className?: string;
}

/**
 * A router link that looks like a button: navigation stays a real link (middle click, new tab,
 * back/forward) while matching the antd buttons around it.
 */
export function LinkButton({ to, children, primary, block, className }: LinkButtonProps) {
  const classes = ['cat-button', primary && 'cat-button--primary', block && 'cat-button--block', className].filter(Boolean).join(' ');
  return (
    <Link to={to} className={classes}>
      {children}
    </Link>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useHasRoute } from '../routeTable';

/**
 * A link inside running text that never leads to a 404: while no page exists for
 * `to`, its text is shown without a link, as the menus leave such entries out.
 */
export function RouteLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  const hasRoute = useHasRoute();
  if (!hasRoute(to)) return <>{children}</>;
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}

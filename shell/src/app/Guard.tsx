import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { canManageReleases, isAdmin, useCurrentUser } from '@skiclub/shared/session';
import type { Guard as GuardKind } from '@skiclub/shared/routes';

/** Where a guard sends the visitor, or null to let them in (member spec §2, admin spec §2, the release console). */
export function guardRedirect(
  guard: GuardKind,
  user: { roller: string[] } | null,
  location: { pathname: string; search: string },
): string | null {
  const signedIn = !!user;
  switch (guard) {
    case 'guest':
      return signedIn ? '/' : null;
    case 'login':
      return signedIn ? null : `/giris?redirect=${encodeURIComponent(location.pathname + location.search)}`;
    case 'admin':
      // Admin spec §6: 'non-admin users are redirected home, signed-out visitors to sign-in with redirect'.
      if (!signedIn) return `/giris?redirect=${encodeURIComponent(location.pathname + location.search)}`;
      return isAdmin(user as Parameters<typeof isAdmin>[0]) ? null : '/';
    case 'release':
      // ReleaseManager or Admin; the API checks the role again on every call.
      if (!signedIn) return `/giris?redirect=${encodeURIComponent(location.pathname + location.search)}`;
      return canManageReleases(user as Parameters<typeof canManageReleases>[0]) ? null : '/';
    default:
      return null;
  }
}

/**
 * Applies a route guard. The guest-only check is made when the page is entered, not again when
 * the user signs in on it, so the sign-in page can finish its own redirect (member spec §2:
 * go to the redirect value 0.5 s after login).
 */
export function Guard({ guard, children }: { guard: GuardKind; children: ReactNode }) {
  const user = useCurrentUser();
  const location = useLocation();
  const [userAtEntry] = useState(user);
  const target = guardRedirect(guard, guard === 'guest' ? userAtEntry : user, location);
  return target ? <Navigate to={target} replace /> : <>{children}</>;
}

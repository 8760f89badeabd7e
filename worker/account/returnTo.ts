import { redirectTarget } from '../redirectTarget';

/** Query parameter naming where to go back after logging in. */
export const returnToParam = 'returnTo';

/**
 * A same-site path to return to after login, or '/' for anything else (worker/redirectTarget.ts:
 * other origins, protocol-relative paths after normalisation, control characters…) and for the
 * login and logout routes themselves (no loops).
 */
export function safeReturnTo(value: unknown, origin: string): string {
  return redirectTarget(value, { origin, refusePath: isAccountRoute, maxLength: 1024 }) ?? '/';
}

function isAccountRoute(pathname: string): boolean {
  return pathname === '/login' || pathname.startsWith('/login/') || pathname.startsWith('/logout');
}

/** The login link for a page: `/login?returnTo=<this path>`. */
export function loginHref(loginPath: string, currentPath: string): string {
  if (!currentPath || currentPath === '/' || currentPath.startsWith('/login')) return loginPath;
  return `${loginPath}?${returnToParam}=${encodeURIComponent(currentPath)}`;
}

/** Query parameter naming where to go back after logging in. */
export const returnToParam = 'returnTo';

/**
 * A same-site path to return to after login, or '/' for anything else: absolute URLs,
 * protocol-relative (`//evil`), backslash tricks (`/\evil`), control characters, other
 * origins after resolution, and the login routes themselves (no loops).
 */
export function safeReturnTo(value: unknown, origin: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 1024) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(value, base);
  } catch {
    return '/';
  }
  if (url.origin !== base.origin) return '/';
  if (url.pathname === '/login' || url.pathname.startsWith('/login/') || url.pathname.startsWith('/logout')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login link for a page: `/login?returnTo=<this path>`. */
export function loginHref(loginPath: string, currentPath: string): string {
  if (!currentPath || currentPath === '/' || currentPath.startsWith('/login')) return loginPath;
  return `${loginPath}?${returnToParam}=${encodeURIComponent(currentPath)}`;
}

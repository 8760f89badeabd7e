/**
 * The one check every redirect of the worker goes through (login, logout, unsubscribe, the
 * upstream's 418 redirects, trailing-slash redirects): where a `Location` may point.
 *
 * The target is judged AFTER URL normalisation, the way the browser will read it: `/.//evil`
 * and `/..//evil` normalise to `//evil` (protocol-relative), tabs and newlines are dropped by
 * the URL parser (`/\t/evil`), backslashes become slashes (`/\evil`). So the candidate is
 * resolved against the request's origin first, and only then compared: same origin (or one
 * of the explicitly allowed origins, e.g. the identity provider or another market's domain),
 * http(s) only, no credentials, and a path that cannot be re-read as protocol-relative.
 */

export interface RedirectPolicy {
  /** Origin of the request (`https://www.example.it`): relative targets resolve against it. */
  origin: string;
  /** Other origins a redirect may leave for (identity provider, other markets). */
  allowedOrigins?: readonly string[];
  /** Same-origin paths that are refused anyway (e.g. the login routes, to avoid loops). */
  refusePath?: (pathname: string) => boolean;
  /** Longest target even looked at (default 2048 characters). */
  maxLength?: number;
}

// Control characters, whitespace the URL parser would silently drop, and backslashes.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const suspicious = /[\u0000-\u0020\u007f-\u009f\\\u2028\u2029\ufeff]/;

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * The normalised redirect target, or null when it must not be followed. Same-origin targets
 * come back as a path (`/a/b?q#h`), allowed other origins as an absolute URL.
 */
export function redirectTarget(value: unknown, policy: RedirectPolicy): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > (policy.maxLength ?? 2048)) return null;
  if (suspicious.test(value)) return null;
  const base = originOf(policy.origin);
  if (!base) return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  // Anything that is not an absolute http(s) URL must have been a path: `evil.example`,
  // `javascript:…`, `?x` and `#x` are not redirect targets.
  const absolute = /^https?:\/\//i.test(value);
  if (!absolute && !value.startsWith('/')) return null;
  if (url.origin !== base) {
    const allowed = (policy.allowedOrigins ?? []).map(originOf).filter((o): o is string => o !== null);
    return absolute && allowed.includes(url.origin) ? url.href : null;
  }
  // A path that starts with two slashes would be read as protocol-relative by the browser.
  if (url.pathname.startsWith('//')) return null;
  if (policy.refusePath?.(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

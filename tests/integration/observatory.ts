/**
 * The Mozilla HTTP Observatory's scoring of response headers (its scoring table, as MDN
 * publishes it): each test's result adds or takes points from 100, bonuses count only when the
 * score before them is at least 90, and the grade follows the score (A+ from 100). Only the tests
 * a single response can answer: Content-Security-Policy, cookies, CORS, Referrer-Policy,
 * Strict-Transport-Security, Subresource Integrity (same-origin scripts only here),
 * X-Content-Type-Options and X-Frame-Options. The HTTP → HTTPS redirection test needs the public
 * http:// address and is left out.
 */

export interface Result {
  test: string;
  result: string;
  modifier: number;
}

export interface Grade {
  score: number;
  grade: string;
  results: Result[];
}

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !map.has(name.toLowerCase())) map.set(name.toLowerCase(), values.map((v) => v.toLowerCase()));
  }
  return map;
}

function contentSecurityPolicy(headers: Headers): Result {
  const test = 'content-security-policy';
  const header = headers.get('content-security-policy');
  if (!header) return { test, result: 'csp-not-implemented', modifier: -25 };
  const csp = directives(header);
  const fallback = csp.get('default-src');
  const scripts = csp.get('script-src') ?? fallback;
  const styles = csp.get('style-src') ?? fallback;
  if (!scripts) return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  const strict = scripts.includes("'strict-dynamic'") || scripts.some((v) => v.startsWith("'nonce-") || v.startsWith("'sha"));
  if (scripts.includes("'unsafe-inline'") && !strict) return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  if (scripts.some((v) => v === 'http:' || v.startsWith('http://') || v === '*' || v === 'data:')) {
    return { test, result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  }
  if (scripts.includes("'unsafe-eval'")) return { test, result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  const passive = ['img-src', 'media-src'].flatMap((name) => csp.get(name) ?? []);
  if (passive.some((v) => v === 'http:' || v.startsWith('http://'))) {
    return { test, result: 'csp-implemented-with-insecure-scheme-in-passive-content-only', modifier: -10 };
  }
  if (styles?.includes("'unsafe-inline'")) return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  if (fallback?.length === 1 && fallback[0] === "'none'") return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  return { test, result: 'csp-implemented-with-no-unsafe', modifier: 0 };
}

function cookies(headers: Headers): Result {
  const test = 'cookies';
  const set = headers.getSetCookie();
  if (set.length === 0) return { test, result: 'cookies-not-found', modifier: 0 };
  const attributes = set.map((line) => line.split(';').slice(1).map((a) => a.trim().toLowerCase()));
  const has = (attrs: string[], name: string) => attrs.some((a) => a === name || a.startsWith(`${name}=`));
  // Cookies being expired (Max-Age=0) are ignored, as the Observatory ignores deletions.
  const live = attributes.filter((attrs) => !attrs.includes('max-age=0'));
  if (live.some((attrs) => !has(attrs, 'secure'))) return { test, result: 'cookies-without-secure-flag', modifier: -20 };
  if (live.some((attrs) => attrs.some((a) => a.startsWith('samesite=') && !/^samesite=(strict|lax|none)$/.test(a)))) {
    return { test, result: 'cookies-samesite-flag-invalid', modifier: -20 };
  }
  if (live.some((attrs) => !has(attrs, 'httponly'))) return { test, result: 'cookies-session-without-httponly-flag', modifier: -30 };
  if (live.every((attrs) => has(attrs, 'samesite'))) return { test, result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 };
  return { test, result: 'cookies-secure-with-httponly-sessions', modifier: 0 };
}

function cors(headers: Headers): Result {
  const test = 'cross-origin-resource-sharing';
  const origin = headers.get('access-control-allow-origin');
  if (!origin) return { test, result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  if (origin === '*' && headers.get('access-control-allow-credentials') === 'true') {
    return { test, result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 };
  }
  return { test, result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 };
}

function referrerPolicy(headers: Headers): Result {
  const test = 'referrer-policy';
  const header = headers.get('referrer-policy');
  if (!header) return { test, result: 'referrer-policy-not-implemented', modifier: 0 };
  const last = header.split(',').map((v) => v.trim().toLowerCase()).filter(Boolean).at(-1) ?? '';
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last)) {
    return { test, result: 'referrer-policy-private', modifier: 5 };
  }
  if (['origin', 'origin-when-cross-origin', 'no-referrer-when-downgrade', 'unsafe-url'].includes(last)) {
    return { test, result: 'referrer-policy-unsafe', modifier: -5 };
  }
  return { test, result: 'referrer-policy-header-invalid', modifier: -5 };
}

function strictTransportSecurity(headers: Headers): Result {
  const test = 'strict-transport-security';
  const header = headers.get('strict-transport-security');
  if (!header) return { test, result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = /max-age=(\d+)/i.exec(header);
  if (!maxAge) return { test, result: 'hsts-header-invalid', modifier: -20 };
  if (Number(maxAge[1]) < 15_768_000) return { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
  return { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 };
}

function subresourceIntegrity(body: string | null, origin: string): Result {
  const test = 'subresource-integrity';
  if (body === null || !/<html/i.test(body)) return { test, result: 'sri-not-implemented-response-not-html', modifier: 0 };
  const sources = [...body.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/gi)].map((m) => ({ tag: m[0], src: m[1]! }));
  const external = sources.filter(({ src }) => !new URL(src, origin).href.startsWith(origin));
  if (external.length === 0) {
    return { test, result: sources.length ? 'sri-not-implemented-but-all-scripts-loaded-securely' : 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  }
  if (external.some(({ src }) => new URL(src, origin).protocol === 'http:')) return { test, result: 'sri-not-implemented-and-external-scripts-not-loaded-securely', modifier: -50 };
  if (external.every(({ tag }) => /\bintegrity=/i.test(tag))) return { test, result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 };
  return { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 };
}

function xContentTypeOptions(headers: Headers): Result {
  const test = 'x-content-type-options';
  const header = headers.get('x-content-type-options');
  if (!header) return { test, result: 'x-content-type-options-not-implemented', modifier: -5 };
  return header.trim().toLowerCase() === 'nosniff'
    ? { test, result: 'x-content-type-options-nosniff', modifier: 0 }
    : { test, result: 'x-content-type-options-header-invalid', modifier: -5 };
}

function xFrameOptions(headers: Headers): Result {
  const test = 'x-frame-options';
  const csp = headers.get('content-security-policy');
  if (csp && directives(csp).has('frame-ancestors')) return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  const header = headers.get('x-frame-options');
  if (!header) return { test, result: 'x-frame-options-not-implemented', modifier: -20 };
  return /^(deny|sameorigin)$/i.test(header.trim())
    ? { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 }
    : { test, result: 'x-frame-options-header-invalid', modifier: -20 };
}

function gradeOf(score: number): string {
  const table: [number, string][] = [[100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-']];
  return table.find(([floor]) => score >= floor)?.[1] ?? 'F';
}

/** Grades one response (its headers, and its body when it is HTML) as the Observatory would. */
export function observatoryGrade(headers: Headers, body: string | null, origin: string): Grade {
  const results = [
    contentSecurityPolicy(headers), cookies(headers), cors(headers), referrerPolicy(headers),
    strictTransportSecurity(headers), subresourceIntegrity(body, origin), xContentTypeOptions(headers), xFrameOptions(headers),
  ];
  const penalties = results.reduce((sum, r) => sum + Math.min(0, r.modifier), 100);
  const bonuses = results.reduce((sum, r) => sum + Math.max(0, r.modifier), 0);
  const score = Math.max(0, penalties >= 90 ? penalties + bonuses : penalties);
  return { score, grade: gradeOf(score), results };
}

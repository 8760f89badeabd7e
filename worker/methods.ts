/**
 * Which methods a path takes, from the app's own routes, so a method no route takes is a 405
 * with `Allow` (issue 34: every refusal the specific 4xx) rather than a 404 that says the page
 * does not exist. Catch-alls (`*`, `/api/*`) are left out: they answer what no route matched.
 * Page paths take GET and HEAD whatever the routes say (every path may be a page).
 */
import type { Context } from 'hono';
import { PatternRouter } from 'hono/router/pattern-router';
import type { RouterRoute } from 'hono/types';
import type { AppEnv } from './context';

const catchAll = (path: string) => path === '*' || path.endsWith('/*');

export type AllowedMethods = (path: string) => string[];

export function allowedMethodsOf(routes: readonly RouterRoute[]): AllowedMethods {
  const router = new PatternRouter<string>();
  const methods = new Set<string>();
  for (const route of routes) {
    if (route.method === 'ALL' || catchAll(route.path)) continue;
    router.add(route.method, route.path, route.method);
    methods.add(route.method);
  }
  return (path) => {
    const allowed = new Set<string>();
    for (const method of methods) if (router.match(method, path)[0].length > 0) allowed.add(method);
    if (!path.startsWith('/api/')) allowed.add('GET');
    if (allowed.has('GET')) allowed.add('HEAD');
    return [...allowed].sort();
  };
}

/** The methods this request's path takes, once the app has set the table; empty without it. */
export function allowedMethods(c: Context<AppEnv>): string[] {
  return c.get('allowedMethods')?.(c.req.path) ?? [];
}

/** The 405 for `allow`: JSON under /api, plain text for page paths; both in the market's language. */
export function methodNotAllowed(c: Context<AppEnv>, allow: string[]): Response {
  const message = c.get('i18n').t('errors.methodNotAllowed', { allow: allow.join(', ') });
  const headers = { Allow: allow.join(', '), 'Cache-Control': 'no-store' };
  if (c.req.path.startsWith('/api/')) {
    return c.json({ success: false, error: { code: 'methodNotAllowed', message, allow } }, 405, headers);
  }
  return c.text(message, 405, headers);
}

import type { Context } from 'hono';
import { UnknownMiddlewareError } from '../errors';
import type { AppEnv } from '../context';

type RouteMiddleware = (c: Context<AppEnv>) => void | Promise<void>;

/** Named middleware a page route may ask for. */
const registry: Record<string, RouteMiddleware> = {
  /** Personal pages must never be cached by shared caches. */
  'no-store': (c) => {
    c.header('Cache-Control', 'private, no-store');
  },
  /** Pages with no value for search engines. */
  noindex: (c) => {
    c.header('X-Robots-Tag', 'noindex');
  },
};

/** Runs a route's named middleware in order; an unknown name is a 500 "Unknown middleware". */
export async function runRouteMiddleware(c: Context<AppEnv>, names: readonly string[] = []): Promise<void> {
  for (const name of names) {
    const fn = registry[name];
    if (!fn) throw new UnknownMiddlewareError(name);
    await fn(c);
  }
}

import type { Context } from 'hono';
import type { AppEnv } from './context';

/**
 * The request's `waitUntil`, or undefined without an execution context (app.request() in
 * tests): background work then just runs on its own.
 */
export function waitUntilOf(c: Context<AppEnv>): ((promise: Promise<unknown>) => void) | undefined {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    return undefined;
  }
}

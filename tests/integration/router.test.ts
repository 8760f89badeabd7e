import { createExecutionContext, env } from 'cloudflare:test';
import { expect, it } from 'vitest';
import { createApp } from '../../worker/app';

// Hono's SmartRouter picks its RegExpRouter unless a route is one it cannot compile (a fixed
// name beside a parameter under a wildcard middleware); then every request walks the slower
// trie router, which was a sixth of a cached page's CPU.
it('the worker routes with the RegExpRouter, not the trie fallback', async () => {
  const app = createApp();
  await app.fetch(new Request('http://it.localhost/'), env, createExecutionContext());
  expect(app.router.name).toBe('SmartRouter + RegExpRouter');
});

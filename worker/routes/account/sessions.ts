/**
 * A signed-in user's sessions (issue 13), under /api/session (same-origin, no-store and the
 * body limit come from worker/routes/account/api.ts):
 *
 *   GET  /api/session/sessions                       → {sessions: [{handle, device, createdAt, lastSeenAt, expiresAt, current}]}
 *   POST /api/session/sessions/:handle/revoke        → {ok}   (404 when not one of the user's live sessions)
 *   POST /api/session/revoke-others                  → {ended}
 *
 * Ending a session is immediate everywhere: the next request with its cookie finds it ended.
 * (`revoke-others` is not under /sessions/: beside `/sessions/:handle/…` a fixed name there
 * would make Hono fall back from its RegExpRouter to the trie router, slower on every request.)
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { endSession, endSessionsOf, listSessions } from '../../account/sessionStore';
import type { AppEnv } from '../../context';
import { log } from '../../log';

const handleParam = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

export const sessionRoutes = new Hono<AppEnv>();

const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('session')) return c.json({ error: 'unauthorized', message: c.get('i18n').t('account.sessionsSignedOut') }, 401);
  return next();
});

sessionRoutes.use('/sessions/*', signedIn);

sessionRoutes.get('/sessions', async (c) => {
  const active = c.get('session')!;
  const sessions = await listSessions(c.env.DB, active.session.sub);
  return c.json({ sessions: sessions.map((s) => ({ ...s, current: s.handle === active.handle })) });
});

sessionRoutes.post('/revoke-others', signedIn, async (c) => {
  const active = c.get('session')!;
  const ended = await endSessionsOf(c.env.DB, active.session.sub, 'revoked-others', { except: active.handle });
  log('info', 'sessions revoked', { requestId: c.get('requestId'), count: ended });
  return c.json({ ended });
});

sessionRoutes.post('/sessions/:handle/revoke', async (c) => {
  const active = c.get('session')!;
  const handle = handleParam.safeParse(c.req.param('handle'));
  const ended = handle.success && (await endSession(c.env.DB, handle.data, 'revoked', active.session.sub));
  if (!ended) return c.json({ error: 'notFound', message: c.get('i18n').t('account.sessionNotFound') }, 404);
  log('info', 'session revoked', { requestId: c.get('requestId'), own: handle.data === active.handle });
  return c.json({ ok: true, current: handle.data === active.handle });
});

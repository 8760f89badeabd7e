/**
 * JSON API of accounts, wishlist, one-time codes and notify-me alerts (issue 6):
 *
 *   POST   /api/account/codes          {email, purpose, privacyAccepted, marketingConsent?} → {challengeId, …}
 *   POST   /api/account/codes/verify   {challengeId, code}                  → {ok, newUser}  (sets the guest cookie)
 *   POST   /api/account/consents       {marketingConsent}                   → {ok}  (the owner's choice, after the code)
 *
 * There is no "does this email have an account" endpoint: the code is sent whatever the
 * address, with the same answer, and `newUser` is told only to whoever proved the address
 * (no account enumeration, issue 13).
 *   GET    /api/wishlist                                                    → {travels, tours}
 *   PUT    /api/wishlist/travels/:id · DELETE (removes its tours too)
 *   PUT    /api/wishlist/tours/:id     · DELETE
 *   GET    /api/alerts?travelId=                                            → {alerts}
 *   POST   /api/alerts                 {travelId, tourId?, phone?, privacyAccepted, marketingConsent?}
 *   POST   /api/alerts/:id/deactivate  {reason, text?}  · POST /api/alerts/:id/activate
 *   POST   /api/session/logout                                              → {redirectTo}
 *   GET    /api/session/sessions · POST …/sessions/:handle/revoke · POST …/revoke-others (./sessions.ts)
 *
 * Every state-changing call passes the same-origin check, a body-size limit and zod; bad
 * input is a 4xx with localised messages, never a 500. Nothing here logs an email or a code.
 */
import { zValidator } from '@hono/zod-validator';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { removalReasonSchema } from '../../../shared/alerts';
import { emailSchema, optionalPhoneSchema, uuidV4Schema } from '../../../shared/validation';
import { activate, deactivate, subscribe, subscriptionsOf, typesFor } from '../../account/alerts';
import { codePurposes, codeDigits, issueCode, resendAfterSeconds, verifyCode, codeTtlMs } from '../../account/codes';
import { sessionSecret } from '../../account/config';
import { contactForEmail, updateContactConsents } from '../../account/contacts';
import { guestCookie, writeCookie } from '../../account/cookies';
import { emailHash } from '../../account/crypto';
import { clientIp, requestOrigin, sameOrigin, withinLimit } from '../../account/request';
import { removeTour, removeTravel, saveTour, saveTravel, tourRef, travelExists, wishlistOf } from '../../account/wishlist';
import type { AppEnv } from '../../context';
import { OutboxSender } from '../../email/sender';
import { codeEmail } from '../../email/templates';
import { CatalogueUnavailable, catalogueSource } from '../../data/source';
import { log } from '../../log';
import { waitUntilOf } from '../../waitUntil';
import { logout } from './logout';
import { sessionRoutes } from './sessions';

type Ctx = Context<AppEnv>;

/** Largest JSON body accepted (the biggest legitimate one is a removal reason of 500 characters). */
export const maxBodyBytes = 8 * 1024;

const id = z.coerce.number().int().positive().max(2_147_483_647);

const consentsBody = z.object({ marketingConsent: z.boolean() }).strict();
const codesBody = z
  .object({
    email: emailSchema,
    purpose: z.enum(codePurposes),
    privacyAccepted: z.literal(true, { error: 'validation.privacyRequired' }),
    marketingConsent: z.boolean().nullable().optional(),
  })
  .strict();
const verifyBody = z
  .object({
    challengeId: uuidV4Schema,
    code: z.string().trim().regex(new RegExp(`^\\d{${codeDigits}}$`), { error: 'otp.codeWrong' }),
  })
  .strict();
const alertBody = z
  .object({
    travelId: id,
    tourId: id.nullable().optional(),
    phone: optionalPhoneSchema,
    privacyAccepted: z.literal(true, { error: 'validation.privacyRequired' }),
    marketingConsent: z.boolean().nullable().optional(),
  })
  .strict();

function fail(c: Context, status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503, error: string, messageKey: string, extra: Record<string, unknown> = {}) {
  return c.json({ error, message: c.get('i18n').t(messageKey), ...extra }, status);
}

function rateLimited(c: Ctx) {
  c.header('Retry-After', '60');
  return fail(c, 429, 'rateLimited', 'otp.rateLimited');
}

/** 400 with the localised message of each issue (schemas carry message keys like 'otp.codeWrong'). */
function invalidBody(c: Context, error: { issues: readonly z.core.$ZodIssue[] }) {
  const t = c.get('i18n').t;
  const issues = error.issues.slice(0, 10).map((issue) => {
    const key = /^[a-zA-Z]+\.[a-zA-Z.]+$/.test(issue.message) ? issue.message : 'validation.invalidRequest';
    return { path: issue.path.join('.'), key, message: t(key) };
  });
  return c.json({ error: 'invalid', message: issues[0]?.message ?? t('validation.invalidRequest'), issues }, 400);
}

/** A JSON body only: anything else is 415 before the body is read. */
const jsonOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    return fail(c, 415, 'unsupportedMediaType', 'validation.invalidRequest');
  }
  await next();
};

/** The JSON body validated by its schema (`c.req.valid('json')`); 415 or a localised 400 otherwise. */
const jsonBody = <T extends z.ZodType>(schema: T) =>
  [jsonOnly, zValidator('json', schema, (result, c) => (result.success ? undefined : invalidBody(c, result.error)))] as const;

/** Ahead of everything else the route does: at most so many calls per key and minute. */
const limited = (name: Parameters<typeof withinLimit>[1], key: (c: Ctx) => string): MiddlewareHandler<AppEnv> => async (c, next) => {
  if (!(await withinLimit(c, name, key(c)))) return rateLimited(c);
  await next();
};

/** The wishlist and alerts need an owner: a signed-in user or a guest with a proven email. */
const ownerRequired: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('owner')) return needOwner(c);
  await next();
};

/** The owner that `ownerRequired` let through. */
function ownerOf(c: Ctx) {
  const owner = c.get('owner');
  if (!owner) throw new Error('route without ownerRequired');
  return owner;
}

/** A notify-me alert id in the path; any other value is a 404. */
const alertIdParam = zValidator('param', z.object({ id: uuidV4Schema }), (result, c) =>
  result.success ? undefined : fail(c, 404, 'notFound', 'alerts.failed'),
);

export const accountApi = new Hono<AppEnv>();

// A body that says JSON but is not (zValidator throws): the same localised 400 as a bad field.
accountApi.onError((error, c) => {
  // The catalogue (D1 or the upstream API) could not say whether the trip exists: 503, never a 404.
  if (error instanceof CatalogueUnavailable) {
    c.header('Retry-After', String(error.retryAfter));
    return fail(c, 503, 'catalogueUnavailable', c.req.path.startsWith('/api/alerts') ? 'alerts.failed' : 'wishlist.failed');
  }
  if (error instanceof HTTPException && error.status === 400) return fail(c, 400, 'invalid', 'validation.invalidRequest');
  throw error;
});

/** Path prefixes (under /api) served here; the catalogue API keeps everything else. */
export const accountApiPrefixes = ['/account', '/wishlist', '/alerts', '/session'] as const;

for (const prefix of accountApiPrefixes) {
  // `/x/*` matches `/x` itself too.
  const path = `${prefix}/*`;
  accountApi.use(path, async (c, next) => {
    c.set('routeName', `api${prefix}`);
    c.header('Cache-Control', 'private, no-store');
    await next();
  });
  accountApi.use(path, sameOrigin());
  accountApi.use(
    path,
    bodyLimit({ maxSize: maxBodyBytes, onError: (c) => c.json({ error: 'tooLarge', message: c.get('i18n').t('validation.invalidRequest') }, 413) }),
  );
}

// ---------------------------------------------------------------------------------------
// Email step and one-time codes.

accountApi.post('/account/codes', limited('RATE_LIMIT_CODES_IP', (c) => `codes:${clientIp(c)}`), ...jsonBody(codesBody), async (c) => {
  const body = c.req.valid('json');
  const secret = sessionSecret(c.env);
  if (!(await withinLimit(c, 'RATE_LIMIT_CODES_EMAIL', `codes:${await emailHash(secret, body.email)}`))) return rateLimited(c);
  const market = c.get('market');
  const issued = await issueCode(c.env.DB, secret, {
    email: body.email,
    purpose: body.purpose,
    privacyAccepted: body.privacyAccepted,
    marketingConsent: body.marketingConsent ?? null,
    marketId: market.id,
  });
  if (!issued.ok) {
    c.header('Retry-After', String(issued.retryAfterSeconds));
    return fail(c, 429, issued.reason === 'resend-too-soon' ? 'resendTooSoon' : 'tooManyCodes', issued.reason === 'resend-too-soon' ? 'otp.rateLimited' : 'otp.tooManyCodes', {
      retryAfterSeconds: issued.retryAfterSeconds,
    });
  }
  await new OutboxSender(c.env, waitUntilOf(c)).send(codeEmail(body.email.trim().toLowerCase(), issued.code, market.id));
  log('info', 'one-time code sent', { requestId: c.get('requestId'), purpose: body.purpose });
  return c.json({
    challengeId: issued.challengeId,
    digits: codeDigits,
    expiresInSeconds: Math.round(codeTtlMs / 1000),
    resendInSeconds: resendAfterSeconds,
  });
});

accountApi.post('/account/codes/verify', limited('RATE_LIMIT_CODES_IP', (c) => `verify:${clientIp(c)}`), ...jsonBody(verifyBody), async (c) => {
  const body = c.req.valid('json');
  const secret = sessionSecret(c.env);
  const result = await verifyCode(c.env.DB, secret, body.challengeId, body.code);
  if (!result.ok) {
    log('info', 'one-time code refused', { requestId: c.get('requestId'), reason: result.reason });
    if (result.reason === 'wrong') return fail(c, 400, 'codeWrong', 'otp.codeWrong', { attemptsLeft: result.attemptsLeft });
    if (result.reason === 'too-many-attempts') return fail(c, 410, 'tooManyAttempts', 'otp.tooManyAttempts');
    return fail(c, 410, 'codeExpired', 'otp.codeExpired');
  }
  const contact = await contactForEmail(c.env.DB, secret, {
    email: result.verified.email,
    marketingConsent: result.verified.marketingConsent,
    privacyAccepted: result.verified.privacyAccepted,
    marketId: result.verified.marketId,
  });
  // A signed-in user keeps their own wishlist; anyone else becomes this email's guest.
  if (!c.get('user')) {
    await writeCookie(c, guestCookie, secret, { contactId: contact.id });
    c.set('owner', { kind: 'guest', contactId: contact.id });
  }
  return c.json({ ok: true, newUser: contact.created });
});

accountApi.post('/account/consents', ownerRequired, ...jsonBody(consentsBody), async (c) => {
  const owner = ownerOf(c);
  const body = c.req.valid('json');
  await updateContactConsents(c.env.DB, owner.contactId, { privacyAccepted: false, marketingConsent: body.marketingConsent, phone: null });
  return c.json({ ok: true });
});

// ---------------------------------------------------------------------------------------
// Wishlist.

function needOwner(c: Ctx) {
  return fail(c, 401, 'unauthenticated', 'wishlist.loggedOutTitle');
}

accountApi.get('/wishlist', ownerRequired, async (c) => {
  const owner = ownerOf(c);
  return c.json(await wishlistOf(c.env.DB, owner.contactId));
});

accountApi.put('/wishlist/travels/:travelId', ownerRequired, async (c) => {
  const owner = ownerOf(c);
  const travelId = id.safeParse(c.req.param('travelId'));
  if (!travelId.success) return fail(c, 400, 'invalid', 'validation.invalidRequest');
  if (!(await travelExists(catalogueSource(c), travelId.data))) return fail(c, 404, 'notFound', 'wishlist.noLongerAvailable');
  const result = await saveTravel(c.env.DB, owner.contactId, travelId.data);
  if (result === 'full') return fail(c, 409, 'full', 'wishlist.full');
  return c.json({ saved: true, travelId: travelId.data });
});

accountApi.delete('/wishlist/travels/:travelId', ownerRequired, async (c) => {
  const owner = ownerOf(c);
  const travelId = id.safeParse(c.req.param('travelId'));
  if (!travelId.success) return fail(c, 400, 'invalid', 'validation.invalidRequest');
  const removed = await removeTravel(c.env.DB, owner.contactId, travelId.data);
  return c.json({ saved: false, travelId: travelId.data, removedTours: removed.tours });
});

accountApi.put('/wishlist/tours/:tourId', ownerRequired, async (c) => {
  const owner = ownerOf(c);
  const tourId = id.safeParse(c.req.param('tourId'));
  if (!tourId.success) return fail(c, 400, 'invalid', 'validation.invalidRequest');
  const tour = await tourRef(catalogueSource(c), tourId.data);
  if (!tour) return fail(c, 404, 'notFound', 'wishlist.noLongerAvailable');
  const result = await saveTour(c.env.DB, owner.contactId, tour.tourId, tour.travelId);
  if (result === 'full') return fail(c, 409, 'full', 'wishlist.full');
  return c.json({ saved: true, tourId: tour.tourId, travelId: tour.travelId });
});

accountApi.delete('/wishlist/tours/:tourId', ownerRequired, async (c) => {
  const owner = ownerOf(c);
  const tourId = id.safeParse(c.req.param('tourId'));
  if (!tourId.success) return fail(c, 400, 'invalid', 'validation.invalidRequest');
  await removeTour(c.env.DB, owner.contactId, tourId.data);
  return c.json({ saved: false, tourId: tourId.data });
});

// ---------------------------------------------------------------------------------------
// Notify-me alerts.

accountApi.get('/alerts', ownerRequired, async (c) => {
  const owner = ownerOf(c);
  const travelId = c.req.query('travelId');
  const parsed = travelId === undefined ? undefined : id.safeParse(travelId);
  if (parsed && !parsed.success) return fail(c, 400, 'invalid', 'validation.invalidRequest');
  return c.json({ alerts: await subscriptionsOf(c.env.DB, owner.contactId, parsed?.data) });
});

accountApi.post('/alerts', limited('RATE_LIMIT_ALERTS', (c) => `alerts:${clientIp(c)}`), ownerRequired, ...jsonBody(alertBody), async (c) => {
  const owner = ownerOf(c);
  const body = c.req.valid('json');
  const tourId = body.tourId ?? null;
  const catalogue = await typesFor(catalogueSource(c), body.travelId, tourId);
  if (!catalogue) return fail(c, 404, 'notFound', 'wishlist.noLongerAvailable');
  await updateContactConsents(c.env.DB, owner.contactId, {
    privacyAccepted: body.privacyAccepted,
    marketingConsent: body.marketingConsent ?? null,
    phone: body.phone ?? null,
  });
  const subscription = await subscribe(c.env.DB, {
    contactId: owner.contactId,
    travelId: body.travelId,
    tourId,
    types: catalogue.types,
    phone: body.phone ?? null,
    marketId: c.get('market').id,
    siteOrigin: requestOrigin(c),
    baseline: catalogue.baseline,
  });
  return c.json({ alert: subscription });
});

accountApi.post('/alerts/:id/deactivate', ownerRequired, alertIdParam, ...jsonBody(removalReasonSchema), async (c) => {
  const owner = ownerOf(c);
  const { id: alertId } = c.req.valid('param');
  const body = c.req.valid('json');
  if (!(await deactivate(c.env.DB, owner.contactId, alertId, body))) return fail(c, 404, 'notFound', 'alerts.failed');
  return c.json({ ok: true, status: 'inactive' });
});

accountApi.post('/alerts/:id/activate', ownerRequired, alertIdParam, async (c) => {
  const owner = ownerOf(c);
  const { id: alertId } = c.req.valid('param');
  const alert = await activate(c.env.DB, owner.contactId, alertId);
  if (!alert) return fail(c, 404, 'notFound', 'alerts.failed');
  return c.json({ alert });
});

// ---------------------------------------------------------------------------------------
// Logout (JSON variant for the header island; /logout is the form variant).

accountApi.post('/session/logout', async (c) => c.json({ redirectTo: await logout(c) }));
accountApi.route('/session', sessionRoutes);


/**
 * `login` starts the OpenID Connect login (SPEC §7) and `login-redirect` is its callback.
 * Both answer with a redirect when all is well; otherwise they render a page saying clearly
 * what happened (refused answer, provider down, admin account, user data unavailable).
 */
import type { Context } from 'hono';
import { useTranslation } from 'react-i18next';
import { buildPath } from '../../markets/routes';
import { accountConfig, accountPageUrl, AccountConfigError, sessionSecret } from '../account/config';
import { contactForSubject } from '../account/contacts';
import { clearCookie, guestCookie, loginCookie, readCookie, unseal, writeCookie, writeSessionId, type Session } from '../account/cookies';
import { endSessionUrl, finishLogin, LoginError, revokeToken, startLogin, type LoginFailure } from '../account/oidc';
import { clientIp, requestOrigin, withinLimit } from '../account/request';
import { returnToParam, safeReturnTo } from '../account/returnTo';
import { userOf } from '../account/session';
import { createSession } from '../account/sessionStore';
import { fetchUsersMe } from '../account/usersMe';
import { mergeWishlist } from '../account/wishlist';
import type { AppEnv } from '../context';
import { UpstreamRedirect } from '../errors';
import { log } from '../log';
import { Island } from '../render/Island';
import { usePage } from '../render/PageContext';
import { definePage, type LoadContext } from './types';

type FailureReason = LoginFailure | 'missing' | 'rateLimited';

export type LoginPageData =
  | { kind: 'failed'; reason: FailureReason; status: number; retryHref: string }
  | { kind: 'unavailable'; status: number; retryHref: string }
  | { kind: 'logout-notice'; message: 'adminRefused' | 'privacyPolicy' | 'userFailed'; logoutUrl: string | null; retryHref: string };

/** Thrown to leave a loader with a redirect (cookies set on the context are kept). */
function redirect(location: string): never {
  throw new UpstreamRedirect(location, 302);
}

function loginPath(ctx: LoadContext): string {
  return buildPath(ctx.market.id, 'login') ?? '/login';
}

function waitUntil(c: Context<AppEnv>, promise: Promise<unknown>): void {
  try {
    c.executionCtx.waitUntil(promise.catch(() => undefined));
  } catch {
    void promise.catch(() => undefined);
  }
}

function logFailure(c: Context<AppEnv>, step: string, error: unknown) {
  log('warn', 'login refused', {
    requestId: c.get('requestId'),
    step,
    reason: error instanceof LoginError ? error.reason : error instanceof AccountConfigError ? 'config' : 'error',
    // LoginError messages name the failed check only (never tokens, codes or emails).
    detail: error instanceof Error ? error.message.slice(0, 200) : String(error).slice(0, 200),
  });
}

async function startLoginPage(ctx: LoadContext): Promise<LoginPageData> {
  const { c, url } = ctx;
  const retryHref = loginPath(ctx);
  if (!(await withinLimit(c, 'RATE_LIMIT_LOGIN', `login:${clientIp(c)}`))) {
    return { kind: 'failed', reason: 'rateLimited', status: 429, retryHref };
  }
  const origin = requestOrigin(c);
  const returnTo = safeReturnTo(url.searchParams.get(returnToParam), origin);
  if (c.get('user')) redirect(returnTo);
  try {
    const config = accountConfig(c.env);
    const secret = sessionSecret(c.env);
    const redirectUri = origin + (buildPath(ctx.market.id, 'login-redirect') ?? '/login/redirect');
    const { url: authorizationUrl, attempt } = await startLogin(config, redirectUri, returnTo);
    await writeCookie(c, loginCookie, secret, attempt);
    redirect(authorizationUrl.toString());
  } catch (error) {
    if (error instanceof UpstreamRedirect) throw error;
    logFailure(c, 'start', error);
    return { kind: 'unavailable', status: 503, retryHref };
  }
}

async function callbackPage(ctx: LoadContext): Promise<LoginPageData> {
  const { c, url } = ctx;
  const retryHref = loginPath(ctx);
  if (!(await withinLimit(c, 'RATE_LIMIT_LOGIN', `login:${clientIp(c)}`))) {
    return { kind: 'failed', reason: 'rateLimited', status: 429, retryHref };
  }
  let config: ReturnType<typeof accountConfig>;
  let secret: string;
  try {
    config = accountConfig(c.env);
    secret = sessionSecret(c.env);
  } catch (error) {
    logFailure(c, 'callback', error);
    return { kind: 'unavailable', status: 503, retryHref };
  }
  // One attempt, one use: the login cookie goes whatever happens next.
  const attempt = await unseal(loginCookie, secret, readCookie(c, loginCookie));
  clearCookie(c, loginCookie);
  if (!attempt) {
    logFailure(c, 'callback', new LoginError('state', 'no login attempt cookie'));
    return { kind: 'failed', reason: 'missing', status: 400, retryHref };
  }

  let tokens: Awaited<ReturnType<typeof finishLogin>>;
  try {
    tokens = await finishLogin(config, attempt, url);
  } catch (error) {
    logFailure(c, 'callback', error);
    const reason: FailureReason = error instanceof LoginError ? error.reason : 'provider';
    return { kind: 'failed', reason, status: reason === 'provider' ? 502 : 400, retryHref };
  }

  const origin = requestOrigin(c);
  const home = `${origin}/`;
  const me = await fetchUsersMe(config, tokens.accessToken);
  if (me.kind !== 'user') {
    log('info', 'login ended', { requestId: c.get('requestId'), outcome: me.kind });
    // No session: revoke what the provider gave us (best effort).
    if (tokens.refreshToken) waitUntil(c, revokeToken(config, tokens.refreshToken));
    if (me.kind === 'privacy-policy' && me.userId !== null) {
      redirect(accountPageUrl(c.env, 'account-communications', ctx.market.language));
    }
    const logoutUrl = me.kind === 'failed' ? null : await endSessionUrl(config, tokens.idToken, home);
    const message = me.kind === 'admin' ? 'adminRefused' : me.kind === 'privacy-policy' ? 'privacyPolicy' : 'userFailed';
    return { kind: 'logout-notice', message, logoutUrl, retryHref };
  }

  const claims = tokens.claims;
  const contactId = await contactForSubject(c.env.DB, secret, {
    sub: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : null,
    emailVerified: claims.email_verified === true,
    marketId: ctx.market.id,
  });
  const session: Session = {
    sub: claims.sub,
    contactId,
    user: me.user,
    accessToken: tokens.accessToken,
    accessExpiresAt: tokens.accessExpiresAt,
    refreshToken: tokens.refreshToken,
    idToken: tokens.idToken,
    createdAt: Date.now(),
  };
  // A guest who saved trips with a proven email keeps them after signing in.
  const guest = await unseal(guestCookie, secret, readCookie(c, guestCookie));
  if (guest && guest.contactId !== contactId) await mergeWishlist(c.env.DB, guest.contactId, contactId);
  if (guest) clearCookie(c, guestCookie);
  const created = await createSession(c.env.DB, secret, session, {
    userAgent: c.req.header('user-agent'),
    providerSid: typeof claims.sid === 'string' ? claims.sid.slice(0, 255) : null,
  });
  writeSessionId(c, created.id);
  c.set('session', { handle: created.handle, session });
  c.set('user', userOf(session));
  c.set('owner', { kind: 'user', contactId });
  log('info', 'login', { requestId: c.get('requestId') });
  redirect(safeReturnTo(attempt.returnTo, origin));
}

function LoginView({ data }: { data: LoginPageData }) {
  const { t } = useTranslation();
  const { href } = usePage();
  const title = data.kind === 'logout-notice' ? t('account.loginTitle') : t('account.loginFailedTitle');
  const message =
    data.kind === 'failed'
      ? t(`account.failure.${data.reason}`)
      : data.kind === 'unavailable'
        ? t('account.loginUnavailable')
        : t(`account.${data.message}`);
  return (
    <section className="page-heading account-notice">
      <div className="container container--narrow">
        <h1>{title}</h1>
        <p className="page-heading__lead" role="alert" data-login-outcome={data.kind === 'failed' ? data.reason : data.kind}>
          {message}
        </p>
        {data.kind === 'logout-notice' && data.logoutUrl ? (
          <Island name="LogoutCountdown" props={{ href: data.logoutUrl, seconds: 3 }} />
        ) : (
          <p className="account-notice__actions">
            <a className="button button--primary" href={data.retryHref}>{t('account.tryAgain')}</a>{' '}
            <a className="button button--ghost" href={href('index') ?? '/'}>{t('account.backHome')}</a>
          </p>
        )}
      </div>
    </section>
  );
}

const personal = ['no-store', 'noindex'] as const;

function meta(_data: LoginPageData, { c }: LoadContext) {
  return { title: c.get('i18n').t('account.loginTitle'), robots: 'noindex,nofollow' };
}

function statusOf(data: LoginPageData): number {
  return data.kind === 'logout-notice' ? 200 : data.status;
}

/** GET /login: starts the authorization code flow (PKCE S256, state, nonce). */
export const loginPage = definePage<LoginPageData>({
  pageType: 'custom page',
  middleware: personal,
  load: startLoginPage,
  meta,
  View: LoginView,
  status: statusOf,
});

/** GET /login/redirect: the callback. */
export const loginRedirectPage = definePage<LoginPageData>({
  pageType: 'custom page',
  middleware: personal,
  load: callbackPage,
  meta,
  View: LoginView,
  status: statusOf,
});

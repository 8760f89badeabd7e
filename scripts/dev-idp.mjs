#!/usr/bin/env node
// The development / test identity provider: a real, certified OpenID provider (oidc-provider 9)
// on http://localhost:<port>, started by `npm start` and the e2e tests. It has:
//   · one client, "caravan-web" (secret "dev-client-secret"), authorization code + refresh
//     token, PKCE (S256) required, redirect URIs /login/redirect on every market host
//     (localhost, it|us|en|es|fr|de.localhost) of the given site port(s);
//   · test users (password "caravan" for all):
//       traveller@caravan.test  Giulia Rossi      a regular traveller
//       second@caravan.test     Marco Bianchi     another traveller
//       admin@caravan.test      Ada Admin         role ADMIN → the shop logs admins out
//       privacy@caravan.test    Paula Privacy     users/me → USER_PRIVACY_POLICY_ERROR with a userId
//       noconsent@caravan.test  Nora Noconsent    users/me → USER_PRIVACY_POLICY_ERROR without a userId
//       broken@caravan.test     Bruno Broken      users/me → 500
//       brief@caravan.test      Bea Brief         access tokens last 20 s (a session outliving its token)
//   · the account API: GET /backoffice/users/me (bearer access token) → { success, data };
//   · a stand-in account site under /account/* (profile, travels, partnership, communications);
//   · RP-initiated logout without a confirmation click; back-channel logout to the shop's
//     /logout/backchannel (first site port); consent granted automatically;
//   · refresh tokens for logins that ask offline_access with prompt=consent (OIDC Core §11),
//     rotated on every use (a spent one used again revokes the grant), as production providers do;
//     GET /__dev/refreshes?account=<id> counts the refresh grants that succeeded and failed.
//
// Usage: node scripts/dev-idp.mjs [--port 9400] [--site-port 8787[,other…]] [--access-token-ttl 3600]
// Development only: keys are generated at start, everything lives in memory.
import { generateKeyPairSync, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import Provider from 'oidc-provider';
// The provider's own in-memory store, chosen explicitly: everything here is meant to vanish at
// exit, and passing it keeps oidc-provider from warning that the default store loses data.
import { createMemoryAdapter } from 'oidc-provider/lib/adapters/memory_adapter.js';

function arg(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  if (index >= 0 && process.argv[index + 1]) return process.argv[index + 1];
  return fallback;
}

const port = Number(arg('port', process.env.IDP_PORT ?? '9400'));
const sitePorts = String(arg('site-port', process.env.SITE_PORT ?? process.env.PORT ?? '8787'))
  .split(',')
  .map((value) => Number(value.trim()))
  .filter((value) => Number.isInteger(value) && value > 0);
const accessTokenTtl = Number(arg('access-token-ttl', process.env.IDP_ACCESS_TOKEN_TTL ?? '3600'));
if (!Number.isInteger(port) || port <= 0 || !sitePorts.length) {
  console.error('usage: node scripts/dev-idp.mjs --port 9400 --site-port 8787');
  process.exit(2);
}

const clientId = 'caravan-web';
const clientSecret = 'dev-client-secret';
const issuer = `http://localhost:${port}`;
const siteHosts = ['localhost', '127.0.0.1', 'it.localhost', 'us.localhost', 'en.localhost', 'es.localhost', 'fr.localhost', 'de.localhost'];
const origins = sitePorts.flatMap((p) => siteHosts.map((host) => `http://${host}:${p}`));

const password = 'caravan';
const users = [
  { id: 'u-1001', email: 'traveller@caravan.test', firstName: 'Giulia', lastName: 'Rossi', roles: ['USER'] },
  { id: 'u-1002', email: 'second@caravan.test', firstName: 'Marco', lastName: 'Bianchi', roles: ['USER'] },
  { id: 'u-9001', email: 'admin@caravan.test', firstName: 'Ada', lastName: 'Admin', roles: ['USER', 'ADMIN'] },
  { id: 'u-1003', email: 'privacy@caravan.test', firstName: 'Paula', lastName: 'Privacy', roles: ['USER'], usersMe: 'privacy' },
  { id: 'u-1004', email: 'noconsent@caravan.test', firstName: 'Nora', lastName: 'Noconsent', roles: ['USER'], usersMe: 'privacy-no-user' },
  { id: 'u-1005', email: 'broken@caravan.test', firstName: 'Bruno', lastName: 'Broken', roles: ['USER'], usersMe: 'broken' },
  { id: 'u-1006', email: 'brief@caravan.test', firstName: 'Bea', lastName: 'Brief', roles: ['USER'], accessTokenTtl: 20 },
];
const byId = new Map(users.map((user) => [user.id, user]));
const byEmail = new Map(users.map((user) => [user.email, user]));

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'dev-idp-1', alg: 'RS256', use: 'sig' };

const escape = (value) => String(value).replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]);

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:420px;margin:48px auto;padding:0 16px;color:#14213d}
label{display:block;margin:12px 0 4px}input{width:100%;padding:10px;font-size:16px;box-sizing:border-box}button{margin-top:16px;padding:10px 18px;font-size:16px}
.error{color:#b42318}.hint{color:#56606e;font-size:14px}</style></head><body><h1>${escape(title)}</h1>${body}</body></html>`;
}

const configuration = {
  adapter: createMemoryAdapter(),
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: origins.map((origin) => `${origin}/login/redirect`),
      post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
      // Back-channel logout: a logout here (or an ended provider session) ends the shop's
      // server-side sessions of that user at once (worker/routes/account/logout.ts).
      backchannel_logout_uri: `http://127.0.0.1:${sitePorts[0]}/logout/backchannel`,
      backchannel_logout_session_required: true,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'RS256',
    },
  ],
  jwks: { keys: [signingKey] },
  cookies: { keys: ['caravan-dev-idp-cookie-key'] },
  pkce: { required: () => true },
  scopes: ['openid', 'profile', 'email', 'offline_access'],
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['name', 'given_name', 'family_name'],
  },
  // The shop reads the email from the ID token to link a guest's wishlist.
  conformIdTokenClaims: false,
  ttl: {
    AccessToken: (_ctx, token) => byId.get(token.accountId)?.accessTokenTtl ?? accessTokenTtl,
    AuthorizationCode: 60,
    IdToken: 3600,
    RefreshToken: 14 * 24 * 3600,
    Interaction: 3600,
    Session: 14 * 24 * 3600,
    Grant: 14 * 24 * 3600,
  },
  async findAccount(_ctx, id) {
    const user = byId.get(id);
    if (!user) return undefined;
    return {
      accountId: id,
      async claims() {
        return {
          sub: id,
          email: user.email,
          email_verified: true,
          name: `${user.firstName} ${user.lastName}`,
          given_name: user.firstName,
          family_name: user.lastName,
        };
      },
    };
  },
  // Consent is implied for the shop's own client: every login gets a grant for what it asked.
  async loadExistingGrant(ctx) {
    const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
    if (grantId) {
      const existing = await ctx.oidc.provider.Grant.find(grantId);
      if (existing) return existing;
    }
    const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
    grant.addOIDCScope('openid profile email offline_access');
    await grant.save();
    return grant;
  },
  // Every refresh spends its refresh token and gives a new one: a shop that refreshed twice with
  // the same token (parallel requests) would lose the session, as with a production provider.
  rotateRefreshToken: true,
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  // The provider refuses outgoing requests to loopback addresses (SSRF protection); the shop
  // it sends back-channel logouts to is on this machine, so development lifts that.
  fetch: (url, options) => {
    const rest = { ...options };
    delete rest.dispatcher;
    return fetch(url, rest);
  },
  features: {
    devInteractions: { enabled: false },
    revocation: { enabled: true },
    backchannelLogout: { enabled: true },
    rpInitiatedLogout: {
      enabled: true,
      // No "do you really want to sign out?" click: the shop already asked.
      async logoutSource(ctx, form) {
        ctx.body = page('Signing out…', `${form}<input type="hidden" name="logout" value="yes" form="op.logoutForm">
<noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript>
<script>document.getElementById('op.logoutForm').submit()</script>`);
      },
      async postLogoutSuccessSource(ctx) {
        ctx.body = page('Signed out', '<p>You are signed out of the Caravan dev identity provider.</p>');
      },
    },
  },
  async renderError(ctx, out) {
    ctx.type = 'html';
    ctx.body = page('Identity provider error', `<pre>${escape(JSON.stringify(out, null, 2))}</pre>`);
  },
};

const provider = new Provider(issuer, configuration);
provider.on('server_error', (_ctx, error) => console.error(`[dev-idp] server error: ${error.message}`));
provider.on('backchannel.error', (_ctx, error, client) => console.error(`[dev-idp] back-channel logout to ${client.backchannelLogoutUri} failed: ${error.message}`));
provider.on('backchannel.success', (_ctx, client) => console.log(`[dev-idp] back-channel logout sent to ${client.backchannelLogoutUri}`));

/** Refresh grants per account: { ok, failed } (GET /__dev/refreshes?account=…). */
const refreshes = new Map();
function countRefresh(ctx, outcome) {
  if (ctx.oidc?.params?.grant_type !== 'refresh_token') return;
  const account = ctx.oidc.entities?.RefreshToken?.accountId ?? ctx.oidc.entities?.Account?.accountId ?? 'unknown';
  const entry = refreshes.get(account) ?? { ok: 0, failed: 0 };
  entry[outcome]++;
  refreshes.set(account, entry);
}
provider.on('grant.success', (ctx) => countRefresh(ctx, 'ok'));
provider.on('grant.error', (ctx) => countRefresh(ctx, 'failed'));

function readBody(req, limit = 16 * 1024) {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks = [];
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Error('body too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res, status, type, body) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

function loginForm(uid, { email = '', error = null } = {}) {
  return page(
    'Caravan sign-in (development)',
    `<form method="post" action="/interaction/${escape(uid)}/login" autocomplete="off">
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<label for="email">Email</label><input id="email" name="email" type="email" value="${escape(email)}" required autofocus>
<label for="password">Password</label><input id="password" name="password" type="password" required>
<button type="submit">Sign in</button></form>
<form method="post" action="/interaction/${escape(uid)}/abort"><button type="submit">Cancel</button></form>
<p class="hint">Test users: traveller@caravan.test, second@caravan.test, admin@caravan.test, privacy@caravan.test,
noconsent@caravan.test, broken@caravan.test — password "${password}".</p>`,
  );
}

function samePassword(given) {
  const a = Buffer.from(String(given));
  const b = Buffer.from(password);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function interaction(req, res, url) {
  const match = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(url.pathname);
  if (!match) return send(res, 404, 'text/plain', 'not found');
  const [, uid, action] = match;
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) return send(res, 400, 'text/plain', 'interaction mismatch');
  if (req.method === 'GET' && !action) {
    if (details.prompt.name === 'login') return send(res, 200, 'text/html; charset=utf-8', loginForm(uid));
    // Consent is normally covered by loadExistingGrant; finish it if asked anyway.
    const grant = new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }
  if (req.method === 'POST' && action === 'abort') {
    return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'cancelled' }, { mergeWithLastSubmission: false });
  }
  if (req.method === 'POST' && action === 'login') {
    const form = new URLSearchParams(await readBody(req));
    const email = String(form.get('email') ?? '').trim().toLowerCase();
    const user = byEmail.get(email);
    if (!user || !samePassword(form.get('password') ?? '')) {
      return send(res, 200, 'text/html; charset=utf-8', loginForm(uid, { email, error: 'Wrong email or password' }));
    }
    return provider.interactionFinished(req, res, { login: { accountId: user.id } }, { mergeWithLastSubmission: false });
  }
  return send(res, 405, 'text/plain', 'method not allowed');
}

async function usersMe(req, res) {
  const header = req.headers.authorization ?? '';
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  const found = token ? await provider.AccessToken.find(token) : undefined;
  if (!found || found.isExpired) {
    return send(res, 401, 'application/json', JSON.stringify({ success: false, error: { key: 'UNAUTHORIZED' } }));
  }
  const user = byId.get(found.accountId);
  if (!user) return send(res, 404, 'application/json', JSON.stringify({ success: false, error: { key: 'USER_NOT_FOUND' } }));
  if (user.usersMe === 'privacy') {
    return send(res, 403, 'application/json', JSON.stringify({ success: false, error: { key: 'USER_PRIVACY_POLICY_ERROR', extraData: { userId: user.id } } }));
  }
  if (user.usersMe === 'privacy-no-user') {
    return send(res, 403, 'application/json', JSON.stringify({ success: false, error: { key: 'USER_PRIVACY_POLICY_ERROR', extraData: {} } }));
  }
  if (user.usersMe === 'broken') return send(res, 500, 'application/json', JSON.stringify({ success: false, error: { key: 'INTERNAL' } }));
  return send(
    res,
    200,
    'application/json',
    JSON.stringify({
      success: true,
      data: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, pictureImage: null, roles: user.roles },
    }),
  );
}

const callback = provider.callback();
async function handle(req, res) {
  const url = new URL(req.url ?? '/', issuer);
  try {
    if (url.pathname.startsWith('/interaction/')) return await interaction(req, res, url);
    if (url.pathname === '/backoffice/users/me' && req.method === 'GET') return await usersMe(req, res);
    if (url.pathname.startsWith('/account/')) {
      const name = url.pathname.slice('/account/'.length) || 'profile';
      return send(res, 200, 'text/html; charset=utf-8', page(`Account site: ${name}`, '<p>Stand-in for the external account site (development).</p>'));
    }
    if (url.pathname === '/health') return send(res, 200, 'text/plain', 'ok');
    if (url.pathname === '/__dev/refreshes' && req.method === 'GET') {
      return send(res, 200, 'application/json', JSON.stringify(refreshes.get(url.searchParams.get('account') ?? '') ?? { ok: 0, failed: 0 }));
    }
    return callback(req, res);
  } catch (error) {
    console.error(`[dev-idp] ${req.method} ${url.pathname}: ${error instanceof Error ? error.message : String(error)}`);
    if (!res.headersSent) send(res, 400, 'text/plain', 'bad request');
    else res.end();
  }
}

// "localhost" may resolve to either loopback address: answer on both (never on the network).
const servers = [http.createServer(handle), http.createServer(handle)];
servers[0].listen(port, '127.0.0.1', () => {
  console.log(`[dev-idp] OpenID provider on ${issuer} (client ${clientId}; site ports ${sitePorts.join(', ')})`);
});
servers[0].on('error', (error) => {
  console.error(`[dev-idp] cannot listen on 127.0.0.1:${port}: ${error.message}`);
  process.exit(1);
});
servers[1].on('error', () => undefined); // no IPv6 loopback here: fine
servers[1].listen(port, '::1');

const stop = () => {
  for (const server of servers) server.close();
  setTimeout(() => process.exit(0), 200).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

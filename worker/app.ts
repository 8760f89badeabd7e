import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { AppEnv } from './context';
import { UpstreamRedirect, unknownRouteMessage } from './errors';
import { log } from './log';
import { allowedMethods, allowedMethodsOf, type AllowedMethods, methodNotAllowed } from './methods';
import { redirect } from './redirect';
import { requestBodyLimit } from './middleware/bodyLimit';
import { deviceId } from './middleware/deviceId';
import { edgeExperiments } from './middleware/edgeExperiments';
import { flags } from './middleware/flags';
import { geolocation } from './middleware/geolocation';
import { market } from './middleware/market';
import { requestLog } from './middleware/requestLog';
import { security } from './middleware/security';
import { session } from './account/session';
import { accountApi } from './routes/account/api';
import { devOutboxRoutes } from './routes/account/devOutbox';
import { logoutRoutes } from './routes/account/logout';
import { unsubscribeRoutes } from './routes/account/unsubscribe';
import { renderErrorPage } from './render/errorResponse';
import { api } from './routes/api';
import { assistantHandoffApi } from './routes/api/assistantHandoff';
import { benchRoutes } from './routes/bench';
import { cspReportRoutes } from './routes/cspReport';
import { i18nApi } from './routes/api/i18n';
import { rumApi } from './routes/api/rum';
import { menuApi } from './routes/api/menu';
import { periodsApi } from './routes/api/periods';
import { marketSwitchApi } from './routes/api/marketSwitch';
import { liveApi } from './routes/api/live';
import { assistantApi } from './routes/api/assistant';
import { seo } from './routes/seo';
import { opsRoutes } from './routes/ops';
import { opsPageRoutes } from './routes/opsPage';
import { warmRoutes } from './routes/warm';
import { eventSignupRoutes } from './routes/event';
import { handlePage } from './routes/pages';
import { productionGuard } from './productionConfig';

export type App = Hono<AppEnv>;

/**
 * Builds the worker's Hono app. `extraRoutes` are mounted before the page catch-all
 * (integration tests use it to reach error paths no real route produces).
 */
export function createApp(extraRoutes?: (app: App) => void): App {
  const app: App = new Hono<AppEnv>();

  // Order matters (DESIGN.md request path).
  // Production with a secret missing or an example value: a plain 503 for everything.
  app.use(productionGuard());
  app.use(requestId({ limitLength: 64 }));
  // The methods each path takes, from the routes below (built on the first request that asks).
  let methodTable: AllowedMethods | undefined;
  const allowed: AllowedMethods = (path) => (methodTable ??= allowedMethodsOf(app.routes))(path);
  app.use(async function methodTableForRequest(c, next) {
    c.set('allowedMethods', allowed);
    await next();
  });
  app.use(requestLog());
  app.use(market());
  app.use(security());
  // Every route that reads a body: refused (413) before it is read, whatever the route.
  app.use(requestBodyLimit());
  // Before the device id, flags and session: a CSP report needs none of them.
  app.route('/api', cspReportRoutes);
  // Vitals beacons need no device id, session or flags either.
  app.route('/api', rumApi);
  app.use(deviceId());
  // Signed-in user / guest owner, before the flags (whose attributes say whether the visitor is logged in).
  app.use(session());
  // Flags before geolocation: the geolocation map is a flag.
  app.use(flags());
  app.use(geolocation());
  // Redirect and visual experiments from the payload: before rendering and on the HTML going out.
  app.use(edgeExperiments());

  app.route('/__bench', benchRoutes((request, env, ctx) => app.fetch(request, env, ctx)));
  // The QA view renders the page it is asked about through this app.
  app.route('/__ops/page', opsPageRoutes((request, env, ctx) => app.fetch(request, env, ctx)));
  app.route('/__ops/warm', warmRoutes((request, env, ctx) => app.fetch(request, env, ctx)));
  app.route('/__ops', opsRoutes());
  app.route('/__dev', devOutboxRoutes);
  // Accounts, wishlist, codes and alerts claim their own /api prefixes before the catalogue API.
  app.route('/api', accountApi);
  // Live availability (GET /api/tours/live) before the catalogue contract.
  app.route('/api', liveApi);
  app.route('/api', i18nApi);
  app.route('/api', menuApi);
  app.route('/api', periodsApi);
  app.route('/api', marketSwitchApi);
  app.route('/api', assistantApi);
  // The trip assistant's hand-over to a person (issue 31).
  app.route('/api', assistantHandoffApi);
  app.route('/api', api);
  app.route('/', logoutRoutes);
  app.route('/', unsubscribeRoutes);
  app.route('/', seo);
  extraRoutes?.(app);
  // POST to a WeMeet event's page: its sign-up form (worker/routes/event.tsx).
  app.route('/', eventSignupRoutes(handlePage));
  app.get('*', handlePage);
  // Any other method on a path no route takes it for: 405 with Allow (GET, HEAD for pages).
  app.all('*', (c) => {
    const allow = allowedMethods(c);
    return allow.includes(c.req.method) ? renderErrorPage(c, 404, unknownRouteMessage) : methodNotAllowed(c, allow);
  });

  app.notFound((c) => renderErrorPage(c, 404, unknownRouteMessage));

  app.onError((error, c) => {
    if (error instanceof UpstreamRedirect) return redirect(c, error.location, error.status);
    if (error instanceof HTTPException) {
      if (error.status >= 500) log('error', 'request failed', { requestId: c.get('requestId'), error: error.message });
      return renderErrorPage(c, error.status, error.message);
    }
    log('error', 'unhandled error', {
      requestId: c.get('requestId'),
      error: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    });
    return renderErrorPage(c, 500, error instanceof Error ? error.message : 'Internal Server Error');
  });

  return app;
}

import type { Context } from 'hono';
import { defaultMarketId, markets } from '../../markets/config';
import { marketOrigin, productionDomains } from '../../markets/hosts';
import { log } from '../log';
import { i18nFor } from '../i18n';
import { catalogueSource, outageRetryAfterSeconds } from '../data/source';
import type { AppEnv } from '../context';
import { ErrorPage } from './ErrorPage';
import { buildHead } from './head';
import { renderPage } from './render';

const titleKey = (status: number) => (status === 404 ? 'errors.notFoundTitle' : status === 503 ? 'errors.unavailableTitle' : 'errors.errorTitle');
const descriptionKey = (status: number) => (status === 404 ? 'errors.unknownRoute' : status === 503 ? 'errors.unavailableDescription' : 'errors.genericSubtitle');

/**
 * Renders the error page; if even that fails, a minimal static document. A 503 (the catalogue
 * is down) says when to come back and is never stored by a cache.
 */
export async function renderErrorPage(c: Context<AppEnv>, status: number, message: string): Promise<Response> {
  const production = c.env.ENVIRONMENT === 'production';
  const unavailable = status === 503 ? { 'Retry-After': String(outageRetryAfterSeconds), 'Cache-Control': 'no-store' } : null;
  if (unavailable) for (const [name, value] of Object.entries(unavailable)) c.header(name, value);
  try {
    // The failure may have happened before the market middleware ran.
    if (!c.get('market')) {
      c.set('market', markets[defaultMarketId]);
      c.set('marketDomains', productionDomains(''));
      c.set('i18n', i18nFor(markets[defaultMarketId].language));
    }
    const t = c.get('i18n').t;
    const url = new URL(c.req.url);
    const head = buildHead({
      title: t(titleKey(status)),
      brand: t('brand'),
      description: t(descriptionKey(status)),
      robots: 'noindex,nofollow',
      canonical: marketOrigin(c.get('market').id, url, c.get('marketDomains')) + url.pathname,
      alternates: [],
    });
    const route = c.get('route');
    const layout = await catalogueSource(c).layout().catch(() => null);
    return await renderPage(c, {
      layout,
      status,
      head,
      routeName: route && !route.unavailable ? route.name : null,
      params: route?.params ?? {},
      children: <ErrorPage status={status} message={message} production={production} retryHref={url.pathname + url.search} />,
    });
  } catch (error) {
    log('error', 'error page failed', { requestId: c.get('requestId'), error: String(error) });
    return new Response('<!doctype html><title>Error</title><h1>Something went wrong! Please try again later!</h1>', {
      status: status >= 400 ? status : 500,
      headers: { 'Content-Type': 'text/html; charset=utf-8', ...unavailable },
    });
  }
}

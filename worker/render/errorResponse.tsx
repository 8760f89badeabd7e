import type { Context } from 'hono';
import { defaultMarketId, markets } from '../../markets/config';
import { marketOrigin, productionDomains } from '../../markets/hosts';
import { createI18n } from '../../markets/i18n';
import { resources } from '../../markets/locales';
import { log } from '../log';
import { catalogueSource } from '../data/source';
import type { AppEnv } from '../context';
import { ErrorPage } from './ErrorPage';
import { buildHead } from './head';
import { renderPage } from './render';

/** Renders the error page; if even that fails, a minimal static document. */
export async function renderErrorPage(c: Context<AppEnv>, status: number, message: string): Promise<Response> {
  const production = c.env.ENVIRONMENT === 'production';
  try {
    // The failure may have happened before the market middleware ran.
    if (!c.get('market')) {
      c.set('market', markets[defaultMarketId]);
      c.set('marketDomains', productionDomains(''));
      c.set('i18n', createI18n(markets[defaultMarketId].language, resources[markets[defaultMarketId].language]));
    }
    const t = c.get('i18n').t;
    const url = new URL(c.req.url);
    const head = buildHead({
      title: t(status === 404 ? 'errors.notFoundTitle' : 'errors.errorTitle'),
      brand: t('brand'),
      description: t(status === 404 ? 'errors.unknownRoute' : 'errors.genericSubtitle'),
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
      children: <ErrorPage status={status} message={message} production={production} />,
    });
  } catch (error) {
    log('error', 'error page failed', { requestId: c.get('requestId'), error: String(error) });
    return new Response('<!doctype html><title>Error</title><h1>Something went wrong! Please try again later!</h1>', {
      status: status >= 400 ? status : 500,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  }
}

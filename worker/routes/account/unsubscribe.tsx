/**
 * One-click unsubscribe from alert emails. The link is signed (HMAC of the subscription id),
 * so it is its own authority: POST works without a session and from mail clients (RFC 8058
 * `List-Unsubscribe=One-Click`), hence no same-origin check here. GET only shows a
 * confirmation button, because mail scanners follow links.
 */
import { Hono, type Context } from 'hono';
import { useTranslation } from 'react-i18next';
import { unsubscribe } from '../../account/alerts';
import { sessionSecret } from '../../account/config';
import { unsubscribePath, verifyUnsubscribe } from '../../alerts/unsubscribeLink';
import type { AppEnv } from '../../context';
import { catalogueSource } from '../../data/source';
import { log } from '../../log';
import { buildHead } from '../../render/head';
import { renderPage } from '../../render/render';

type State = 'confirm' | 'done' | 'invalid';

function UnsubscribeView({ state, action }: { state: State; action: string }) {
  const { t } = useTranslation();
  return (
    <section className="page-heading account-notice">
      <div className="container container--narrow">
        <h1>{t('alerts.unsubscribeTitle')}</h1>
        {state === 'confirm' ? (
          <form method="post" action={action} className="account-notice__actions">
            <p className="page-heading__lead">{t('alerts.unsubscribeText')}</p>
            <button type="submit" className="button button--primary">{t('alerts.unsubscribeButton')}</button>
          </form>
        ) : (
          <p className="page-heading__lead" role="status" data-unsubscribe={state}>
            {t(state === 'done' ? 'alerts.unsubscribeDone' : 'alerts.unsubscribeInvalid')}
          </p>
        )}
      </div>
    </section>
  );
}

async function page(c: Context<AppEnv>, state: State, status: 200 | 400): Promise<Response> {
  const t = c.get('i18n').t;
  const url = new URL(c.req.url);
  c.header('Cache-Control', 'private, no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return renderPage(c, {
    status,
    head: buildHead({
      title: t('alerts.unsubscribeTitle'),
      brand: t('brand'),
      description: t('alerts.unsubscribeText'),
      robots: 'noindex,nofollow',
      canonical: null,
      alternates: [],
    }),
    routeName: null,
    params: {},
    layout: await catalogueSource(c).layout().catch(() => null),
    children: <UnsubscribeView state={state} action={`${url.pathname}${url.search}`} />,
  });
}

async function signed(c: Context<AppEnv>): Promise<string | null> {
  const id = c.req.query('s') ?? '';
  const sig = c.req.query('sig') ?? '';
  try {
    return (await verifyUnsubscribe(sessionSecret(c.env), id, sig)) ? id : null;
  } catch {
    return null;
  }
}

export const unsubscribeRoutes = new Hono<AppEnv>();

unsubscribeRoutes.get(unsubscribePath, async (c) => {
  c.set('routeName', 'alerts-unsubscribe');
  return (await signed(c)) ? page(c, 'confirm', 200) : page(c, 'invalid', 400);
});

unsubscribeRoutes.post(unsubscribePath, async (c) => {
  c.set('routeName', 'alerts-unsubscribe');
  const id = await signed(c);
  if (!id) return page(c, 'invalid', 400);
  const known = await unsubscribe(c.env.DB, id);
  log('info', 'alert unsubscribed', { requestId: c.get('requestId'), known });
  // Mail clients posting "List-Unsubscribe=One-Click" only need the status.
  if (!(c.req.header('accept') ?? '').includes('text/html')) return c.body(null, known ? 200 : 400);
  return page(c, known ? 'done' : 'invalid', known ? 200 : 400);
});

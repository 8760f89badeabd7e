/** The emails' words and markup, in the recipient's market language (copy in markets/locales/account). */
import type { i18n } from 'i18next';
import { isMarketId, markets, type MarketId } from '../../markets/config';
import type { AlertType } from '../../shared/alerts';
import { formatDate } from '../../shared/dates';
import { chargeStatement, formatPrice } from '../../shared/money';
import { i18nFor as i18nForLanguage } from '../i18n';
import type { EmailMessage } from './sender';

const escapeMap: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => escapeMap[ch]!);
}

/** The i18n instance of a market's language (worker/i18n.ts). */
export function i18nFor(marketId: MarketId): i18n {
  return i18nForLanguage(markets[marketId].language);
}

export function marketOf(id: string): MarketId {
  return isMarketId(id) ? id : 'it';
}

export function layout(lang: string, inner: string, footer: string): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><body style="margin:0;padding:24px;background:#f7f3ee;font:16px/1.5 system-ui,sans-serif;color:#14213d">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">${inner}</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#5c6378">${footer}</p></body></html>`;
}

export const codeTtlMinutes = 10;

/** The one-time code email. */
export function codeEmail(to: string, code: string, marketId: MarketId): EmailMessage {
  const { t } = i18nFor(marketId);
  const lines = [t('emails.code.intro'), code, t('emails.code.expires', { minutes: codeTtlMinutes }), t('emails.code.ignore')];
  return {
    kind: 'code',
    to,
    subject: t('emails.code.subject', { code }),
    text: `${lines.join('\n\n')}\n\n-- \n${t('emails.footer')}\n`,
    html: layout(
      markets[marketId].locale,
      `<p>${escapeHtml(lines[0]!)}</p><p style="font-size:32px;letter-spacing:8px;font-weight:700" data-code>${escapeHtml(code)}</p>` +
        `<p>${escapeHtml(lines[2]!)}</p><p style="color:#5c6378">${escapeHtml(lines[3]!)}</p>`,
      escapeHtml(t('emails.footer')),
    ),
  };
}

export interface AlertEmailInput {
  to: string;
  marketId: MarketId;
  type: AlertType;
  travelName: string;
  startingDate: string;
  /** Cents in EUR (the catalogue's reference currency). */
  price?: number;
  previousPrice?: number;
  tripUrl: string;
  unsubscribeUrl: string;
  idempotencyKey: string;
}

/** The currency of alert amounts: the catalogue's reference currency, which is also one a booking is charged in. */
const alertCurrency = 'EUR';

/** One alert email: a confirmation, a price drop or a new departure, with one-click unsubscribe. */
export function alertEmail(input: AlertEmailInput): EmailMessage {
  const { t } = i18nFor(input.marketId);
  const market = markets[input.marketId];
  const values = {
    name: input.travelName,
    date: formatDate(input.startingDate, input.marketId),
    price: input.price === undefined ? '' : formatPrice(input.price, alertCurrency, input.marketId),
    previous: input.previousPrice === undefined ? '' : formatPrice(input.previousPrice, alertCurrency, input.marketId),
  };
  const subject = t(`emails.alert.${input.type}.subject`, values);
  // An email naming a price says what is charged as every page does (shared/money.ts chargeStatement).
  const charge = input.price === undefined ? null : chargeStatement(alertCurrency);
  const body = t(`emails.alert.${input.type}.body`, values) + (charge ? ` ${t(charge.key, charge.values)}` : '');
  const text = [
    body,
    `${t('emails.alert.cta')}: ${input.tripUrl}`,
    t('emails.alert.why'),
    `${t('emails.alert.unsubscribe')}: ${input.unsubscribeUrl}`,
  ].join('\n\n');
  return {
    kind: 'alert',
    to: input.to,
    subject,
    text: `${text}\n\n-- \n${t('emails.footer')}\n`,
    html: layout(
      market.locale,
      `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(input.tripUrl)}" style="display:inline-block;background:#e4572e;color:#fff;padding:10px 18px;border-radius:999px;text-decoration:none">${escapeHtml(t('emails.alert.cta'))}</a></p>`,
      `${escapeHtml(t('emails.alert.why'))} <a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(t('emails.alert.unsubscribe'))}</a><br>${escapeHtml(t('emails.footer'))}`,
    ),
    // RFC 8058 one-click unsubscribe: mail clients POST "List-Unsubscribe=One-Click" to the URL.
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    idempotencyKey: input.idempotencyKey,
  };
}

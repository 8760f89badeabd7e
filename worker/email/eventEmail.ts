/** The WeMeet sign-up confirmation email, in the market's language (copy in markets/locales/wemeet). */
import { markets, type MarketId } from '../../markets/config';
import type { EmailMessage } from './sender';
import { escapeHtml, i18nFor, layout } from './templates';

export interface EventEmailInput {
  to: string;
  name: string;
  marketId: MarketId;
  title: string;
  /** Day and time as the page writes them. */
  when: string;
  where: string;
  /** Formatted price, or '' for a free event. */
  price: string;
  url: string;
}

export function eventSignupEmail(input: EventEmailInput): EmailMessage {
  const { t } = i18nFor(input.marketId);
  const lines = [
    t('wemeet.email.when', { when: input.when }),
    t('wemeet.email.where', { where: input.where }),
    ...(input.price ? [t('wemeet.email.price', { price: input.price })] : []),
  ];
  const intro = t('wemeet.email.intro', { name: input.name });
  const outro = t('wemeet.email.outro');
  return {
    kind: 'event',
    to: input.to,
    subject: t('wemeet.email.subject', { title: input.title }),
    text: `${intro}\n\n${input.title}\n${lines.join('\n')}\n\n${t('wemeet.email.link', { url: input.url })}\n\n${outro}\n\n-- \n${t('emails.footer')}\n`,
    html: layout(
      markets[input.marketId].locale,
      `<p>${escapeHtml(intro)}</p><h1 style="font-size:20px">${escapeHtml(input.title)}</h1>` +
        `<p>${lines.map(escapeHtml).join('<br>')}</p>` +
        `<p><a href="${escapeHtml(input.url)}" style="color:#0b6e69">${escapeHtml(input.title)}</a></p>` +
        `<p style="color:#5c6378">${escapeHtml(outro)}</p>`,
      escapeHtml(t('emails.footer')),
    ),
  };
}

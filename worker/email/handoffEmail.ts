/** The "talk to a person" confirmation email, in the market's language (copy in markets/locales/assistantUi). */
import { markets, type MarketId } from '../../markets/config';
import type { HandoffKind, HandoffTime } from '../../shared/assistantHandoff';
import type { EmailMessage } from './sender';
import { escapeHtml, i18nFor, layout } from './templates';

export interface HandoffEmailInput {
  to: string;
  name: string;
  marketId: MarketId;
  kind: HandoffKind;
  phone?: string;
  time: HandoffTime;
  transcriptKept: boolean;
}

export function handoffEmail(input: HandoffEmailInput): EmailMessage {
  const { t } = i18nFor(input.marketId);
  const time = t(`assistantUi.request.times.${input.time}`);
  const lines = [
    input.kind === 'callback' && input.phone ? t('assistantUi.email.callback', { phone: input.phone, time }) : t('assistantUi.email.byEmail', { time }),
    input.transcriptKept ? t('assistantUi.email.transcriptIncluded') : t('assistantUi.email.noTranscript'),
  ];
  const intro = t('assistantUi.email.intro', { name: input.name });
  const outro = t('assistantUi.email.outro');
  return {
    kind: 'handoff',
    to: input.to,
    subject: t('assistantUi.email.subject'),
    text: `${intro}\n\n${lines.join('\n\n')}\n\n${outro}\n\n-- \n${t('emails.footer')}\n`,
    html: layout(
      markets[input.marketId].locale,
      `<p>${escapeHtml(intro)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p style="color:#5c6378">${escapeHtml(outro)}</p>`,
      escapeHtml(t('emails.footer')),
    ),
  };
}

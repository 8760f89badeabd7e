import { useTranslation } from 'react-i18next';
import { freshnessAttr, maxLiveIds, type CopyBundle, type FreshnessProps } from '../../../shared/freshness';
import type { Tour } from '../../data/types';
import { usePage } from '../PageContext';
import { serializeForScript } from '../serialize';
import { dateTimeFormat } from '../../../markets/intlFormats';

/**
 * When the departures below were read (issue 14 item 5), and what client/ui/freshness.ts needs
 * to ask for their live status, seats and price once the page is idle: plain DOM, no island (a
 * trip page loads no React for it). A page from the render cache keeps the time of its own
 * render; a page built from an old copy while the catalogue failed claims no time at all.
 */
export function LiveAvailability({ tours }: { tours: Tour[] }) {
  const { t, i18n } = useTranslation();
  const { market, currency, catalogueDegraded, nonce } = usePage();
  // An old copy answered a failed read: its age is unknown, so no time is claimed.
  const readAt = catalogueDegraded ? null : Date.now();
  const bundle = (ns: string) => (i18n.getResource(market.language, 'translation', ns) ?? {}) as CopyBundle;
  const { at: _at, unverified: _unverified, ...freshness } = bundle('freshness');
  const props: FreshnessProps = {
    tourIds: tours.slice(0, maxLiveIds).map((tour) => tour.id),
    readAt,
    marketId: market.id,
    currency,
    locale: market.intlLocale,
    // What the browser says later: the line's age and changes, a departure's status and seats.
    copy: { freshness, status: bundle('status'), seat: bundle('seat') },
  };
  const label =
    readAt === null
      ? t('freshness.unverified')
      : t('freshness.at', { time: dateTimeFormat(market.intlLocale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: market.timeZone }).format(readAt) });
  return (
    <>
      <script type="application/json" nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: serializeForScript(props) }} />
      <p className="freshness" {...{ [freshnessAttr]: '' }}>
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M20 12a8 8 0 1 1-2.3-5.6M20 4v4h-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {readAt === null ? <span>{label}</span> : <time dateTime={new Date(readAt).toISOString()}>{label}</time>}
        <span className="visually-hidden" role="status" />
      </p>
    </>
  );
}

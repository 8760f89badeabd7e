/**
 * Campaign and click-tracking parameters: analytics read them in the browser (client/analytics);
 * no page renders anything from them. A newsletter or an ad lands on `/viaggi/x?utm_source=…`
 * or `?gclid=<unique per click>`: keyed as it is, every such visit would be another page for
 * the edge cache (a render, a store, an entry nobody asks for again). Without them, it is the
 * page itself (worker/render/pageCache.ts), and the page's own links (show more) do not carry
 * them on, which would restart the visit's attribution in analytics.
 */
const trackingNames = new Set([
  // Google Ads, Display & Video, Analytics cross-domain linker, Search Console
  'gclid', 'gclsrc', 'gbraid', 'wbraid', 'dclid', 'gad_source', 'gad_campaignid', '_ga', '_gl', 'srsltid',
  // Meta, Microsoft, TikTok, X, LinkedIn, Yandex, Pinterest, Instagram
  'fbclid', 'msclkid', 'ttclid', 'twclid', 'li_fat_id', 'yclid', 'epik', 'igshid',
  // Mailchimp, HubSpot, Marketo
  'mc_cid', 'mc_eid', '_hsenc', '_hsmi', 'mkt_tok',
]);

/** A campaign (`utm_*`) or click-id parameter: nothing on the page depends on it. */
export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || trackingNames.has(lower);
}

/**
 * A URL's query (`?a=1&utm_source=x`, as `URL.search` gives it) without its tracking
 * parameters: `?a=1`, or `''` when nothing else is left. The other parameters keep their
 * order and their encoding.
 */
export function withoutTrackingParams(search: string): string {
  if (search.length < 2) return '';
  const kept = search
    .slice(1)
    .split('&')
    .filter((pair) => {
      if (!pair) return false;
      const end = pair.indexOf('=');
      const raw = end < 0 ? pair : pair.slice(0, end);
      let name: string;
      try {
        name = decodeURIComponent(raw.replace(/\+/g, ' '));
      } catch {
        return true; // not a parameter we know by name: kept as it is
      }
      return !isTrackingParam(name);
    });
  return kept.length ? `?${kept.join('&')}` : '';
}

/** Crawlers, link previews and audits: they get the whole page at once and their own render-cache entry. */
const botPattern = /bot|crawl|spider|slurp|lighthouse|facebookexternalhit|embedly|preview/i;

export function isBot(userAgent: string | undefined): boolean {
  return botPattern.test(userAgent ?? '');
}

import { usePage } from '../PageContext';

/**
 * A `<style>` element carrying the request's CSP nonce: style-src has no 'unsafe-inline',
 * so style attributes are blocked and CMS-driven styles (banner colours, custom page CSS)
 * come through here. `css` must already be safe (validated colours, sanitizeCss).
 */
export function InlineStyle({ css }: { css: string }) {
  const { nonce } = usePage();
  return css ? <style nonce={nonce}>{css}</style> : null;
}

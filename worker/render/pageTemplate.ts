import { bootElementId } from '../../shared/boot';

/**
 * A stored page cut where it differs per request: its CSP nonce attributes and the boot data
 * script's content. Cutting happens once, when the page is stored; a hit only joins strings,
 * where rewriting the page (HTMLRewriter) would parse 60–120 KB of HTML on every request.
 */
export interface PageTemplate {
  /** The HTML before the boot data, cut at every `nonce="…"` of the render that was stored. */
  before: string[];
  /** The HTML after the boot data, cut the same way. */
  after: string[];
}

const bootOpening = `<script id="${bootElementId}"`;

/**
 * Cuts a rendered page (`nonce`: its render's CSP nonce). Null when the page is not one the
 * document renders (no nonce, no boot data script): such a page is not stored.
 */
export function cutTemplate(html: string, nonce: string | undefined): PageTemplate | null {
  if (!nonce) return null;
  const opening = html.indexOf(bootOpening);
  const contentStart = opening < 0 ? -1 : html.indexOf('>', opening) + 1;
  // The boot data is serialised with `<` escaped (render/serialize.ts): its first `</script>` ends it.
  const contentEnd = contentStart <= 0 ? -1 : html.indexOf('</script>', contentStart);
  if (contentEnd < 0) return null;
  const attribute = nonceAttribute(nonce);
  return { before: html.slice(0, contentStart).split(attribute), after: html.slice(contentEnd).split(attribute) };
}

/** The stored page with this request's nonce and boot data (already serialised for a script). */
export function fillTemplate(template: PageTemplate, nonce: string, bootScript: string): string {
  const attribute = nonceAttribute(nonce);
  return template.before.join(attribute) + bootScript + template.after.join(attribute);
}

const nonceAttribute = (nonce: string) => `nonce="${nonce}"`;

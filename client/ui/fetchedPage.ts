/**
 * Parts of another version of this page (a `?more=` list, a `?modal=` dialog), fetched and
 * made this page's own: parsed inert in a <template> (a parsed document, DOMParser, would have
 * CSP judge its inline styles, with their nonce, against this page's policy and report them
 * blocked), imported, and their inline styles and scripts given this page's nonce, which is
 * what CSP lets through.
 */
export async function fetchPagePart(href: string, selector: string): Promise<Element | null> {
  const response = await fetch(href, { credentials: 'same-origin', headers: { accept: 'text/html' } });
  if (!response.ok) throw new Error(`${href}: ${response.status}`);
  const page = document.createElement('template');
  page.innerHTML = await response.text();
  const part = page.content.querySelector(selector);
  return part ? adopt(part) : null;
}

/** A copy of a fetched node for this document, with this page's nonce on its styles and scripts. */
function adopt<T extends Node>(node: T): T {
  const copy = document.importNode(node, true);
  if (!(copy instanceof Element)) return copy;
  const nonce = document.querySelector<HTMLElement>('style[nonce], script[nonce]')?.nonce ?? '';
  for (const element of [copy, ...Array.from(copy.querySelectorAll('style, script'))]) {
    if (element instanceof HTMLStyleElement || element instanceof HTMLScriptElement) element.nonce = nonce;
  }
  return copy;
}

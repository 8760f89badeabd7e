import type { DOMMutation } from '@growthbook/growthbook';
import type { EdgeExposure } from '../../flags/edgeExperiments';
import { serializeForScript } from './serialize';

/**
 * GrowthBook visual-editor mutations applied to HTML on its way out, with HTMLRewriter (streamed,
 * no parse of the whole page): the page arrives changed, no client script, no flicker. The same
 * meaning as GrowthBook's dom-mutator for what the visual editor writes:
 * - `html`: set (the element's content), append (after its content), remove (emptied);
 * - `class`: set (the whole list), append (a class added), remove (a class removed);
 * - any other attribute: set, append (to its value), remove (the attribute).
 * Element moves (`parentSelector`) and custom js/css are not applied (never run as script here).
 */
function handlerFor(mutation: DOMMutation): HTMLRewriterElementContentHandlers | null {
  const { action, attribute } = mutation;
  const value = mutation.value ?? '';
  if (attribute === 'html') {
    if (action === 'set') return { element: (el) => void el.setInnerContent(value, { html: true }) };
    if (action === 'append') return { element: (el) => void el.append(value, { html: true }) };
    return { element: (el) => void el.setInnerContent('') };
  }
  if (!/^[A-Za-z_:][-A-Za-z0-9_:.]*$/.test(attribute) || /^on/i.test(attribute)) return null;
  if (attribute === 'class') {
    const classes = value.split(/\s+/).filter(Boolean);
    return {
      element(el) {
        if (action === 'set') return void el.setAttribute('class', value);
        const current = (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);
        const next = action === 'append' ? [...current, ...classes.filter((name) => !current.includes(name))] : current.filter((name) => !classes.includes(name));
        el.setAttribute('class', next.join(' '));
      },
    };
  }
  // A payload never gets to run script through an attribute (href="javascript:…").
  if (/^\s*javascript:/i.test(value)) return null;
  if (action === 'set') return { element: (el) => void el.setAttribute(attribute, value) };
  if (action === 'append') return { element: (el) => void el.setAttribute(attribute, (el.getAttribute(attribute) ?? '') + value) };
  return { element: (el) => void el.removeAttribute(attribute) };
}

/** Id of the script element listing the edge exposures (client/analytics/ecommerce.ts edgeExposuresId). */
export const edgeExposuresId = '__caravan_edge_exp';

/**
 * The response with `mutations` applied and, when given, the exposures listed before `</body>`
 * (a JSON data block: not run, so no CSP nonce). A selector HTMLRewriter cannot parse is skipped.
 */
export function applyDomMutations(response: Response, mutations: readonly DOMMutation[], exposures: readonly EdgeExposure[] = []): Response {
  let rewriter = new HTMLRewriter();
  let any = false;
  for (const mutation of mutations) {
    const handler = handlerFor(mutation);
    if (!handler) continue;
    try {
      rewriter = rewriter.on(mutation.selector, handler);
      any = true;
    } catch {
      // Unsupported selector: that change is not made, the others are.
    }
  }
  if (exposures.length) {
    const block = `<script type="application/json" id="${edgeExposuresId}">${serializeForScript(exposures)}</script>`;
    rewriter = rewriter.on('body', { element: (el) => el.onEndTag((end) => void end.before(block, { html: true })) });
    any = true;
  }
  if (!any) return response;
  const rewritten = rewriter.transform(response);
  const headers = new Headers(rewritten.headers);
  headers.delete('content-length');
  return new Response(rewritten.body, { status: rewritten.status, statusText: rewritten.statusText, headers });
}

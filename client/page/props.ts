import { islandPropsAttr } from '../../shared/boot';

/**
 * The JSON text of an island's props: the `<script type="application/json" data-props>` the
 * server writes just before the island's root (worker/render/Island.tsx), or none (`{}`).
 */
export function islandPropsText(el: Element): string {
  const script = el.previousElementSibling;
  return script instanceof HTMLScriptElement && script.hasAttribute(islandPropsAttr) ? (script.textContent ?? '{}') : '{}';
}

import xss from 'xss';
import { CacheLong, freshMs } from '../cache/strategies';
import { Memo } from '../cache/memo';

// js-xss is CommonJS: the default import works in both esbuild (wrangler) and vite (tests).
const { FilterXSS } = xss as unknown as typeof import('xss');

/** Allowlist for CMS HTML (rich text, banner messages, bios): structure and links only. */
const cmsFilter = new FilterXSS({
  whiteList: {
    a: ['href', 'title', 'target', 'rel'],
    p: [], br: [], strong: [], b: [], em: [], i: [], u: [], s: [], small: [], span: [],
    h2: [], h3: [], h4: [], ul: [], ol: [], li: [], blockquote: [], hr: [],
    table: [], thead: [], tbody: [], tr: [], th: [], td: [],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template'],
  onTagAttr(tag, name, value) {
    if (tag === 'a' && name === 'href') {
      const href = value.trim();
      // Only http(s), mailto, tel and same-site links survive.
      if (/^(https?:|mailto:|tel:|\/(?!\/)|#)/i.test(href)) return `href="${href.replace(/"/g, '&quot;')}"`;
      return '';
    }
    if (tag === 'a' && name === 'target') return value === '_blank' ? 'target="_blank" rel="noopener noreferrer"' : '';
    return undefined;
  },
});

/**
 * Sanitised CMS HTML by its source, per isolate: the same banner, talk-to-us bar, bio or answer
 * is on page after page, and parsing it again is ten microseconds a piece (issue 12 item 3: no
 * per-request work that could be per-isolate). A pure function of the text: nothing else is kept.
 */
const sanitized = new Memo<string>(freshMs(CacheLong), 300);
/** Longer text (a whole page of rich text) is sanitised every time rather than kept. */
const keptUpTo = 16_384;

/** Sanitises CMS HTML with an allowlist (js-xss); safe to inject with dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (html.length > keptUpTo) return cmsFilter.process(html);
  let clean = sanitized.get(html);
  if (clean === undefined) sanitized.set(html, (clean = cmsFilter.process(html)));
  return clean;
}

/**
 * Custom page CSS is scoped under the page's root class and stripped of anything that can
 * load or execute (url(), @import, expression(), </style>).
 */
export function sanitizeCss(css: string | null | undefined): string {
  if (!css) return '';
  if (/<\/?style|@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding/i.test(css)) return '';
  return css.replace(/url\s*\([^)]*\)/gi, 'none').slice(0, 20_000);
}

import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server.node';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { CacheLong, freshMs } from '../cache/strategies';
import { Memo } from '../cache/memo';
import { PageContext, usePage, type PageContextValue } from './PageContext';

/**
 * Markup that is the same on every page showing it (a trip's card, the footer), rendered once
 * per isolate and written into the page as one string (issue 12 item 3: no per-request work
 * that could be per-isolate). React writes a page element by element, attribute by attribute;
 * a card is twenty elements, the footer a sixth of a page's.
 *
 * Kept by what it shows: the data it is given (as JSON), the market, the display currency and
 * the caller's variant. A card whose price or status changed is new markup, never an old copy.
 * The JSON of an object is worked out once per object (the per-isolate copies of the data are
 * the same objects from page to page: ../data/isolateCache.ts).
 *
 * Nothing is kept with ISOLATE_CACHE=off (the bench's cold renders): every page renders it.
 *
 * The subtree renders under a page context that has only the market, its paths and the display
 * currency: reading anything else of the page (path, query, visitor, today) throws, rather than
 * being remembered for the next page. It must not render islands (their props carry the
 * request's nonce), and React does not hydrate it: static markup, no text separators.
 */
const kept = new Memo<string>(freshMs(CacheLong), 1000);
const jsonOf = new WeakMap<object, string>();

function contentKey(data: object): string {
  let json = jsonOf.get(data);
  if (json === undefined) jsonOf.set(data, (json = JSON.stringify(data)));
  return json;
}

const staticFields = ['market', 'href', 'currency'] as const;

/** The part of the page a static subtree may read; anything else throws. */
function staticPage(page: PageContextValue): PageContextValue {
  const fields: Partial<PageContextValue> = Object.fromEntries(staticFields.map((name) => [name, page[name]]));
  return new Proxy(fields, {
    get(target, name) {
      if (typeof name === 'string' && !(staticFields as readonly string[]).includes(name)) {
        throw new Error(`isolateMarkup: a static subtree read page.${name}, which is not the same on every page`);
      }
      return target[name as keyof PageContextValue];
    },
  }) as PageContextValue;
}

export interface MarkupScope {
  page: PageContextValue;
  i18n: I18n;
}

/**
 * The markup of `render()`, which shows `data` (and nothing else of the request but the market
 * and the display currency), rendered on the first ask in this isolate.
 */
export function isolateMarkup(scope: MarkupScope, data: object, variant: string, render: () => ReactElement): string {
  if (!scope.page.keepMarkup) return staticMarkup(scope, render);
  const key = `${scope.page.market.id} ${scope.page.currency} ${variant} ${contentKey(data)}`;
  let html = kept.get(key);
  if (html === undefined) kept.set(key, (html = staticMarkup(scope, render)));
  return html;
}

/** isolateMarkup in a component: the scope is this page's context and copy. */
export function useIsolateMarkup(data: object, variant: string, render: () => ReactElement): string {
  const { i18n } = useTranslation();
  const page = usePage();
  return isolateMarkup({ page, i18n }, data, variant, render);
}

function staticMarkup(scope: MarkupScope, render: () => ReactElement): string {
  return renderToStaticMarkup(
    <PageContext.Provider value={staticPage(scope.page)}>
      <I18nextProvider i18n={scope.i18n}>{render()}</I18nextProvider>
    </PageContext.Provider>,
  );
}

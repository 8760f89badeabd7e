import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../markets/i18n';
import { markets } from '../../../markets/config';
import { buildPath } from '../../../markets/routes';
import { resources } from '../../../markets/locales';
import { isolateMarkup, type MarkupScope } from '../../../worker/render/isolateMarkup';
import { usePage, type PageContextValue } from '../../../worker/render/PageContext';
import { useTranslation } from 'react-i18next';

function scope(currency: 'EUR' | 'USD' = 'EUR', path = '/viaggi'): MarkupScope {
  const market = markets.it;
  const page = {
    market, currency, path, search: '?page=2', today: '2026-11-24', routeName: 'travels', keepMarkup: true,
    href: (name, params) => buildPath(market.id, name, params),
  } as Partial<PageContextValue> as PageContextValue;
  return { page, i18n: createI18n('it', resources.it) };
}

/** A card-like subtree: reads the market's paths, the currency and the copy. */
function Card({ trip }: { trip: { slug: string; days: number } }) {
  const { href, currency } = usePage();
  const { t } = useTranslation();
  return createElement('a', { href: href('travels-travel', { travel: trip.slug }) }, `${t('trip.daysShort', { count: trip.days })} · ${currency}`);
}

describe('isolateMarkup', () => {
  it('renders a subtree once for the same data, market, currency and variant; again when one of them changes', () => {
    let renders = 0;
    const render = (trip: { slug: string; days: number }) => () => {
      renders++;
      return createElement(Card, { trip });
    };
    const trip = { slug: 'unit-jordan', days: 8 };
    const first = isolateMarkup(scope(), trip, 'card', render(trip));
    expect(first).toBe('<a href="/viaggi/unit-jordan">8 giorni · EUR</a>');
    // The same content in another object (a list built again for this request): kept.
    expect(isolateMarkup(scope(), { ...trip }, 'card', render({ ...trip }))).toBe(first);
    expect(renders).toBe(1);
    // Another page (path, query) does not matter: the subtree cannot read them.
    expect(isolateMarkup(scope('EUR', '/cerca'), trip, 'card', render(trip))).toBe(first);
    expect(renders).toBe(1);
    const longer = { ...trip, days: 9 };
    expect(isolateMarkup(scope(), longer, 'card', render(longer))).toBe('<a href="/viaggi/unit-jordan">9 giorni · EUR</a>');
    expect(isolateMarkup(scope('USD'), trip, 'card', render(trip))).toBe('<a href="/viaggi/unit-jordan">8 giorni · USD</a>');
    isolateMarkup(scope(), trip, 'card h2', render(trip));
    expect(renders).toBe(4);
  });

  it('keeps nothing when the isolate keeps nothing (ISOLATE_CACHE=off: cold renders)', () => {
    let renders = 0;
    const cold = scope();
    cold.page = { ...cold.page, keepMarkup: false };
    const trip = { slug: 'unit-cold', days: 5 };
    for (let i = 0; i < 3; i++) {
      expect(isolateMarkup(cold, trip, 'card', () => (renders++, createElement(Card, { trip })))).toBe('<a href="/viaggi/unit-cold">5 giorni · EUR</a>');
    }
    expect(renders).toBe(3);
  });

  it('throws when the subtree reads what is not the same on every page (path, query, today)', () => {
    for (const field of ['path', 'search', 'today', 'account'] as const) {
      function Reads() {
        return createElement('p', null, String(usePage()[field]));
      }
      expect(() => isolateMarkup(scope(), { field }, 'reads', () => createElement(Reads))).toThrow(`page.${field}`);
    }
  });
});

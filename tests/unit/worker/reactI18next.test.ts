import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../markets/i18n';
import { resources } from '../../../markets/locales';
import { I18nextProvider, useTranslation } from '../../../worker/render/reactI18next';

/** Renders calls of the worker's `t` twice and returns their answers with the underlying call count. */
function answers(calls: [string, Record<string, unknown>?][]) {
  const i18n = createI18n('it', resources.it);
  const fixed = i18n.getFixedT(null, 'translation');
  const spy = vi.spyOn(i18n, 'getFixedT');
  let underlying = 0;
  spy.mockImplementation((() => ((key: string, options?: Record<string, unknown>) => {
    underlying += 1;
    return fixed(key, options);
  })) as never);
  const seen: unknown[] = [];
  function Words() {
    const { t } = useTranslation();
    for (const [key, options] of calls) seen.push((t as unknown as (k: string, o?: unknown) => unknown)(key, options));
    return null;
  }
  for (let round = 0; round < 2; round++) renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(Words)));
  return { seen, underlying, expected: calls.map(([key, options]) => fixed(key, options)) };
}

describe("the worker's react-i18next", () => {
  it('gives i18next\'s words, remembering a call it answered before (plain, interpolated, plural)', () => {
    const calls: [string, Record<string, unknown>?][] = [
      ['header.login'],
      ['rating.reviews', { count: 1 }],
      ['rating.reviews', { count: 18342 }],
      ['trip.daysNights', { days: 8, nights: 7 }],
    ];
    const { seen, underlying, expected } = answers(calls);
    expect(seen).toEqual([...expected, ...expected]);
    expect(expected[2]).toBe('18.342 recensioni');
    // The second render asked i18next nothing.
    expect(underlying).toBe(calls.length);
  });

  it('does not keep calls with options it cannot key (objects) and still answers them', () => {
    const calls: [string, Record<string, unknown>?][] = [['trip.daysNights', { days: 8, nights: 7, extra: { a: 1 } }]];
    const { seen, underlying, expected } = answers(calls);
    expect(seen).toEqual([expected[0], expected[0]]);
    expect(underlying).toBe(2);
  });
});

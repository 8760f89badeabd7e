/**
 * Price history of every seeded departure (issue 14 item 4, migration 0013): most departures sold
 * at one steady price, some really reduced (the base price charged until a few days ago, some
 * with a step in between), and a few "fake" discounts whose struck base price was never charged
 * in the 30 days before the current price. The tours' lowest_price_30d_* and their discount
 * (kept only when the history supports it) come from shared/priceHistory.ts, bundled with
 * esbuild like the market config, so the seed and the worker apply one rule.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays } from './dates.mjs';
import { createRandom, hash } from './prng.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

async function loadRules() {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [resolve(root, 'shared/priceHistory.ts')],
    bundle: true, format: 'esm', platform: 'neutral', write: false, logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
}

const currencies = [['EUR', 'eur'], ['USD', 'usd'], ['GBP', 'gbp']];

/** The price of a level in one currency: the base, the current price, or a step between them. */
function levelPrice(tour, level, suffix) {
  if (level === 'base') return tour[`base_price_${suffix}`];
  if (level === 'price') return tour[`price_${suffix}`];
  if (level === 'lower') return tour[`price_${suffix}`] - Math.max(1000, Math.round((tour[`price_${suffix}`] * 0.05) / 1000) * 1000);
  // A step halfway, rounded like the catalogue's prices (10 units), in proportion per currency.
  const base = tour[`base_price_${suffix}`];
  const price = tour[`price_${suffix}`];
  return price + Math.round((base - price) / 2 / 1000) * 1000;
}

/** The story of one departure's price as [level, day it took effect] pairs, oldest first. */
function story(tour, rnd, today) {
  const listed = addDays(today, -rnd.int(70, 240));
  if (!(tour.discount_pct > 0)) {
    // Steady, or (one in eight) raised once long ago: no reduction to announce either way.
    return rnd.chance(0.125) ? [['lower', listed], ['price', addDays(today, -rnd.int(35, 65))]] : [['price', listed]];
  }
  const kind = rnd.weighted({ real: 62, realWithStep: 14, fakeSteady: 14, fakeStale: 10 });
  const reduced = addDays(today, -rnd.int(0, 24));
  if (kind === 'real') return [['base', listed], ['price', reduced]];
  if (kind === 'realWithStep') return [['base', listed], ['step', addDays(reduced, -rnd.int(6, 20))], ['price', reduced]];
  // Fake: the "was" price never charged, or only more than 30 days before the reduction.
  if (kind === 'fakeSteady') return [['price', listed]];
  return [['base', addDays(listed, -120)], ['step', addDays(reduced, -rnd.int(40, 90))], ['price', reduced]];
}

/**
 * Builds the price_history rows and updates each tour row in place: lowest_price_30d_* and,
 * when the history does not support the reduction, discount_pct = 0 / discounted = 0.
 */
export async function buildPriceHistory({ tours, today }) {
  const { discountEvidence, lowestPrice30dByCurrency } = await loadRules();
  const now = `${today}T23:59:59Z`;
  const rows = [];
  for (const tour of tours) {
    const rnd = createRandom(hash(`${tour.code}-prices`));
    const points = [];
    for (const [level, day] of story(tour, rnd, today)) {
      for (const [currency, suffix] of currencies) {
        points.push({ tour_id: tour.id, currency, price: levelPrice(tour, level, suffix), valid_from: `${day}T00:00:00Z` });
      }
    }
    rows.push(...points);
    const history = points.map((row) => ({ currency: row.currency, price: row.price, validFrom: row.valid_from }));
    const evidence = discountEvidence(history, { currency: 'EUR', price: tour.price_eur, basePrice: tour.base_price_eur, now });
    if (!evidence.supported) {
      tour.discount_pct = 0;
      tour.discounted = 0;
    }
    const lowest = lowestPrice30dByCurrency(history, now);
    for (const [currency, suffix] of currencies) tour[`lowest_price_30d_${suffix}`] = lowest?.[currency] ?? null;
  }
  return rows;
}

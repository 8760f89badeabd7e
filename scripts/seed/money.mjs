// Amounts of the seed in every currency: the catalogue's prices and the amounts its copy names.

export const usdRate = 1.09;
export const gbpRate = 0.86;

/** An EUR amount (cents) in another currency, rounded to 10 units as the catalogue's prices are. */
export const convert = (eurCents, rate) => Math.round((eurCents * rate) / 1000) * 1000;

/**
 * An amount named in copy, as the token the storefront writes out in the page's display currency
 * (shared/money.ts fillMoney): never a "€150" that stays in euros on a dollar or pound page.
 */
export function moneyToken(eurCents) {
  return `{{money EUR:${eurCents} USD:${convert(eurCents, usdRate)} GBP:${convert(eurCents, gbpRate)}}}`;
}

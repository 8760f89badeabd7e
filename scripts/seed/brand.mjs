/**
 * Footer trust and payment artwork per language (issue 14): the badges and the bank-transfer
 * mark carry words, so each language gets its own variant under /img/brand/{language}/;
 * brand names (Visa, PayPal…) are the same everywhere.
 */
import { labelSvg } from './images.mjs';

/** The storefront's score on the review platform: footer widget and trust-rating blocks. */
export const trust = { rating: 4.7, count: 18342, ratingPercent: 94, url: 'https://reviews.caravan.travel/caravan' };

export const paymentSystems = ['visa', 'mastercard', 'amex', 'paypal', 'apple-pay', 'google-pay', 'bank-transfer'];

const brandNames = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', paypal: 'PayPal', 'apple-pay': 'Apple Pay', 'google-pay': 'Google Pay' };

/** Accessible name of a payment system in a language (the alt text of its mark). */
export function paymentLabel(name, footerCopy) {
  return name === 'bank-transfer' ? footerCopy.payments.bankTransfer : brandNames[name] ?? name;
}

/** Image path of a payment mark: the ones with words are per language. */
export function paymentImage(name, language) {
  return name === 'bank-transfer' ? `/img/brand/${language}/bank-transfer.svg` : `/img/brand/${name}.svg`;
}

const badgeStyles = {
  insured: { file: 'badge-insured', background: '#0f766e', color: '#fff' },
  packageTravel: { file: 'badge-package-travel', background: '#1e3a8a', color: '#fff' },
  reviews: { file: 'badge-reviews', background: '#f59e0b', color: '#1f2937' },
};

/** Image path of a footer badge in a language. */
export function badgeImage(key, language) {
  return `/img/brand/${language}/${badgeStyles[key].file}.svg`;
}

/** Width that fits a label in 14 px bold Arial, with padding. */
const widthFor = (text, min) => Math.max(min, Math.ceil(text.length * 8.6 + 24));

function escapeXml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Every localised brand asset: { 'brand/it/badge-insured.svg': svg, … }. */
export function localizedBrandAssets(copy) {
  const assets = {};
  for (const [language, c] of Object.entries(copy)) {
    const footer = c.layout.footer;
    for (const [key, style] of Object.entries(badgeStyles)) {
      const text = key === 'reviews' ? `★ ${footer.badges.reviews}` : footer.badges[key];
      assets[`brand/${language}/${style.file}.svg`] = labelSvg(escapeXml(text), style.background, style.color, widthFor(text, 130), 40);
    }
    const bank = footer.payments.bankTransfer;
    assets[`brand/${language}/bank-transfer.svg`] = labelSvg(escapeXml(bank), '#f2f2f2', '#333', widthFor(bank, 110), 30);
  }
  return assets;
}

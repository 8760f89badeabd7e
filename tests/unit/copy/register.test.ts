/**
 * One register per market language (issue 30, item 11: the French copy mixed "tu" and "vous").
 * Product decision: French says "vous" (the register French travel brands and legal copy use);
 * Italian, Spanish and German keep the informal register they already use throughout (tu, tú,
 * du), and each is held the same way: no form of the other register in the language's copy.
 * Copy = the locales (site, islands, emails) and every seeded text in that language.
 */
import { describe, expect, it } from 'vitest';
import { legalName } from '../../../markets/company';
import { markets } from '../../../markets/config';
import { resources } from '../../../markets/locales';
import { fixedRoutingKeys, pathsByLanguage } from '../../../markets/paths';
// Seed modules are plain ESM JavaScript.
// @ts-expect-error no types for the seed scripts
import { ImageRegistry, buildCatalogue } from '../../../scripts/seed/catalogue.mjs';
// @ts-expect-error no types for the seed scripts
import { withCompany } from '../../../scripts/seed/company.mjs';
// @ts-expect-error no types for the seed scripts
import de from '../../../scripts/seed/copy/de.mjs';
// @ts-expect-error no types for the seed scripts
import en from '../../../scripts/seed/copy/en.mjs';
// @ts-expect-error no types for the seed scripts
import es from '../../../scripts/seed/copy/es.mjs';
// @ts-expect-error no types for the seed scripts
import fr from '../../../scripts/seed/copy/fr.mjs';
// @ts-expect-error no types for the seed scripts
import it_ from '../../../scripts/seed/copy/it.mjs';
// @ts-expect-error no types for the seed scripts
import { buildEvents } from '../../../scripts/seed/events.mjs';
// @ts-expect-error no types for the seed scripts
import { buildLayouts } from '../../../scripts/seed/layouts.mjs';
// @ts-expect-error no types for the seed scripts
import { buildPages } from '../../../scripts/seed/pages.mjs';

type Language = 'it' | 'es' | 'fr' | 'de';

/** Words of the register a language does not use. Unicode-aware edges: "fêtes" holds no "tes". */
const otherRegister: Record<Language, RegExp> = {
  // tu, te, toi, ton, ta, tes and the elided t’ (t’inscrivant, t’aider).
  fr: /(?<![\p{L}\p{N}’'-])(tu|te|toi|ton|ta|tes)(?![\p{L}\p{N}’'])|(?<![\p{L}])t[’'](?=\p{L})|-(toi|te)(?![\p{L}])/giu,
  // Formal Lei/La/Le as address: the capitalised courtesy forms in running text.
  it: /(?<=[\p{L},;:] )(Lei|Le sue|Il suo|La sua|I suoi|Suo|Sua|Suoi)(?![\p{L}])/gu,
  es: /(?<![\p{L}])(usted|ustedes)(?![\p{L}])/giu,
  // Sie/Ihr/Ihnen as address: capitalised inside a sentence (after a colon "Sie" may be "they" opening a sentence).
  de: /(?<=[\p{L},;] )(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)(?![\p{L}])/gu,
};

function strings(value: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (value && typeof value === 'object' && !(value instanceof Set) && !(value instanceof Map)) {
    for (const [key, item] of Object.entries(value)) strings(item, `${path}.${key}`, out);
  }
  return out;
}

const copy = withCompany({ it: it_, en, es, fr, de }, legalName);
const today = '2026-11-25';
const images = new ImageRegistry();
const catalogue = buildCatalogue({ base: '2026-11-01', today, scale: 1, images });
const seeded = {
  ...catalogue,
  ...buildPages({ copy, paths: pathsByLanguage, markets, routingKeys: fixedRoutingKeys, images, catalogue }),
  ...buildLayouts({ copy, paths: pathsByLanguage, markets, catalogue, updatedAt: `${today}T00:00:00Z` }),
  ...buildEvents({ today, catalogue, images }),
} as Record<string, Record<string, unknown>[]>;

/** Every seeded row in the language: rows with a `language` column, and the layouts and menus of its markets. */
function seededText(language: Language): [string, string][] {
  const marketsOf = Object.entries(markets).filter(([, m]) => m.language === language).map(([id]) => id);
  const out: [string, string][] = [];
  for (const [table, rows] of Object.entries(seeded)) {
    if (!Array.isArray(rows) || table === 'bases') continue;
    rows.forEach((row, i) => {
      if (row.language === language || (typeof row.market === 'string' && marketsOf.includes(row.market))) strings(row, `${table}[${i}]`, out);
    });
  }
  return out;
}

function hits(texts: [string, string][], language: Language): string[] {
  const found: string[] = [];
  for (const [path, text] of texts) {
    // Text in tags and attributes alike; e-mail addresses and URLs are not words.
    const plain = text.replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
    for (const match of plain.matchAll(otherRegister[language])) {
      found.push(`${path}: “${match[0]}” in “${plain.slice(Math.max(0, (match.index ?? 0) - 40), (match.index ?? 0) + 40)}”`);
    }
  }
  return found;
}

describe('one register per language', () => {
  it.each(['fr', 'it', 'es', 'de'] as const)('%s: the locales (site, islands, emails) never use the other register', (language) => {
    expect(hits(strings(resources[language], language, []), language)).toEqual([]);
  });

  it.each(['fr', 'it', 'es', 'de'] as const)('%s: the seeded pages, trips, menus, events and reviews never use the other register', (language) => {
    expect(hits(seededText(language), language)).toEqual([]);
  });

  it('the scanner finds the forms it guards against and leaves look-alikes', () => {
    const fr: [string, string][] = [['x', 'En t’inscrivant, tu acceptes. Inscris-toi ! Ton e-mail, tes vols, ta place']];
    expect(hits(fr, 'fr').length).toBe(6);
    expect(hits([['x', 'Les fêtes ? Non : la tête, vos vols, Tahiti, l’été, peut-être, Costa Rica']], 'fr').length).toBe(0);
    expect(hits([['x', 'Gracias, ¿usted viaja solo?']], 'es').length).toBe(1);
    expect(hits([['x', 'Wir helfen Ihnen gern. Sie reisen? sie reisen']], 'de').length).toBe(1);
  });
});

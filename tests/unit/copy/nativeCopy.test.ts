import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../markets/i18n';
import { resources } from '../../../markets/locales';
import { formatScore, genderContext, languageList, mealList } from '../../../shared/nativeCopy';
import { englishHits, numberHits, rawKeyHits, visibleText } from '../../integration/copyScan';
// Seed modules are plain ESM JavaScript.
// @ts-expect-error no types for the seed scripts
import { localizedBrandAssets } from '../../../scripts/seed/brand.mjs';
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
import { nativeProse, placeLabel, placeName, placeValues } from '../../../scripts/seed/places.mjs';
// @ts-expect-error no types for the seed scripts
import { fillGender } from '../../../scripts/seed/text.mjs';

describe('copy scanner', () => {
  it('reads text, title, description and read-out attributes; skips scripts, styles and other-language quotes', () => {
    const html = `<html><head><title>Viaggi &amp; altro</title><meta name="description" content="Giordania"/></head>
      <body><script>var trip = "the";</script><style>.a{}</style><p>Ciao <img alt="Mar Morto" src="x.svg"/></p>
      <blockquote lang="en"><p>I would go back</p></blockquote><span aria-label="Chiudi">×</span><br><p>fine</p></body></html>`;
    const texts = visibleText(html, 'it').map((chunk) => chunk.text.trim());
    expect(texts).toEqual(['Viaggi & altro', 'Giordania', 'Ciao', 'Mar Morto', 'Chiudi', '×', 'fine']);
  });

  it('finds English words but not proper names, loan phrases or words that are also Italian/German/Spanish', () => {
    const hits = englishHits([{ source: 'text', text: 'Pasti: breakfast. Wild Atlantic Way, Sicilia on the road, menu, Island (de)' }], 'it');
    expect(hits.map((hit) => hit.found)).toEqual(['breakfast']);
    expect(englishHits([{ source: 'text', text: 'Cuando sea necesario, ¿no has encontrado?' }], 'es')).toEqual([]);
    expect(englishHits([{ source: 'text', text: 'Codice GROUP40 · privacy@caravan.travel · camere private' }], 'it')).toEqual([]);
    expect(englishHits([{ source: 'text', text: 'Reviews for the trip' }], 'de').map((hit) => hit.found)).toEqual(['Reviews', 'for', 'the', 'trip']);
  });

  it('flags counts over 999 written without the market grouping; leaves years, times, codes and ids', () => {
    const text = '18342 recensioni · 18.342 · 1.290 € · 1290 viaggi · dal 2019 · alle 15:00 · JOR15-261219 · CARAVAN50 · P.IVA 01234567890 · 4,7';
    expect(numberHits([{ source: 'text', text }], 'it-IT').map((hit) => hit.found)).toEqual(['18342']);
    // Spanish and Italian leave four-digit numbers ungrouped (Intl, RAE); German and English group them.
    expect(numberHits([{ source: 'text', text: '1290 viajes' }], 'es-ES')).toEqual([]);
    expect(numberHits([{ source: 'text', text: '1290 Reisen' }], 'de-DE').map((hit) => hit.found)).toEqual(['1290']);
    expect(numberHits([{ source: 'text', text: '1,290 trips and 18\u202f342 avis' }], 'en-US')).toEqual([]);
  });

  it('finds a translation key shown in place of its copy, not web addresses or numbers', () => {
    const chunks = visibleText('<body><nav aria-label="a11y.breadcrumbs"><a href="/">caravan.travel</a> 4.7 · v1.2 · nav.breadcrumbs</nav></body>');
    const namespaces = Object.keys(resources.it);
    expect(rawKeyHits(chunks, namespaces).map((hit) => `${hit.source}: ${hit.found}`)).toEqual(['aria-label: a11y.breadcrumbs', 'text: nav.breadcrumbs']);
    expect(rawKeyHits(visibleText('<body><nav aria-label="Percorso di navigazione">Home</nav></body>'), namespaces)).toEqual([]);
  });
});

describe('numbers and lists in the market language', () => {
  it('formats every interpolated count, never years', () => {
    expect(createI18n('it', resources.it).t('rating.reviews', { count: 18342 })).toBe('18.342 recensioni');
    expect(createI18n('de', resources.de).t('rating.reviews', { count: 18342 })).toBe('18.342 Bewertungen');
    expect(createI18n('fr', resources.fr).t('rating.reviews', { count: 18342 })).toBe('18\u202f342 avis');
    expect(createI18n('en', resources.en).t('rating.reviews', { count: 18342 })).toBe('18,342 reviews');
    expect(createI18n('it', resources.it).t('coordinatorPage.since', { year: 2019 })).toContain('2019');
  });

  it('names languages and meals in the market language, as natural lists', () => {
    expect(languageList(['en', 'de'], 'it-IT')).toBe('inglese e tedesco');
    expect(languageList(['en', 'de', 'fr'], 'de-DE')).toBe('Englisch, Deutsch und Französisch');
    expect(languageList(['it', 'en'], 'es-ES')).toBe('italiano e inglés');
    const t = createI18n('fr', resources.fr).t;
    expect(mealList(['breakfast', 'dinner'], t, 'fr-FR')).toBe('petit-déjeuner et dîner');
    expect(mealList(['snack'], t, 'fr-FR')).toBe('');
    expect(formatScore(4.7, 'it-IT')).toBe('4,7');
    expect(formatScore(4, 'en-US')).toBe('4.0');
  });

  it('picks the female words for a female coordinator, the generic ones otherwise', () => {
    const t = createI18n('it', resources.it).t;
    expect(t('trip.coordinator', { context: genderContext('female') })).toBe('La tua coordinatrice');
    expect(t('trip.coordinator', { context: genderContext('male') })).toBe('Il tuo coordinatore');
    expect(t('trip.coordinator', { context: genderContext(null) })).toBe('Il tuo coordinatore');
  });
});

describe('seed copy tables', () => {
  it('names places in each language, with articles contracted in prose', () => {
    expect(['it', 'es', 'fr', 'de'].map((language) => placeLabel('Dead Sea', language))).toEqual(['Mar Morto', 'Mar Muerto', 'Mer Morte', 'Totes Meer']);
    expect(nativeProse(`Partenza da ${placeName('Dead Sea', 'it')}`, 'it')).toBe('Partenza dal Mar Morto');
    expect(nativeProse(`Arrivo a ${placeName('Cairo', 'it')}`, 'it')).toBe('Arrivo al Cairo');
    expect(nativeProse(`Salida de ${placeName('Dead Sea', 'es')}`, 'es')).toBe('Salida del mar Muerto');
    expect(nativeProse(`Arrivée à ${placeName('Cape Town', 'fr')}`, 'fr')).toBe('Arrivée au Cap');
    expect(placeValues('Dead Sea', 'de')).toMatchObject({ atStop: 'am Toten Meer', fromStop: 'vom Toten Meer' });
    expect(placeValues('Amman', 'de')).toMatchObject({ atStop: 'in Amman', toStop: 'nach Amman' });
  });

  it('writes gendered words for the person they are about', () => {
    const template = '{c:è stato fantastico|è stata fantastica}';
    expect(fillGender(`Priya ${template}`, { c: 'female' })).toBe('Priya è stata fantastica');
    expect(fillGender(`Marco ${template}`, { c: 'male' })).toBe('Marco è stato fantastico');
  });

  it('badge and payment artwork carries no English words outside English', () => {
    const assets: Record<string, string> = localizedBrandAssets({ it: it_, en, es, fr, de });
    for (const language of ['it', 'es', 'fr', 'de']) {
      const files = Object.entries(assets).filter(([path]) => path.startsWith(`brand/${language}/`));
      expect(files.length).toBe(4);
      for (const [path, svg] of files) {
        const text = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!).join(' ');
        expect(text, path).not.toBe('');
        expect(englishHits([{ source: path, text }], language), path).toEqual([]);
      }
    }
  });
});

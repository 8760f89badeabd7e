/**
 * What the alert job reads of the catalogue, through a CatalogueSource (embedded D1, or the
 * upstream API when API_BASE_URL is set): the watched travels' departures, once, from the
 * default market's source, and the travel titles in each language an email is written in (one
 * call per language, only for travels with a change). Nothing is cached (backgroundSource).
 */
import { defaultMarketId, marketIds, markets, type Language } from '../../markets/config';
import type { CatalogueSource } from '../data/catalogue';
import { backgroundSource, type BackgroundOptions } from '../data/backgroundSource';
import { travelTitles, type Departure } from '../data/departures';

export class AlertCatalogue {
  /** The language the departures' own titles are in. */
  readonly reference: Language = markets[defaultMarketId].language;
  private readonly sources = new Map<Language, CatalogueSource>();

  constructor(
    private readonly env: Pick<Env, 'DB' | 'API_BASE_URL'>,
    private readonly options: BackgroundOptions = {},
  ) {}

  /** The source of a language: the default market for its language, else the first market speaking it. */
  of(language: Language): CatalogueSource {
    let source = this.sources.get(language);
    if (!source) {
      const id = markets[defaultMarketId].language === language ? defaultMarketId : (marketIds.find((m) => markets[m].language === language) ?? defaultMarketId);
      source = backgroundSource(this.env, markets[id], this.options);
      this.sources.set(language, source);
    }
    return source;
  }

  /**
   * Titles keyed `${travelId}:${language}` for the languages given: the departures' own titles
   * for the reference language, one travels call per other language. Throws CatalogueUnavailable.
   */
  async titles(languages: readonly Language[], tours: readonly Departure[], travelIds: readonly number[]): Promise<Map<string, string>> {
    const titles = new Map<string, string>();
    for (const tour of tours) titles.set(`${tour.travelId}:${this.reference}`, tour.title);
    const ids = [...new Set(travelIds)];
    const others = [...new Set(languages)].filter((language) => language !== this.reference);
    if (!ids.length) return titles;
    const answers = await Promise.all(others.map(async (language) => [language, await travelTitles(this.of(language), ids)] as const));
    for (const [language, byId] of answers) for (const [travelId, title] of byId) titles.set(`${travelId}:${language}`, title);
    return titles;
  }
}

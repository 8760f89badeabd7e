/**
 * AI search page (SPEC §2, Italy only; other markets are 404 by the route table): a free-text
 * request (GET ?q=), the commentary of what was understood with a rating, the departures found
 * and a link to the full results page with the same filters; "the spell didn't work" when
 * nothing was understood. When the strict reading finds nothing, wider searches are tried in
 * turn (shared/aiSearchRelax.ts) and the page says what it relaxed.
 */
import { useTranslation } from 'react-i18next';
import { buildPath } from '../../markets/routes';
import {
  maxQueryLength, relaxationSentence, relaxationSteps, requestSummary,
  type AiSearchCatalogue, type AiSearchNote, type Mood, type Relaxation, type RequestSummary, type TripStyle,
} from '../../shared/aiSearch';
import { formatDate, todayIn } from '../../shared/dates';
import { listFormat } from '../../markets/intlFormats';
import { filtersToQuery, type Filters } from '../../shared/filters';
import { formatPrice } from '../../shared/money';
import { ageRangeLabel } from '../../shared/priceBuckets';
import { aiSearch, type AiBinding, type AiSearchSource } from '../ai/searchModel';
import { emptyPage } from '../data/catalogue';
import { catalogueSource } from '../data/source';
import type { Layout, Page, Tour } from '../data/types';
import { notFound } from '../errors';
import { log } from '../log';
import { Island } from '../render/Island';
import { usePage } from '../render/PageContext';
import { TourCard } from '../render/ui/TourCard';
import { definePage, type LoadContext } from './types';

/** Endpoint of the rating form (worker/routes/api/aiSearch.ts). */
export const ratingAction = '/api/ai-search/rating';

const perPage = 12;
// Travels read to match moods (not a filter field): the catalogue's largest page.
const moodTravelsLimit = 100;

interface Answer {
  source: AiSearchSource;
  notes: AiSearchNote[];
  confidence: number;
  /** Moods were asked for but no travel has them: the list ignores them. */
  moodIgnored: boolean;
  /** Filters understood, as a search query string (no paging): what the rating is about. */
  filtersQuery: string;
  /**
   * The strict reading found nothing: what it asked for, what was relaxed to find the list
   * shown (empty: nothing found even at the widest), and whether anything was found.
   */
  widened: { summary: RequestSummary; relaxed: Relaxation[]; found: boolean } | null;
}

export interface AiSearchData {
  action: string;
  query: string;
  state: 'idle' | 'results' | 'error';
  answer: Answer | null;
  tours: Page<Tour>;
  /** The search results page with the same filters. */
  searchHref: string | null;
  rated: number | null;
}

/** The request as read: one line, trimmed, at most 500 characters; '' when absent. */
export function cleanQuery(value: string | null): string {
  return (value ?? '').replace(/\p{Cc}+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, maxQueryLength).trim();
}

function catalogueOf(layout: Layout | null): AiSearchCatalogue {
  const available = layout?.availableFilters;
  const groups = available?.destinations ?? [];
  const codes = (list: readonly { code: string }[] | undefined) => (list?.length ? list.map((item) => item.code) : undefined);
  return {
    continents: groups.map((group) => ({ id: group.continent.id, code: group.continent.code, name: group.continent.name })),
    countries: groups.flatMap((group) =>
      group.items.map((item) => ({ id: item.id, name: item.name, isoCodeAlpha3: item.isoCodeAlpha3, continentId: group.continent.id })),
    ),
    travelStyles: codes(available?.travelStyles),
    travelTypes: codes(available?.travelTypes),
  };
}

async function loadAiSearch({ c, market, url }: LoadContext): Promise<AiSearchData> {
  // The ai-search flag (forced on for Italy in flags/defaultPayload.ts) is the page's kill switch.
  if (!c.get('flags').aiSearch()) throw notFound();
  const action = buildPath(market.id, 'search-ai') ?? url.pathname;
  const query = cleanQuery(url.searchParams.get('q'));
  const rated = Number(url.searchParams.get('rated'));
  const base: AiSearchData = {
    action, query, state: 'idle', answer: null, tours: emptyPage(perPage), searchHref: null,
    rated: Number.isInteger(rated) && rated >= 1 && rated <= 5 ? rated : null,
  };
  if (!query) return base;

  const source = catalogueSource(c);
  const today = todayIn(market.timeZone);
  // The AI binding is optional ([ai] in wrangler.toml): absent from the generated Env until enabled.
  const env: Env & Partial<{ AI: AiBinding }> = c.env;
  const context = { today, catalogue: catalogueOf(await source.layout()) };
  const answer = await aiSearch(query, {
    ...context,
    ai: env.AI,
    model: env.AI_SEARCH_MODEL,
    onFallback: (reason) => log('warn', 'ai search model not used', { requestId: c.get('requestId'), reason }),
  });
  if (!answer.notes.length) return { ...base, state: 'error' };

  // The departures of one reading. Moods narrow the travels (they are not a filter field), and
  // so does a weather wish: a travel qualifies when all its countries have that weather (an
  // Antarctic cruise from Argentina is not "somewhere warm").
  const list = async (searched: Filters, moods: readonly Mood[]) => {
    const filters: Filters = { ...searched, page: 1, perPage };
    const climateIds = answer.climate ? new Set(searched.destinationId ?? []) : null;
    let moodIgnored = false;
    if (moods.length || climateIds?.size) {
      const travels = await source.travels({ ...searched, tab: 'travels', page: 1, perPage: moodTravelsLimit });
      const wanted = new Set<string>(moods);
      let kept = travels;
      if (moods.length) {
        const withMood = travels.filter((travel) => travel.moods.some((mood) => wanted.has(mood.code)));
        if (withMood.length) kept = withMood;
        else moodIgnored = true; // no travel has the mood: the list ignores it
      }
      if (climateIds?.size) kept = kept.filter((travel) => travel.countries.every((country) => climateIds.has(country.id)));
      if (kept !== travels || climateIds?.size) {
        // No travel left: an empty list (travelId cannot say "none"), which the wider searches handle.
        if (!kept.length) return { filters, moodIgnored, tours: emptyPage<Tour>(perPage) };
        filters.travelId = kept.map((travel) => travel.id);
      }
    }
    return { filters, moodIgnored, tours: await source.tours(filters) };
  };

  const strict = await list(answer.filters, answer.moods);
  let shown = strict;
  let widened: Answer['widened'] = null;
  if (!strict.tours.data.length) {
    // Nothing as asked: budget, then month ± 1, then region… until something is found.
    widened = { summary: requestSummary(answer, context.catalogue), relaxed: [], found: false };
    for (const step of relaxationSteps(answer, context)) {
      const found = await list(step.filters, step.moods);
      if (!found.tours.data.length) continue;
      shown = found;
      widened = { ...widened, relaxed: step.relaxed, found: true };
      break;
    }
  }
  const asQuery = (filters: Filters) => {
    const { page: _page, perPage: _perPage, ...rest } = filters;
    return filtersToQuery(rest);
  };
  const shownQuery = asQuery(shown.filters);
  const searchPath = buildPath(market.id, 'search');
  return {
    ...base,
    state: 'results',
    answer: {
      source: answer.source, notes: answer.notes, confidence: answer.confidence, moodIgnored: shown.moodIgnored,
      filtersQuery: asQuery(strict.filters), widened,
    },
    tours: shown.tours,
    searchHref: searchPath ? `${searchPath}${shownQuery ? `?${shownQuery}` : ''}` : null,
  };
}

function NoteText({ note }: { note: AiSearchNote }) {
  const { t } = useTranslation();
  const { market } = usePage();
  const day = (value: string) => formatDate(value, market.id, 'd MMMM yyyy');
  const euros = (cents: number) => formatPrice(cents, 'EUR', market.id);
  const moodNames = (moods: Mood[]) => moods.map((mood) => t(`aiSearch.moods.${mood}`)).join(', ');
  switch (note.key) {
    case 'period':
      return <>{t('aiSearch.notes.period', { from: day(note.params.from), to: day(note.params.to) })}</>;
    case 'periodFrom':
      return <>{t('aiSearch.notes.periodFrom', { from: day(note.params.from) })}</>;
    case 'priceMax':
      return <>{t('aiSearch.notes.priceMax', { price: euros(note.params.priceTo) })}</>;
    case 'priceMin':
      return <>{t('aiSearch.notes.priceMin', { price: euros(note.params.priceFrom) })}</>;
    case 'priceRange':
      return <>{t('aiSearch.notes.priceRange', { from: euros(note.params.priceFrom), to: euros(note.params.priceTo) })}</>;
    case 'moods':
      return <>{t('aiSearch.notes.moods', { moods: moodNames(note.params.moods) })}</>;
    case 'ageBand':
      return <>{t('aiSearch.notes.ageBand', { age: ageRangeLabel(note.params.ageBand) ?? note.params.ageBand })}</>;
    case 'styles':
      return <>{t('aiSearch.notes.styles', { styles: note.params.styles.map((style: TripStyle) => t(`aiSearch.styles.${style}`)).join(', ') })}</>;
    case 'climate': {
      const { climate, names, more } = note.params;
      return <>{t(`aiSearch.notes.climate.${climate}`, { names: more ? t('aiSearch.notes.andMore', { names, count: more }) : names })}</>;
    }
    default:
      return <>{t(`aiSearch.notes.${note.key}`, note.params)}</>;
  }
}

/** "Nessun viaggio in Giappone ad aprile sotto i 2.000 €: ecco quelli fino a 2.500 €." */
function WidenedText({ widened }: { widened: NonNullable<Answer['widened']> }) {
  const { t, i18n } = useTranslation();
  const { market, today } = usePage();
  const list = listFormat(market.intlLocale, { type: 'conjunction' });
  // A month more than a year ahead says its year ("dicembre 2029").
  const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  const sentence = relaxationSentence(widened.summary, widened.relaxed, widened.found, {
    t: (key, options) => t(key, options),
    day: (value) => formatDate(value, market.id, 'd MMMM'),
    month: (value) => formatDate(value, market.id, value > nextYear ? 'MMMM yyyy' : 'MMMM'),
    price: (cents) => formatPrice(cents, 'EUR', market.id),
    list: (items) => list.format(items),
    language: i18n.language,
  });
  return <p className={widened.found ? 'ai-answer__widened' : 'ai-answer__widened ai-answer__widened--none'} role="status">{sentence}</p>;
}

function Examples() {
  const { t } = useTranslation();
  const examples = [t('aiSearch.example1'), t('aiSearch.example2'), t('aiSearch.example3')];
  return (
    <div className="ai-examples">
      <p className="ai-examples__title">{t('aiSearch.examplesTitle')}</p>
      <ul className="ai-examples__list">
        {examples.map((example) => (
          <li key={example}><a className="ai-examples__link" href={`?${new URLSearchParams({ q: example })}`}>{example}</a></li>
        ))}
      </ul>
    </div>
  );
}

function AiSearchView({ data }: { data: AiSearchData }) {
  const { t } = useTranslation();
  const { answer, tours } = data;
  return (
    <div className="ai-search">
      <section className="page-heading ai-search__heading">
        <div className="container container--narrow">
          <h1>{t('aiSearch.title')}</h1>
          <p className="page-heading__lead">{t('aiSearch.lead')}</p>
          <Island name="AiSearchForm" props={{ action: data.action, query: data.query, maxLength: maxQueryLength }} />
          {data.state !== 'results' ? <Examples /> : null}
        </div>
      </section>

      {data.state === 'error' ? (
        <section className="block" aria-labelledby="ai-error">
          <div className="container container--narrow">
            <div className="ai-answer ai-answer--error" role="alert">
              <h2 id="ai-error" className="ai-answer__title">{t('aiSearch.errorTitle')}</h2>
              <p>{t('aiSearch.errorText')}</p>
            </div>
          </div>
        </section>
      ) : null}

      {data.state === 'results' && answer ? (
        <>
          <section className="block ai-search__answer" aria-labelledby="ai-understood">
            <div className="container container--narrow">
              <div className="ai-answer" data-source={answer.source}>
                <h2 id="ai-understood" className="ai-answer__title">{t('aiSearch.understoodTitle')}</h2>
                <ul className="ai-answer__notes">
                  {answer.notes.map((note) => <li key={note.key + JSON.stringify(note.params)}><NoteText note={note} /></li>)}
                </ul>
                <p className="ai-answer__confidence">{answer.confidence >= 0.6 ? t('aiSearch.confidenceHigh') : t('aiSearch.confidenceLow')}</p>
                {answer.moodIgnored ? <p className="note">{t('aiSearch.moodIgnored')}</p> : null}
                <Island
                  name="AiSearchRating"
                  props={{ action: ratingAction, query: data.query, source: answer.source, filters: answer.filtersQuery, rated: data.rated }}
                />
              </div>
            </div>
          </section>
          <section className="block block--sand" aria-labelledby="ai-results">
            <div className="container">
              <div className="block__head">
                <div>
                  <h2 id="ai-results" className="block__title">{t('aiSearch.resultsTitle')}</h2>
                  <p className="block__subtitle">{t('aiSearch.resultsCount', { count: tours.total ?? tours.data.length })}</p>
                </div>
                {data.searchHref ? <a className="block__cta" href={data.searchHref}>{t('aiSearch.seeAll')}</a> : null}
              </div>
              {answer.widened ? <WidenedText widened={answer.widened} /> : null}
              {tours.data.length ? (
                <ul className="cards-grid">{tours.data.map((tour) => <li key={tour.id}><TourCard tour={tour} /></li>)}</ul>
              ) : (
                <p className="empty-note">{t('listing.empty')}</p>
              )}
              {data.searchHref && tours.data.length ? (
                <p className="ai-search__more"><a className="button button--outline" href={data.searchHref}>{t('aiSearch.seeAll')}</a></p>
              ) : null}
            </div>
          </section>
        </>
      ) : null}
    </div>
  );
}

/** AI search: interpreter or Workers AI → filters → departures (Italy only). */
export const searchAiPage = definePage<AiSearchData>({
  pageType: 'SERP',
  load: loadAiSearch,
  meta: (data, { c }) => ({
    title: c.get('i18n').t('aiSearch.title'),
    description: c.get('i18n').t('aiSearch.lead'),
    // An answer to a free-text request is not a page to index.
    robots: data.query ? 'noindex, follow' : undefined,
  }),
  View: AiSearchView,
});

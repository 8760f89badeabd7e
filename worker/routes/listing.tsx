import { useTranslation } from 'react-i18next';
import { filtersToQuery } from '../../shared/filters';
import type { FixedRoutingKey } from '../../markets/paths';
import { catalogueSource } from '../data/source';
import type { CoordinatorSummary, Page, Tour, TravelCard as TravelCardData } from '../data/types';
import { Composer } from '../render/blocks/Composer';
import { usePage } from '../render/PageContext';
import { Pagination } from '../render/ui/Pagination';
import { Picture } from '../render/ui/Picture';
import { TourCard } from '../render/ui/TourCard';
import { TravelCard } from '../render/ui/TravelCard';
import { customPageRoute, type CustomPageData } from './customPage';
import { definePage } from './types';
import { inRange, pagedMeta, pageHref, pageNumber } from './pageNumber';
import { addPageTags, listTag } from '../cache/purge';
import { moreParam, moreRegionAttr, ShowMoreLink, useListLimit } from '../render/ui/ShowMore';
import type { CatalogueSource } from '../data/catalogue';

type ListingKey = Extract<FixedRoutingKey, 'travels' | 'tours' | 'coordinators'>;

/** A continent on the destinations list: its best trips, and how many it has in all. */
interface ContinentGroup {
  id: number;
  code: string;
  name: string;
  count: number;
  travels: TravelCardData[];
}

type Listing =
  | { kind: 'travels'; continents: ContinentGroup[] }
  | { kind: 'tours'; tours: Page<Tour> }
  | { kind: 'coordinators'; coordinators: CoordinatorSummary[] };

interface ListingData extends CustomPageData {
  listing: Listing;
}

const confirmedStatuses = ['CONFIRMED', 'ALMOST_FULL'] as const;

/**
 * Cards per continent on the destinations list; "show more" brings a continent's first
 * `perContinentMore` in place, and its button to the search lists them all (paged): the page never
 * loads a whole continent, however large the catalogue.
 */
const perContinent = 4;
const perContinentMore = 24;

const continentRegion = (code: string) => `continent-${code}`;

function ContinentCards({ group }: { group: ContinentGroup }) {
  const { t } = useTranslation();
  const id = continentRegion(group.code);
  const limit = useListLimit(id, perContinent);
  const travels = group.travels;
  const rest = Math.min(group.count, perContinentMore) - Math.min(limit, travels.length);
  return (
    <div {...{ [moreRegionAttr]: id }}>
      <ul className="cards-grid">
        {travels.slice(0, limit).map((travel) => <li key={travel.id}><TravelCard travel={travel} /></li>)}
      </ul>
      {rest > 0 ? <p className="listing__more"><ShowMoreLink id={id} label={t('blocks.showMoreCards', { count: rest })} /></p> : null}
    </div>
  );
}

function TravelsByContinent({ continents }: { continents: ContinentGroup[] }) {
  const { t } = useTranslation();
  const { href } = usePage();
  const searchPath = href('search');
  return (
    <>
      {continents.map((group) => (
        <section key={group.code} className="block" aria-labelledby={continentRegion(group.code)}>
          <div className="container">
            <div className="block__head">
              <h2 id={continentRegion(group.code)} className="block__title">{group.name}</h2>
              <p className="block__subtitle">{t('listing.trips', { count: group.count })}</p>
            </div>
            <ContinentCards group={group} />
            {group.count > perContinent && searchPath ? (
              <p className="listing__more">
                <a className="button button--outline" href={`${searchPath}?${filtersToQuery({ continentId: [group.id], tab: 'travels' })}`}>
                  {t('listing.allIn', { count: group.count, continent: group.name })}
                </a>
              </p>
            ) : null}
          </div>
        </section>
      ))}
    </>
  );
}

function ListingSection({ listing }: { listing: Listing }) {
  const { t } = useTranslation();
  const { href } = usePage();
  if (listing.kind === 'travels') return <TravelsByContinent continents={listing.continents} />;
  if (listing.kind === 'tours') {
    return (
      <section className="block" aria-label={t('listing.confirmedTitle')}>
        <div className="container">
          {listing.tours.data.length ? (
            <ul className="cards-grid">{listing.tours.data.map((tour) => <li key={tour.id}><TourCard tour={tour} /></li>)}</ul>
          ) : (
            <p className="empty-note">{t('listing.empty')}</p>
          )}
          <Pagination currentPage={listing.tours.currentPage} lastPage={listing.tours.lastPage} href={pageHref} />
        </div>
      </section>
    );
  }
  return (
    <section className="block" aria-label={t('listing.coordinatorsTitle')}>
      <div className="container">
        <ul className="people-grid">
          {listing.coordinators.map((person) => (
            <li key={person.slug}>
              <a className="person-card" href={href('coordinators-coordinator', { coordinator: person.slug }) ?? '#'}>
                <Picture image={person.avatar} width={120} height={120} alt="" className="person-card__avatar" orientation="portrait" />
                <strong>{person.name}</strong>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ListingView({ data }: { data: ListingData }) {
  return (
    <div className={`custom-page custom-page--${data.page.type}`}>
      <Composer blocks={data.blocks} />
      <ListingSection listing={data.listing} />
    </div>
  );
}

/**
 * The destinations list: each continent with a published trip, in the continents' order, its
 * count from the unfiltered trips search's facets (one pass, kept five minutes, shared with the
 * home's top sellers) and its best trips from one indexed query each (`travels_continent_score`):
 * what a view reads does not grow with the catalogue.
 */
async function continentGroups(source: CatalogueSource, more: string | null): Promise<ContinentGroup[]> {
  const overview = await source.travelsPaginated({ tab: 'travels', perPage: 1 });
  const continents = overview.availableFilters.destinations.map((group) => group.continent).filter((continent) => continent.count > 0);
  const lists = await Promise.all(
    continents.map((continent) =>
      source.travels({
        tab: 'travels',
        continentId: [continent.id],
        sort: 'relevance:desc',
        perPage: more === continentRegion(continent.code) ? perContinentMore : perContinent,
      }),
    ),
  );
  return continents
    .map((continent, i) => ({ id: continent.id, code: continent.code, name: continent.name, count: continent.count, travels: lists[i] ?? [] }))
    .filter((group) => group.travels.length > 0);
}

/** Destinations list, confirmed departures and coordinators: the custom page plus the full list. */
export function listingRoute(key: ListingKey) {
  const base = customPageRoute(key);
  return definePage<ListingData>({
    pageType: 'custom page',
    async load(ctx) {
      const source = catalogueSource(ctx.c);
      const page = pageNumber(ctx.url);
      const listing = async (): Promise<Listing> => {
        if (key === 'travels') return { kind: 'travels', continents: await continentGroups(source, ctx.url.searchParams.get(moreParam)) };
        if (key === 'tours') {
          return { kind: 'tours', tours: inRange(await source.tours({ status: [...confirmedStatuses], sort: 'date:asc', perPage: 24, page, tab: 'tours' })) };
        }
        const tours = await source.tours({ sort: 'date:asc', perPage: 100, tab: 'tours' });
        const bySlug = new Map<string, CoordinatorSummary>();
        for (const tour of tours.data) if (tour.coordinator) bySlug.set(tour.coordinator.slug, tour.coordinator);
        return { kind: 'coordinators', coordinators: [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name)) };
      };
      addPageTags(ctx.c, listTag);
      const [content, list] = await Promise.all([base.load(ctx), listing()]);
      return { ...content, listing: list };
    },
    meta: (data, ctx) => {
      const meta = base.meta(data, ctx);
      const { t } = ctx.c.get('i18n');
      return data.listing.kind === 'tours' ? pagedMeta(meta, data.listing.tours, t) : meta;
    },
    View: ListingView,
    hideLayout: (data) => data.page.attributes.hideLayout,
    transparentHeader: (data) => data.page.attributes.transparentHeader,
  });
}

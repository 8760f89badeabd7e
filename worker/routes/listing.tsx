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
import { moreRegionAttr, ShowMoreLink, useListLimit } from '../render/ui/ShowMore';

type ListingKey = Extract<FixedRoutingKey, 'travels' | 'tours' | 'coordinators'>;

type Listing =
  | { kind: 'travels'; travels: TravelCardData[] }
  | { kind: 'tours'; tours: Page<Tour> }
  | { kind: 'coordinators'; coordinators: CoordinatorSummary[] };

interface ListingData extends CustomPageData {
  listing: Listing;
}

const confirmedStatuses = ['CONFIRMED', 'ALMOST_FULL'] as const;

/** Cards per continent on the destinations list; the rest one "show more" away (and all of them in search). */
const perContinent = 4;

function ContinentCards({ code, travels }: { code: string; travels: TravelCardData[] }) {
  const { t } = useTranslation();
  const id = `continent-${code}`;
  const limit = useListLimit(id, perContinent);
  const rest = travels.length - Math.min(limit, travels.length);
  return (
    <div {...{ [moreRegionAttr]: id }}>
      <ul className="cards-grid">
        {travels.slice(0, limit).map((travel) => <li key={travel.id}><TravelCard travel={travel} /></li>)}
      </ul>
      {rest > 0 ? <p className="listing__more"><ShowMoreLink id={id} label={t('blocks.showMoreCards', { count: rest })} /></p> : null}
    </div>
  );
}

function TravelsByContinent({ travels }: { travels: TravelCardData[] }) {
  const { t } = useTranslation();
  const { href } = usePage();
  const searchPath = href('search');
  const groups = new Map<string, { id: number; name: string; travels: TravelCardData[] }>();
  for (const travel of travels) {
    const group = groups.get(travel.continent.code) ?? { id: travel.continent.id, name: travel.continent.name, travels: [] };
    group.travels.push(travel);
    groups.set(travel.continent.code, group);
  }
  return (
    <>
      {[...groups.entries()].map(([code, group]) => (
        <section key={code} className="block" aria-labelledby={`continent-${code}`}>
          <div className="container">
            <div className="block__head">
              <h2 id={`continent-${code}`} className="block__title">{group.name}</h2>
              <p className="block__subtitle">{t('listing.trips', { count: group.travels.length })}</p>
            </div>
            <ContinentCards code={code} travels={group.travels} />
            {group.travels.length > perContinent && searchPath ? (
              <p className="listing__more">
                <a className="button button--outline" href={`${searchPath}?${filtersToQuery({ continentId: [group.id], tab: 'travels' })}`}>
                  {t('listing.allIn', { count: group.travels.length, continent: group.name })}
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
  if (listing.kind === 'travels') return <TravelsByContinent travels={listing.travels} />;
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

/** Destinations list, confirmed departures and coordinators: the custom page plus the full list. */
export function listingRoute(key: ListingKey) {
  const base = customPageRoute(key);
  return definePage<ListingData>({
    pageType: 'custom page',
    async load(ctx) {
      const source = catalogueSource(ctx.c);
      const page = pageNumber(ctx.url);
      const listing = async (): Promise<Listing> => {
        if (key === 'travels') return { kind: 'travels', travels: await source.travels({ perPage: 100, sort: 'relevance:desc', tab: 'travels' }) };
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

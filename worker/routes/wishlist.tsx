/**
 * Wishlist page (SPEC §2): three views — not logged in (login call to action), empty (find
 * trips) and regular (saved trips with their saved departures, removable). Personal: never
 * cached, never indexed.
 */
import { useTranslation } from 'react-i18next';
import { type WishlistItem } from '../../client/islands/WishlistPage';
import { buildPath } from '../../markets/routes';
import { formatDate } from '../../shared/dates';
import { imageUrl } from '../../shared/image';
import { formatPrice } from '../../shared/money';
import { salesStatuses } from '../../shared/tourStatus';
import { loginHref } from '../account/returnTo';
import { wishlistOf } from '../account/wishlist';
import { catalogueSource } from '../data/source';
import { resolveCurrency } from '../render/currency';
import { requestProfile } from '../render/profile';
import { Island } from '../render/Island';
import { usePage } from '../render/PageContext';
import { definePage } from './types';

export type WishlistData =
  | { view: 'logged-out'; loginHref: string }
  | { view: 'empty' }
  | { view: 'regular'; guest: boolean; items: WishlistItem[] };

function WishlistView({ data }: { data: WishlistData }) {
  const { t } = useTranslation();
  const { href } = usePage();
  const findTrips = href('travels') ?? '/';
  return (
    <section className="wishlist-page">
      <div className="page-heading">
        <div className="container">
          <h1>{t('wishlist.title')}</h1>
          <p className="page-heading__lead">{t('wishlist.lead')}</p>
        </div>
      </div>
      <div className="container">
        {data.view === 'logged-out' ? (
          <div className="wishlist-empty" data-wishlist-view="logged-out">
            <h2>{t('wishlist.loggedOutTitle')}</h2>
            <p>{t('wishlist.loggedOutText')}</p>
            <a className="button button--primary" href={data.loginHref}>{t('wishlist.loginCta')}</a>
          </div>
        ) : null}
        {data.view === 'empty' ? (
          <div className="wishlist-empty" data-wishlist-view="empty">
            <h2>{t('wishlist.emptyTitle')}</h2>
            <p>{t('wishlist.emptyText')}</p>
            <a className="button button--primary" href={findTrips}>{t('wishlist.findTrips')}</a>
          </div>
        ) : null}
        {data.view === 'regular' ? (
          <Island name="WishlistPage" props={{ items: data.items, guest: data.guest, findTripsHref: findTrips }} />
        ) : null}
      </div>
    </section>
  );
}

/** Wishlist page module (route `wishlist`). */
export const wishlistPage = definePage<WishlistData>({
  pageType: 'wishlist',
  middleware: ['no-store', 'noindex'],
  async load({ c, market, url }) {
    const owner = c.get('owner');
    if (!owner) return { view: 'logged-out', loginHref: loginHref(buildPath(market.id, 'login') ?? '/login', url.pathname) };
    const saved = await wishlistOf(c.env.DB, owner.contactId);
    if (!saved.travels.length) return { view: 'empty' };
    const travelIds = saved.travels.map((row) => row.travelId);
    const source = catalogueSource(c);
    const [cards, tours] = await Promise.all([
      source.travels({ travelId: travelIds, perPage: 100 }),
      saved.tours.length
        ? source.tours({ travelId: [...new Set(saved.tours.map((row) => row.travelId))], status: [...salesStatuses], perPage: 100 })
        : Promise.resolve(null),
    ]);
    const currency = resolveCurrency(requestProfile(c), null);
    const t = c.get('i18n').t;
    const cardById = new Map(cards.map((card) => [card.id, card]));
    const savedTourIds = new Set(saved.tours.map((row) => row.tourId));
    const items: WishlistItem[] = saved.travels.map(({ travelId }) => {
      const card = cardById.get(travelId);
      const savedTours = (tours?.data ?? []).filter((tour) => tour.travel.id === travelId && savedTourIds.has(tour.id));
      const price = card?.bestTour?.price[currency];
      return {
        travelId,
        name: card?.title ?? null,
        href: card ? buildPath(market.id, 'travels-travel', { travel: card.slug }) : null,
        destination: card?.destinationLabel ?? '',
        image: card?.thumbnailImage ? imageUrl(card.thumbnailImage, 'thumb') : null,
        days: card ? t('trip.daysNights', { days: card.days, nights: card.nights }) : null,
        priceFrom: typeof price === 'number' ? formatPrice(price, currency, market.id) : null,
        tours: savedTours.map((tour) => ({
          tourId: tour.id,
          dates: t('trip.dates', { from: formatDate(tour.startingDate, market.id), to: formatDate(tour.endingDate, market.id) }),
          status: t(`status.${tour.salesStatus}`),
          href: card ? buildPath(market.id, 'travels-travel-tour', { travel: card.slug, tour: tour.code }) : null,
        })),
      };
    });
    return { view: 'regular', guest: owner.kind === 'guest', items };
  },
  meta(_data, { c }) {
    return { title: c.get('i18n').t('wishlist.title'), robots: 'noindex,nofollow' };
  },
  View: WishlistView,
});

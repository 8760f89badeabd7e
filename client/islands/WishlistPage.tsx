import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../account/api';
import { Dialog } from '../account/Dialog';
import { tracker } from '../analytics/tracker';
import { toast } from '../page/toast';
import type { Hydration } from '../../shared/boot';

/** Hydrates at once: it acts on arrival. */
export const hydration: Hydration = 'load';

export interface WishlistTourItem {
  tourId: number;
  dates: string;
  status: string;
  href: string | null;
}

export interface WishlistItem {
  travelId: number;
  /** null: the trip is no longer in the catalogue (it can still be removed). */
  name: string | null;
  href: string | null;
  destination: string;
  image: string | null;
  days: string | null;
  priceFrom: string | null;
  tours: WishlistTourItem[];
}

export interface WishlistPageProps {
  items: WishlistItem[];
  guest: boolean;
  findTripsHref: string;
}

type Pending = { kind: 'travel'; item: WishlistItem } | { kind: 'tour'; item: WishlistItem; tour: WishlistTourItem } | null;

/** The regular wishlist view (SPEC §2): saved trips with their saved departures, removal through a confirm modal. */
export function WishlistPage({ items: initial, guest, findTripsHref }: WishlistPageProps) {
  const { t } = useTranslation();
  const [items, setItems] = useState(initial);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === 'travel') {
        await api('DELETE', `/api/wishlist/travels/${pending.item.travelId}`);
        setItems((list) => list.filter((entry) => entry.travelId !== pending.item.travelId));
        tracker().wishlistRemove({ travelId: pending.item.travelId, travelName: pending.item.name ?? undefined, sectionFrom: 'wishlist' });
      } else {
        await api('DELETE', `/api/wishlist/tours/${pending.tour.tourId}`);
        setItems((list) =>
          list.map((entry) => (entry.travelId === pending.item.travelId ? { ...entry, tours: entry.tours.filter((tour) => tour.tourId !== pending.tour.tourId) } : entry)),
        );
        tracker().wishlistRemove({ travelId: pending.item.travelId, tourId: pending.tour.tourId, sectionFrom: 'wishlist', tourInWishlist: false });
      }
      toast(t('wishlist.removed'), 'info');
      setPending(null);
    } catch (caught) {
      toast(caught instanceof ApiError && caught.message ? caught.message : t('wishlist.failed'));
    } finally {
      setBusy(false);
    }
  };

  if (!items.length) {
    return (
      <div className="wishlist-empty" data-wishlist-view="empty">
        <h2>{t('wishlist.emptyTitle')}</h2>
        <p>{t('wishlist.emptyText')}</p>
        <a className="button button--primary" href={findTripsHref}>{t('wishlist.findTrips')}</a>
      </div>
    );
  }

  return (
    <div data-wishlist-view="regular">
      {guest ? <p className="note">{t('wishlist.guestNotice')}</p> : null}
      <ul className="wishlist-list">
        {items.map((item) => (
          <li key={item.travelId} className="wishlist-item" data-travel-id={item.travelId}>
            {item.image ? <img className="wishlist-item__img" src={item.image} alt="" width={240} height={160} loading="lazy" /> : <div className="wishlist-item__img" />}
            <div className="wishlist-item__body">
              <p className="wishlist-item__destination">{item.destination}</p>
              <h2 className="wishlist-item__title">
                {item.href && item.name ? <a href={item.href}>{item.name}</a> : (item.name ?? t('wishlist.noLongerAvailable'))}
              </h2>
              <p className="wishlist-item__meta">
                {item.days ? <span>{item.days}</span> : null}
                {item.priceFrom ? <span>{t('price.from')} {item.priceFrom}</span> : null}
              </p>
              {item.tours.length ? (
                <>
                  <h3 className="wishlist-item__subtitle">{t('wishlist.savedDepartures')}</h3>
                  <ul className="wishlist-tours">
                    {item.tours.map((tour) => (
                      <li key={tour.tourId} data-tour-id={tour.tourId}>
                        {tour.href ? <a href={tour.href}>{tour.dates}</a> : <span>{tour.dates}</span>} <span className="status">{tour.status}</span>
                        <button type="button" className="link-button" onClick={() => setPending({ kind: 'tour', item, tour })}>
                          {t('wishlist.removeTour', { date: tour.dates })}
                        </button>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              <div className="wishlist-item__actions">
                {item.href ? <a className="button button--small button--primary" href={item.href}>{t('wishlist.viewTrip')}</a> : null}
                <button type="button" className="button button--small button--ghost" onClick={() => setPending({ kind: 'travel', item })} data-remove-travel={item.travelId}>
                  {t('wishlist.remove', { name: item.name ?? '' })}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <Dialog open={pending !== null} onClose={() => setPending(null)} title={t('wishlist.removeTitle')} name="wishlist-remove">
        <p>
          {pending?.kind === 'tour'
            ? t('wishlist.removeTourText', { date: pending.tour.dates })
            : t('wishlist.removeTravelText', { name: pending?.item.name ?? '' })}
        </p>
        <div className="modal__actions">
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void remove()}>{t('wishlist.confirmRemove')}</button>
          <button type="button" className="button button--ghost" onClick={() => setPending(null)}>{t('wishlist.cancel')}</button>
        </div>
      </Dialog>
    </div>
  );
}

export default WishlistPage;

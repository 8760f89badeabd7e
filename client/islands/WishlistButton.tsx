import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../account/api';
import { Dialog } from '../account/Dialog';
import { DoneStep, EmailCodeFlow } from '../account/EmailCodeFlow';
import { useOwner, type OwnerKind } from '../account/owner';
import { seed, useWishlistVersion, wishlistState } from '../account/wishlistStore';
import { tracker } from '../analytics/tracker';
import { tripTracking } from '../analytics/events';
import { Icon } from '../ui/Icon';
import { toast } from '../page/toast';
import type { Hydration } from '../../shared/boot';
import { requestIslands } from '../page/lifecycle';

/**
 * Hydrates on the first hover, touch or focus (a tap before is replayed): a heart in view must
 * not bring React to a page nobody touches. Before a change reaches the shared store every
 * other heart of the page is hydrated (`requestIslands`), so none is left showing the old state.
 */
export const hydration: Hydration = 'interaction';

export interface WishlistButtonProps {
  travelId: number;
  /** Set for a departure's heart; absent for the trip's. */
  tourId?: number;
  /** Trip name (labels, confirm text). */
  name: string;
  /** Departure date as shown (tour hearts). */
  date?: string;
  /** Absent: not saved, and no owner (an anonymous visitor): what most pages are sent. */
  saved?: boolean | undefined;
  owner?: OwnerKind | undefined;
  /** The departure's sales status and date (YYYY-MM-DD), for the events (tour hearts). */
  status?: string;
  startingDate?: string;
}

type Mode = 'closed' | 'confirm' | 'email' | 'done';

/**
 * Heart of a trip or a departure (SPEC §4): owners save directly and remove through a confirm
 * modal (a trip's saved departures go with it); anonymous visitors prove an email first.
 * A failed write shows a toast and leaves the heart as it was.
 */
export function WishlistButton({ travelId, tourId, name, date, saved = false, owner: serverOwner = null, status, startingDate }: WishlistButtonProps) {
  const { t } = useTranslation();
  const owner = useOwner(serverOwner);
  useWishlistVersion();
  // The shared store lives in the browser only: on the server every request renders from its
  // own props (a module-level store would carry one visitor's hearts into another's page).
  const inBrowser = typeof window !== 'undefined';
  if (inBrowser) {
    seed(tourId ? `tour:${tourId}` : `travel:${travelId}`, () =>
      tourId ? wishlistState.seedTour(tourId, travelId, saved) : wishlistState.seedTravel(travelId, saved),
    );
  }
  const isSaved = !inBrowser ? saved : tourId ? wishlistState.hasTour(tourId) : wishlistState.hasTravel(travelId);
  const [mode, setMode] = useState<Mode>('closed');
  const [busy, setBusy] = useState(false);

  const path = tourId ? `/api/wishlist/tours/${tourId}` : `/api/wishlist/travels/${travelId}`;
  const label = tourId
    ? t(isSaved ? 'wishlist.removeTour' : 'wishlist.saveTour', { date: date ?? '' })
    : t(isSaved ? 'wishlist.remove' : 'wishlist.save', { name });
  /** The event payload once the heart is saved (`inWishlist`) or not; counted when the visitor acts. */
  const tracked = (inWishlist: boolean) => ({ ...tripTracking({ travelId, name, tourId, status, startingDate }), ...(tourId ? { tourInWishlist: inWishlist } : {}) });

  const save = async (): Promise<boolean> => {
    setBusy(true);
    try {
      await api('PUT', path);
      await requestIslands('WishlistButton');
      if (tourId) wishlistState.setTour(tourId, travelId, true);
      else wishlistState.setTravel(travelId, true);
      tracker().wishlistAdd(tracked(true));
      toast(t('wishlist.saved'), 'success');
      return true;
    } catch (caught) {
      toast(caught instanceof ApiError && caught.message ? caught.message : t('wishlist.failed'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await api('DELETE', path);
      await requestIslands('WishlistButton');
      if (tourId) wishlistState.setTour(tourId, travelId, false);
      else wishlistState.setTravel(travelId, false);
      tracker().wishlistRemove(tracked(false));
      toast(t('wishlist.removed'), 'info');
      setMode('closed');
    } catch (caught) {
      toast(caught instanceof ApiError && caught.message ? caught.message : t('wishlist.failed'));
    } finally {
      setBusy(false);
    }
  };

  const click = () => {
    if (busy) return;
    if (!owner) setMode('email');
    else if (isSaved) setMode('confirm');
    else void save();
  };

  const close = () => setMode('closed');

  return (
    <>
      <button
        type="button"
        className={isSaved ? 'wishlist-heart wishlist-heart--saved' : 'wishlist-heart'}
        aria-pressed={isSaved}
        aria-label={label}
        title={label}
        disabled={busy}
        onClick={click}
        data-wishlist={tourId ? 'tour' : 'travel'}
      >
        <Icon name="heart" size={22} fill={isSaved ? 'currentColor' : 'none'} />
        {tourId ? null : <span className="wishlist-heart__text">{isSaved ? t('wishlist.saved') : t('header.wishlist')}</span>}
      </button>
      <Dialog open={mode === 'confirm'} onClose={close} title={t('wishlist.removeTitle')} name="wishlist-remove">
        <p>{tourId ? t('wishlist.removeTourText', { date: date ?? '' }) : t('wishlist.removeTravelText', { name })}</p>
        <div className="modal__actions">
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void remove()}>{t('wishlist.confirmRemove')}</button>
          <button type="button" className="button button--ghost" onClick={close}>{t('wishlist.cancel')}</button>
        </div>
      </Dialog>
      <Dialog open={mode === 'email' || mode === 'done'} onClose={close} title={t('otp.dialogTitle')} name="wishlist-email">
        {mode === 'email' ? (
          <EmailCodeFlow
            purpose="wishlist"
            intro={t('otp.step1Text')}
            onVerified={async () => {
              // The visitor is a guest owner now: after a failed save the heart simply works again.
              setMode((await save()) ? 'done' : 'closed');
            }}
          />
        ) : (
          <DoneStep text={t('wishlist.saved')} onClose={close} />
        )}
      </Dialog>
    </>
  );
}

export default WishlistButton;

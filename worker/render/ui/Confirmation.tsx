import { Icon } from '../../../client/ui/Icon';
import { useTranslation } from 'react-i18next';
import { confirmationOf } from '../../../shared/confirmation';
import { formatDate } from '../../../shared/dates';
import { seatLabel } from '../../../shared/tourStatus';
import type { Tour } from '../../data/types';
import { usePage } from '../PageContext';

/**
 * Whether a departure is sure (issue 14 item 3): a "safe to book flights" badge once it is
 * confirmed; otherwise how many travellers are missing, a meter of those booked against the
 * minimum, and the date by which it is confirmed or cancelled. Text and icon, not colour only.
 */
export function ConfirmationFact({ tour }: { tour: Tour }) {
  const { t } = useTranslation();
  const { market, today } = usePage();
  const state = confirmationOf(tour, today);
  if (state.kind === 'confirmed') {
    return (
      <div className="confirm confirm--sure">
        <p className="confirm__badge">
          <Icon name="confirmed" size={16} />
          {t('confirmation.safeToBook')}
        </p>
        <SeatFact tour={tour} />
      </div>
    );
  }
  if (state.kind === 'pending') {
    return (
      <div className="confirm">
        <SeatFact tour={tour} />
        <meter className="confirm__meter" min={0} max={state.needed} value={state.booked} aria-label={t('confirmation.booked', { booked: state.booked, needed: state.needed })} />
        <p className="confirm__deadline">{state.deadline ? t('confirmation.deadline', { date: formatDate(state.deadline, market.id) }) : t('confirmation.deadlineDue')}</p>
      </div>
    );
  }
  return <SeatFact tour={tour} />;
}

/** Seat label of a departure (SPEC §4), or nothing. */
export function SeatFact({ tour }: { tour: Tour }) {
  const { t } = useTranslation();
  const seats = seatLabel(tour);
  if (seats === 'confirmedTour') return <p className="fact fact--seats">{t('seat.confirmedTour', { count: tour.freeSeats })}</p>;
  if (seats === 'notConfirmedTour') return <p className="fact fact--seats">{t('seat.notConfirmedTour', { count: tour.seatsToConfirm })}</p>;
  return null;
}

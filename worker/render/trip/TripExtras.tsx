import { Suspense, use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/dates';
import type { TravelExtras } from '../../data/types';
import { usePage } from '../PageContext';
import { Rating } from '../ui/Rating';
import { CardRail, TravelCard } from '../ui/TravelCard';

/**
 * The trip page below the fold (issue 12 item 3): reviews and related trips load while the page
 * above them streams, and arrive in the same response under `<Suspense>` (React sends a
 * placeholder, then the section and a line of script putting it in place). Robots get them in
 * place: the route contract awaits a robot's deferred loads (worker/routes/types.ts loadPage).
 * `extras` never rejects: its deferred load's fallback turns a failure into empty lists (and
 * the source marks the page as one the page cache does not keep).
 */
type Extras = Promise<TravelExtras> | TravelExtras;

/**
 * Waits for the extras where it is rendered; `fallback` keeps the section's place meanwhile.
 * Extras already there (a robot's page, loaded before rendering) are rendered in place.
 */
function Deferred({ extras, fallback, children }: { extras: Extras | undefined; fallback: ReactNode; children: (extras: TravelExtras) => ReactNode }) {
  if (!extras) return null;
  if (!(extras instanceof Promise)) return children(extras);
  return (
    <Suspense fallback={fallback}>
      <Resolved extras={extras}>{children}</Resolved>
    </Suspense>
  );
}

function Resolved({ extras, children }: { extras: Promise<TravelExtras>; children: (extras: TravelExtras) => ReactNode }) {
  return children(use(extras));
}

/** A sized, empty stand-in: nothing to read yet, no jump when the section arrives. */
function Placeholder({ className }: { className: string }) {
  return <div className={`deferred ${className}`} aria-busy="true" />;
}

/** The 4 and 5 star reviews (SPEC §2: only those in the slider), in a rail. */
export function TripReviews({ extras }: { extras: Extras | undefined }) {
  const { t } = useTranslation();
  const { market } = usePage();
  return (
    <Deferred extras={extras} fallback={<Placeholder className="deferred--reviews" />}>
      {({ reviews: all }) => {
        const reviews = all.filter((review) => review.rating >= 4);
        if (!reviews.length) return null;
        return (
          <section className="trip__section" aria-labelledby="reviews-title">
            <h2 id="reviews-title">{t('trip.reviews')}</h2>
            <CardRail label={t('nav.carousel', { label: t('trip.reviews') })}>
              {reviews.map((review) => (
                <figure key={review.id} className="review">
                  <Rating value={review.rating} />
                  <blockquote lang={review.language}>
                    <p className="review__title">{review.title}</p>
                    <p>{review.text}</p>
                  </blockquote>
                  <figcaption>{`${review.authorName} · ${formatDate(review.travelledAt, market.id, 'MMMM yyyy')}`}</figcaption>
                </figure>
              ))}
            </CardRail>
          </section>
        );
      }}
    </Deferred>
  );
}

/** Trips on the same continent (`#related`, the target of "see similar trips"). */
export function RelatedTrips({ extras }: { extras: Extras | undefined }) {
  const { t } = useTranslation();
  return (
    <Deferred extras={extras} fallback={<Placeholder className="deferred--related" />}>
      {({ related }) =>
        related.length ? (
          <section className="block block--sand" id="related" aria-labelledby="related-title">
            <div className="container">
              <h2 id="related-title" className="block__title">{t('trip.related')}</h2>
              <CardRail label={t('nav.carousel', { label: t('trip.related') })}>
                {related.map((card) => <TravelCard key={card.id} travel={card} />)}
              </CardRail>
            </div>
          </section>
        ) : null
      }
    </Deferred>
  );
}

/** `children` once the related trips are known, when there are some ("see similar trips"). */
export function WithRelatedTrips({ extras, children }: { extras: Extras | undefined; children: ReactNode }) {
  return (
    <Deferred extras={extras} fallback={null}>
      {({ related }) => (related.length ? children : null)}
    </Deferred>
  );
}

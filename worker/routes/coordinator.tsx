import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../shared/image';
import { catalogueSource } from '../data/source';
import type { CoordinatorDetail } from '../data/types';
import { notFound } from '../errors';
import { usePage } from '../render/PageContext';
import { Breadcrumbs } from '../render/ui/Breadcrumbs';
import { Picture } from '../render/ui/Picture';
import { Rating } from '../render/ui/Rating';
import { SafeHtml } from '../render/ui/SafeHtml';
import { TourCard } from '../render/ui/TourCard';
import { CardRail, TravelCard } from '../render/ui/TravelCard';
import { languageList } from '../../shared/nativeCopy';
import { definePage } from './types';

function CoordinatorView({ data }: { data: CoordinatorDetail }) {
  const { t } = useTranslation();
  const { href, market } = usePage();
  const person = data.coordinator;
  const reviews = data.reviews.filter((review) => review.rating >= 4);
  return (
    <article className="coordinator-page">
      <section className="page-heading page-heading--person">
        <div className="container person">
          <Picture image={person.avatar} width={160} height={160} alt="" className="person__avatar" orientation="portrait" priority />
          <div>
            <Breadcrumbs items={[{ label: t('routes.index'), href: href('index') }, { label: t('routes.coordinators'), href: href('coordinators') }, { label: person.name }]} />
            <h1>{person.name}</h1>
            <p className="page-heading__lead">{person.tagline}</p>
            <ul className="person__facts">
              <li>{t('coordinatorPage.tripsLed', { count: person.tripsLed })}</li>
              <li>{t('coordinatorPage.since', { year: person.sinceYear })}</li>
              <li>{t('coordinatorPage.homeCity', { city: person.homeCity })}</li>
              {person.languages.length ? <li>{t('coordinatorPage.languages', { languages: languageList(person.languages, market.intlLocale) })}</li> : null}
            </ul>
            <Rating value={person.rating} count={person.reviewsCount} />
          </div>
        </div>
      </section>
      <div className="container container--narrow">
        <SafeHtml className="prose person__bio" html={person.bio} />
      </div>
      {data.tours.length ? (
        <section className="block block--sand" aria-labelledby="coordinator-tours">
          <div className="container">
            <h2 id="coordinator-tours" className="block__title">{t('coordinatorPage.upcoming', { name: person.firstName })}</h2>
            <CardRail label={t('nav.carousel', { label: t('coordinatorPage.upcoming', { name: person.firstName }) })}>
              {data.tours.map((tour) => <TourCard key={tour.id} tour={tour} />)}
            </CardRail>
          </div>
        </section>
      ) : null}
      {data.travels.length ? (
        <section className="block" aria-labelledby="coordinator-trips">
          <div className="container">
            <h2 id="coordinator-trips" className="block__title">{t('coordinatorPage.trips', { name: person.firstName })}</h2>
            <CardRail label={t('nav.carousel', { label: t('coordinatorPage.trips', { name: person.firstName }) })}>
              {data.travels.map((travel) => <TravelCard key={travel.id} travel={travel} />)}
            </CardRail>
          </div>
        </section>
      ) : null}
      {reviews.length ? (
        <section className="block" aria-labelledby="coordinator-reviews">
          <div className="container">
            <h2 id="coordinator-reviews" className="block__title">{t('coordinatorPage.reviews', { name: person.firstName })}</h2>
            <CardRail label={t('nav.carousel', { label: t('coordinatorPage.reviews', { name: person.firstName }) })}>
              {reviews.map((review) => (
                <figure key={review.id} className="review">
                  <Rating value={review.rating} />
                  <blockquote lang={review.language}><p className="review__title">{review.title}</p><p>{review.text}</p></blockquote>
                  <figcaption>{review.authorName}</figcaption>
                </figure>
              ))}
            </CardRail>
          </div>
        </section>
      ) : null}
    </article>
  );
}

/** Coordinator page: bio, facts, upcoming departures, trips and reviews. */
export const coordinatorPage = definePage<CoordinatorDetail>({
  pageType: 'custom page',
  async load({ c, params }) {
    const slug = params.coordinator ?? '';
    if (!/^[a-z0-9-]{1,80}$/.test(slug)) throw notFound();
    const detail = await catalogueSource(c).coordinator(slug);
    if (!detail) throw notFound();
    return detail;
  },
  meta: (data) => ({
    title: data.coordinator.name,
    description: data.coordinator.tagline,
    image: data.coordinator.avatar ? imageUrl(data.coordinator.avatar, 'desktop') : undefined,
  }),
  View: CoordinatorView,
});

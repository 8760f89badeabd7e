import { useTranslation } from 'react-i18next';
import type { Tour, TravelCard as TravelCardData } from '../../data/types';
import { usePage } from '../PageContext';
import { linkHref } from '../links';
import { CardRail, TravelCard } from '../ui/TravelCard';
import { TourCard } from '../ui/TourCard';
import { ShowMoreLink, useListLimit } from '../ui/ShowMore';
import { Section } from './Section';

/** Cards a carousel renders before its "show more" card (a desktop row; a phone shows one and a bit). */
export const carouselFirst = 4;

/** The last card of a cut carousel: the rest, fetched in place (../ui/ShowMore.tsx). */
function MoreCard({ id, label, rest }: { id: string; label: string; rest: number }) {
  if (rest <= 0) return null;
  return <ShowMoreLink id={id} label={label} className="rail__more" />;
}
import { list, obj, str, type BlockProps } from './types';

function useCta(content: Record<string, unknown>) {
  const { market } = usePage();
  const cta = obj(content.cta);
  const href = cta ? linkHref(market.id, obj(cta.link) ?? cta) : null;
  return cta && href ? { label: str(cta.label), href } : null;
}

/** Trip cards chosen by a filter (refreshed from the page query when it carries filter keys). */
export function TravelCarousel({ id, content }: BlockProps) {
  const { t } = useTranslation();
  const cta = useCta(content);
  const travels = list<TravelCardData>(content.data);
  const limit = useListLimit(id, carouselFirst);
  if (!travels.length) return null;
  return (
    <Section id={id} title={str(content.title)} subtitle={str(content.subtitle)} cta={cta}>
      <CardRail label={t('nav.carousel', { label: str(content.title) })} moreRegion={id}>
        {travels.slice(0, limit).map((travel) => <TravelCard key={travel.id} travel={travel} />)}
        <MoreCard id={id} rest={travels.length - Math.min(limit, travels.length)} label={t('blocks.showMoreCards', { count: travels.length - Math.min(limit, travels.length) })} />
      </CardRail>
    </Section>
  );
}

/** Departure cards chosen by a filter. */
export function TourCarousel({ id, content }: BlockProps) {
  const { t } = useTranslation();
  const cta = useCta(content);
  const tours = list<Tour>(content.data);
  const limit = useListLimit(id, carouselFirst);
  if (!tours.length) return null;
  return (
    <Section id={id} title={str(content.title)} subtitle={str(content.subtitle)} cta={cta} tone="sand">
      <CardRail label={t('nav.carousel', { label: str(content.title) })} moreRegion={id}>
        {tours.slice(0, limit).map((tour) => <TourCard key={tour.id} tour={tour} />)}
        <MoreCard id={id} rest={tours.length - Math.min(limit, tours.length)} label={t('trip.showMoreDepartures', { count: tours.length - Math.min(limit, tours.length) })} />
      </CardRail>
    </Section>
  );
}

import { useTranslation } from 'react-i18next';
import type { Tour, TravelCard as TravelCardData } from '../../data/types';
import { usePage } from '../PageContext';
import { linkHref } from '../links';
import { CardRail, TravelCard } from '../ui/TravelCard';
import { TourCard } from '../ui/TourCard';
import { Section } from './Section';
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
  if (!travels.length) return null;
  return (
    <Section id={id} title={str(content.title)} subtitle={str(content.subtitle)} cta={cta}>
      <CardRail label={t('nav.carousel', { label: str(content.title) })}>
        {travels.map((travel) => <TravelCard key={travel.id} travel={travel} />)}
      </CardRail>
    </Section>
  );
}

/** Departure cards chosen by a filter. */
export function TourCarousel({ id, content }: BlockProps) {
  const { t } = useTranslation();
  const cta = useCta(content);
  const tours = list<Tour>(content.data);
  if (!tours.length) return null;
  return (
    <Section id={id} title={str(content.title)} subtitle={str(content.subtitle)} cta={cta} tone="sand">
      <CardRail label={t('nav.carousel', { label: str(content.title) })}>
        {tours.map((tour) => <TourCard key={tour.id} tour={tour} />)}
      </CardRail>
    </Section>
  );
}

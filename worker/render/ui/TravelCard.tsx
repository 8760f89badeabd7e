import { useTranslation } from 'react-i18next';
import type { TravelCard as TravelCardData } from '../../data/types';
import { useIsolateMarkup } from '../isolateMarkup';
import { usePage } from '../PageContext';
import { Picture } from './Picture';
import { Price } from './Price';
import { DiscountFlag } from './Discount';
import { Rating } from './Rating';
import { moreRegionAttr } from './ShowMore';
import { travelGaItem } from './gaItem';

interface TravelCardProps {
  travel: TravelCardData;
  headingLevel?: 2 | 3;
}

/** A trip card: photo, destination, title, duration, rating, price from (its inside rendered once per isolate: ../isolateMarkup.tsx). */
export function TravelCard({ travel, headingLevel = 3 }: TravelCardProps) {
  const { currency } = usePage();
  const html = useIsolateMarkup(travel, `travel-card h${headingLevel}`, () => <TravelCardLink travel={travel} headingLevel={headingLevel} />);
  return <article className="travel-card" data-ga-item={travelGaItem(travel, currency)} dangerouslySetInnerHTML={{ __html: html }} />;
}

function TravelCardLink({ travel, headingLevel }: Required<TravelCardProps>) {
  const { t } = useTranslation();
  const { href } = usePage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const link = href('travels-travel', { travel: travel.slug }) ?? '#';
  return (
    <a className="travel-card__link" href={link}>
      <div className="travel-card__media">
        <Picture image={travel.thumbnailImage} width={480} height={320} alt="" className="travel-card__img" />
        {travel.bestTour ? (
          <DiscountFlag facts={travel.bestTour} percentage={travel.bestTour.discountPercentage} className="travel-card__flag" />
        ) : null}
        {travel.badges[0] ? <span className="travel-card__badge">{travel.badges[0].label}</span> : null}
      </div>
      <div className="travel-card__body">
        <p className="travel-card__destination">{travel.destinationLabel}</p>
        <Heading className="travel-card__title">{travel.title}</Heading>
        <p className="travel-card__meta">
          {/* One text node: no React separator comments between the parts (issue 12: weight). */}
          {`${t('trip.daysNights', { days: travel.days, nights: travel.nights })} · ${travel.travelStyle.label}`}
        </p>
        <div className="travel-card__footer">
          <Rating value={travel.rating} />
          {travel.bestTour ? (
            <Price from price={travel.bestTour.price} basePrice={travel.bestTour.basePrice} discounted={travel.bestTour.discounted} lowestPrice30d={travel.bestTour.lowestPrice30d} />
          ) : (
            <span className="travel-card__soon">{t('trip.noDepartures')}</span>
          )}
        </div>
      </div>
    </a>
  );
}

/** Horizontally scrolling row of cards (CSS scroll snap: no script needed). */
export function CardRail({ label, moreRegion, children }: { label: string; moreRegion?: string; children: React.ReactNode }) {
  return (
    <div className="rail" role="region" aria-label={label} tabIndex={0} {...(moreRegion ? { [moreRegionAttr]: moreRegion } : {})}>
      {children}
    </div>
  );
}

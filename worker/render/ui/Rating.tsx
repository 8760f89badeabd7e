import { useTranslation } from 'react-i18next';
import { formatScore } from '../../../shared/nativeCopy';
import { ratingView } from '../../../shared/rating';
import { usePage } from '../PageContext';

/** Stars filled to value × 20 %, with the band word and an accessible label. */
export function Rating({ value, count, showLabel }: { value: number | null; count?: number; showLabel?: boolean }) {
  const { t } = useTranslation();
  const { market } = usePage();
  if (value === null) return null;
  const view = ratingView(value);
  const score = formatScore(value, market.intlLocale);
  const text = t('rating.outOf', { value: score });
  return (
    <span className="rating">
      <span className="rating__stars" role="img" aria-label={text}>
        <RatingFill percent={view.fillPercent} />
      </span>
      <span className="rating__value" aria-hidden="true">{score}</span>
      {showLabel && view.label ? <span className="rating__label">{t(`rating.band.${view.label}`)}</span> : null}
      {count !== undefined ? <span className="rating__count">{t('rating.reviews', { count })}</span> : null}
    </span>
  );
}

/**
 * The filled part of the stars: an SVG rect whose width is an attribute, not a style
 * attribute (CSP style-src has no 'unsafe-inline'). `colour` overrides the CSS fill.
 */
export function RatingFill({ percent, colour }: { percent: number; colour?: string }) {
  return (
    <svg className="rating__fill" aria-hidden="true">
      <rect width={`${percent}%`} height="100%" fill={colour} />
    </svg>
  );
}

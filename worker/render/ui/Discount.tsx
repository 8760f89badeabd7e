import { useTranslation } from 'react-i18next';
import { formatPrice, isCurrencyCode } from '../../../shared/money';
import { honestDiscount, type HonestDiscount, type PriceFacts } from '../../../shared/priceHistory';
import { usePage } from '../PageContext';

/**
 * Honest discounts (issue 14 item 4): the reduction a page may announce for these price facts in
 * the display currency, or null (no history evidence → no strike, no badge).
 */
export function useHonestDiscount(facts: PriceFacts | null | undefined): HonestDiscount | null {
  const { currency } = usePage();
  return facts ? honestDiscount(facts, currency) : null;
}

/** "Lowest price in the last 30 days: €1,250", beside a struck price (EU price indication). */
export function LowestPrice30d({ discount }: { discount: HonestDiscount }) {
  const { t } = useTranslation();
  const { market } = usePage();
  if (!isCurrencyCode(discount.currency)) return null;
  return (
    <span className="price__lowest">
      {/* The amount never splits across lines ("1.640" / "€"). */}
      {t('discount.lowest30d', { price: formatPrice(discount.lowest30d, discount.currency, market.id).replace(/ /g, '\u00a0') })}
    </span>
  );
}

/** The "-15%" flag of a card or departure row, only for a reduction the price history supports. */
export function DiscountFlag({ facts, percentage, className }: { facts: PriceFacts; percentage: number; className: string }) {
  const discount = useHonestDiscount(facts);
  if (!discount || !(percentage > 0)) return null;
  return <span className={className}>{`-${percentage}%`}</span>;
}

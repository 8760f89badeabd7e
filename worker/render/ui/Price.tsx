import { useTranslation } from 'react-i18next';
import { formatPrice, isCurrencyCode } from '../../../shared/money';
import { usePage } from '../PageContext';
import { LowestPrice30d, useHonestDiscount } from './Discount';

type Money = Record<string, number>;

/** Amount in the display currency (cents → units), falling back to EUR when missing. */
export function useMoney() {
  const { market, currency } = usePage();
  return (amounts: Money | null | undefined, precision: 0 | 2 = 0): string => {
    if (!amounts) return '';
    const code = amounts[currency] !== undefined ? currency : 'EUR';
    const cents = amounts[code];
    if (cents === undefined || !isCurrencyCode(code)) return '';
    return formatPrice(cents, code, market.id, { precision });
  };
}

/**
 * A price with the base price struck through only for a reduction the price history supports
 * (`discounted` and the 30-day lowest price, shared/priceHistory.ts), the lowest price of the 30
 * days before it beside (EU price indication). Without that evidence: the price alone.
 */
export function Price({ price, basePrice, discounted: claimed, lowestPrice30d, from, className }: { price: Money; basePrice?: Money; discounted?: boolean; lowestPrice30d?: Record<string, number | null> | null; from?: boolean; className?: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const honest = useHonestDiscount({ price, basePrice, discounted: claimed, lowestPrice30d });
  const now = money(price);
  const before = basePrice && honest ? money(basePrice) : '';
  const discounted = honest !== null && before !== '' && before !== now;
  return (
    <span className={className ? `price ${className}` : 'price'}>
      {from ? <span className="price__from">{`${t('price.from')} `}</span> : null}
      {discounted ? (
        <>
          <del className="price__base"><span className="visually-hidden">{`${t('price.was')} `}</span>{before}</del>{' '}
        </>
      ) : null}
      <strong className={discounted ? 'price__now price__now--discounted' : 'price__now'}>{now}</strong>
      {discounted && honest ? <LowestPrice30d discount={honest} /> : null}
    </span>
  );
}

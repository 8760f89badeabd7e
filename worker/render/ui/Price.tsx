import { useTranslation } from 'react-i18next';
import { formatPrice, isCurrencyCode } from '../../../shared/money';
import { usePage } from '../PageContext';

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

/** A price with the undiscounted base price struck through when discounted. */
export function Price({ price, basePrice, from, className }: { price: Money; basePrice?: Money; from?: boolean; className?: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const now = money(price);
  const before = basePrice ? money(basePrice) : '';
  const discounted = before !== '' && before !== now && (basePrice?.EUR ?? 0) > (price.EUR ?? 0);
  return (
    <span className={className ? `price ${className}` : 'price'}>
      {from ? <span className="price__from">{t('price.from')} </span> : null}
      {discounted ? (
        <>
          <del className="price__base"><span className="visually-hidden">{t('price.was')} </span>{before}</del>{' '}
        </>
      ) : null}
      <strong className={discounted ? 'price__now price__now--discounted' : 'price__now'}>{now}</strong>
    </span>
  );
}

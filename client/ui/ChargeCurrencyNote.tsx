import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '../../markets/config';
import { chargeStatement } from '../../shared/money';

/** Marks every statement of the currency charged, so a page can be checked to say it one way. */
export const chargeNoteAttr = 'data-charge-note';

/**
 * The statement of the currency charged for prices shown in `currency` (shared/money.ts
 * `chargeStatement`, copy in markets/locales/charge): the one component the booking box, the
 * departure list, the payment calculator, the dossier and the footer render it with.
 */
export function ChargeCurrencyNote({ currency, className, as: Tag = 'p' }: { currency: CurrencyCode; className?: string; as?: 'p' | 'li' }) {
  const { t } = useTranslation();
  const statement = chargeStatement(currency);
  return <Tag className={className} {...{ [chargeNoteAttr]: '' }}>{t(statement.key, statement.values)}</Tag>;
}

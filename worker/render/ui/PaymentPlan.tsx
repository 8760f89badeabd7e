import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '../../../markets/config';
import { costFactsIn } from '../../../shared/allInEstimate';
import { installmentSettings, paymentOptions, type PlanInput } from '../../../shared/paymentPlan';
import type { Tour } from '../../data/types';
import { Island } from '../Island';
import { usePage } from '../PageContext';
import { useMoney } from './Price';

/** The amounts of a departure in the page's display currency, or EUR where it is missing. */
function planCurrency(tour: Tour, currency: CurrencyCode): CurrencyCode {
  return tour.price[currency] !== undefined ? currency : 'EUR';
}

/** The payment plan input of a departure as of today, in the display currency (issue 14 item 1). */
function usePlanInput(tour: Tour, total?: number): PlanInput | null {
  const { currency: display, today, layout } = usePage();
  const currency = planCurrency(tour, display);
  const price = tour.price[currency];
  if (price === undefined) return null;
  const deposit = tour.deposit?.available ? tour.deposit.price[currency] : undefined;
  return {
    total: total ?? price,
    currency,
    deposit: deposit !== undefined && tour.deposit ? { amount: deposit, cutOff: tour.deposit.cutOffDate.slice(0, 10) } : null,
    balanceDue: tour.balanceDueDate.slice(0, 10),
    today,
    settings: installmentSettings(layout?.settings.installmentPayments),
  };
}

/**
 * The departure row's and booking box's lines beside the deposit and balance (PaymentFact):
 * interest-free instalments when the settings and dates allow them. The currency charged is
 * stated once under the departure list and in the booking box (ChargeCurrencyNote), not per row.
 */
export function InstallmentFacts({ tour }: { tour: Tour }) {
  const { t } = useTranslation();
  const money = useMoney();
  const input = usePlanInput(tour);
  const installments = input ? paymentOptions(input).installments : null;
  const first = installments?.[0];
  if (!input || !installments || !first) return null;
  return (
    <li className="fact fact--installments">
      {t('payment.installmentsLine', { count: installments.length, amount: money({ [input.currency]: first.amount }) })}
    </li>
  );
}

/** The payment calculator of a tour page, with this departure's costs in the display currency. */
export function PaymentCalculatorCard({ tour }: { tour: Tour }) {
  const { t } = useTranslation();
  const { market, currency: display, today } = usePage();
  const input = usePlanInput(tour);
  const currency = planCurrency(tour, display);
  const costs = costFactsIn(currency, {
    price: tour.price, privateRoom: tour.privateRoomSupplement, flexibleCancellation: tour.flexibleCancellationPrice,
    groupFund: tour.groupFund, flights: tour.flightsMinPrice,
  });
  if (!input || !costs) return null;
  return (
    <section className="trip__section pay-card" aria-labelledby="payment-title">
      <h2 id="payment-title">{t('payment.title')}</h2>
      <Island
        name="PaymentCalculator"
        props={{ marketId: market.id, currency, today, costs, deposit: input.deposit, balanceDue: input.balanceDue, settings: input.settings }}
      />
    </section>
  );
}

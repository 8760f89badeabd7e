import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PaymentCalculatorWords } from '../../../client/ui/paymentCalculator';
import type { CurrencyCode } from '../../../markets/config';
import { costFactsIn } from '../../../shared/allInEstimate';
import { installmentSettings, paymentOptions, type PlanInput } from '../../../shared/paymentPlan';
import type { Tour } from '../../data/types';
import { Island } from '../Island';
import { PaymentCalculatorView } from './PaymentCalculatorView';
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

/**
 * The calculator's words for its plain DOM code (client/ui/paymentCalculator.ts), which redraws
 * the plan without i18next: only what this departure may offer (a deposit when it takes one;
 * per count of instalments allowed, the option and the row label with its number left as {{n}}).
 */
function calculatorWords(t: TFunction, input: PlanInput): PaymentCalculatorWords {
  const { settings, deposit } = input;
  const counts = settings.enabled ? Array.from({ length: Math.max(0, settings.maxInstallments - 1) }, (_, i) => i + 2) : [];
  return {
    today: t('payment.today'),
    kind: { full: t('payment.kind.full'), ...(deposit ? { deposit: t('payment.kind.deposit'), balance: t('payment.kind.balance') } : {}) },
    installment: Object.fromEntries(counts.map((count) => [count, t('payment.kind.installment', { n: '{{n}}', count, interpolation: { escapeValue: false } })])),
    ...(deposit ? { optionDeposit: t('payment.optionDeposit') } : {}),
    optionFull: t('payment.optionFull'),
    optionInstallments: Object.fromEntries(counts.map((count) => [count, t('payment.optionInstallments', { count })])),
    item: {
      trip: t('payment.item.trip'),
      privateRoom: t('payment.item.privateRoom'),
      flexibleCancellation: t('payment.item.flexibleCancellation'),
      groupFund: t('payment.item.groupFund'),
      flights: t('payment.item.flights'),
    },
  };
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
  const calc = { marketId: market.id, currency, today, costs, deposit: input.deposit, balanceDue: input.balanceDue, settings: input.settings };
  const box = 'pay-calc';
  return (
    <section className="trip__section pay-card" aria-labelledby="payment-title">
      <h2 id="payment-title">{t('payment.title')}</h2>
      <PaymentCalculatorView id={box} calc={calc} />
      <Island name="PaymentCalculator" props={{ ...calc, box, words: calculatorWords(t, input) }} />
    </section>
  );
}

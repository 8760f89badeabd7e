import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode, MarketId } from '../../markets/config';
import { allInEstimate, type CostFacts } from '../../shared/allInEstimate';
import { formatDate } from '../../shared/dates';
import { formatPrice } from '../../shared/money';
import { paymentOptions, type InstallmentSettings, type Payment, type PlanOption } from '../../shared/paymentPlan';
import type { Hydration } from '../../shared/boot';
import { ChargeCurrencyNote } from '../ui/ChargeCurrencyNote';

/** Hydrates when it comes near the viewport. */
export const hydration: Hydration = 'visible';

export interface PaymentCalculatorProps {
  marketId: MarketId;
  /** Display currency of the amounts. */
  currency: CurrencyCode;
  today: string;
  /** The departure's costs in the display currency (cents). */
  costs: CostFacts;
  deposit: { amount: number; cutOff: string } | null;
  balanceDue: string;
  settings: InstallmentSettings;
}

const optionOrder: PlanOption[] = ['deposit', 'installments', 'full'];

/**
 * The payment calculator of a tour page (issue 14 items 1 and 2): the traveller picks a room
 * (shared or private), the Flexible Cancellation option and how to pay; the plan lists every
 * payment with its date, and the all-in estimate adds the group fund and the cheapest flight.
 * Server-rendered with the defaults (shared room, first available way to pay).
 */
export function PaymentCalculator({ marketId, currency, today, costs, deposit, balanceDue, settings }: PaymentCalculatorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [privateRoom, setPrivateRoom] = useState(false);
  const [flexible, setFlexible] = useState(false);
  const estimate = allInEstimate(costs, { privateRoom, flexibleCancellation: flexible });
  const options = paymentOptions({ total: estimate.booking, currency, deposit, balanceDue, today, settings });
  const available = optionOrder.filter((option) => options[option] !== null);
  const [chosen, setChosen] = useState<PlanOption>(available[0] ?? 'full');
  const root = useRef<HTMLDivElement>(null);
  // What was ticked in the server's controls before the island woke is the visitor's choice:
  // React keeps the DOM's checked state while hydrating, the plan follows it (issue 30 item 1).
  useLayoutEffect(() => {
    const box = root.current;
    if (!box) return;
    const ticked = (name: string) => box.querySelector<HTMLInputElement>(`input[data-choice="${name}"]`)?.checked ?? false;
    if (ticked('private')) setPrivateRoom(true);
    if (ticked('flexible')) setFlexible(true);
    const how = box.querySelector<HTMLInputElement>('input[data-choice="how"]:checked')?.value;
    if (how === 'deposit' || how === 'installments' || how === 'full') setChosen(how);
  }, []);
  const option = options[chosen] ? chosen : (available[0] ?? 'full');
  const plan = options[option] ?? options.full!;
  const money = (cents: number) => formatPrice(cents, currency, marketId);
  const installments = options.installments?.length ?? 0;
  const label = (payment: Payment, index: number) =>
    payment.kind === 'installment' ? t('payment.kind.installment', { n: index + 1, count: plan.length }) : t(`payment.kind.${payment.kind}`);

  return (
    <div className="pay-calc" ref={root}>
      <fieldset className="pay-calc__group">
        <legend>{t('payment.room')}</legend>
        <label className="pay-calc__choice">
          <input type="radio" name={`${id}-room`} value="shared" data-choice="shared" checked={!privateRoom} onChange={() => setPrivateRoom(false)} />
          {t('payment.roomShared')}
        </label>
        {costs.privateRoom !== null ? (
          <label className="pay-calc__choice">
            <input type="radio" name={`${id}-room`} value="private" data-choice="private" checked={privateRoom} onChange={() => setPrivateRoom(true)} />
            {t('payment.roomPrivate', { amount: money(costs.privateRoom) })}
          </label>
        ) : null}
      </fieldset>
      {costs.flexibleCancellation !== null ? (
        <label className="pay-calc__choice pay-calc__flexible">
          <input type="checkbox" data-choice="flexible" checked={flexible} onChange={(event) => setFlexible(event.target.checked)} />
          {t('payment.flexible', { amount: money(costs.flexibleCancellation) })}
        </label>
      ) : null}
      {available.length > 1 ? (
        <fieldset className="pay-calc__group">
          <legend>{t('payment.how')}</legend>
          {available.map((value) => (
            <label key={value} className="pay-calc__choice">
              <input type="radio" name={`${id}-how`} value={value} data-choice="how" checked={option === value} onChange={() => setChosen(value)} />
              {value === 'deposit' ? t('payment.optionDeposit') : value === 'installments' ? t('payment.optionInstallments', { count: installments }) : t('payment.optionFull')}
            </label>
          ))}
        </fieldset>
      ) : null}
      <table className="pay-calc__plan" aria-live="polite">
        <caption>{t('payment.schedule')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('payment.date')}</th>
            <th scope="col">{t('payment.what')}</th>
            <th scope="col" className="pay-calc__amount">{t('payment.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {plan.map((payment, index) => (
            <tr key={`${payment.kind}-${payment.due}`}>
              <td>{payment.due === today ? t('payment.today') : formatDate(payment.due, marketId)}</td>
              <td>{label(payment, index)}</td>
              <td className="pay-calc__amount">{money(payment.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>{t('payment.totalBooking')}</th>
            <td className="pay-calc__amount">{money(estimate.booking)}</td>
          </tr>
        </tfoot>
      </table>
      <ChargeCurrencyNote currency={currency} className="pay-calc__currency" />
      <details className="pay-calc__allin">
        <summary>
          {t('payment.allIn')}: <strong>{money(estimate.total)}</strong>
        </summary>
        <dl>
          {estimate.items.map((item) => (
            <div key={item.key} className="pay-calc__item">
              <dt>{t(`payment.item.${item.key}`)}</dt>
              <dd>{money(item.amount)}</dd>
            </div>
          ))}
          <div className="pay-calc__item pay-calc__item--total">
            <dt>{t('payment.allInTotal')}</dt>
            <dd>{money(estimate.total)}</dd>
          </div>
        </dl>
        <p className="pay-calc__note">{t('payment.allInNote')}</p>
        <p className="pay-calc__note">{t('payment.included')}</p>
        <p className="pay-calc__note">{t('payment.notIncluded')}</p>
      </details>
    </div>
  );
}

export default PaymentCalculator;

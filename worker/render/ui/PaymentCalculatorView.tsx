import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChargeCurrencyNote } from '../../../client/ui/ChargeCurrencyNote';
import { calculate, type PaymentCalculatorProps } from '../../../client/ui/paymentCalculator';
import { formatDate } from '../../../shared/dates';
import { formatPrice } from '../../../shared/money';
import type { Payment } from '../../../shared/paymentPlan';

type CalculatorInput = Omit<PaymentCalculatorProps, 'words'>;

/**
 * The payment calculator of a tour page (issue 14 items 1 and 2): the traveller picks a room
 * (shared or private), the Flexible Cancellation option and how to pay; the plan lists every
 * payment with its date, and the all-in estimate adds the group fund and the cheapest flight.
 * Rendered here with the defaults (shared room, first way to pay offered); in the browser the
 * PaymentCalculator island (plain DOM, client/ui/paymentCalculator.ts) redraws it on each change.
 */
export function PaymentCalculatorView({ id: boxId, calc: props }: { id: string; calc: CalculatorInput }) {
  const { marketId, currency, today, costs } = props;
  const { t } = useTranslation();
  const id = useId();
  // The defaults: shared room, no Flexible Cancellation, the first way to pay offered.
  const { estimate, available, option, plan, installments } = calculate(props, { privateRoom: false, flexible: false, how: null });
  const money = (cents: number) => formatPrice(cents, currency, marketId);
  const label = (payment: Payment, index: number) =>
    payment.kind === 'installment' ? t('payment.kind.installment', { n: index + 1, count: plan.length }) : t(`payment.kind.${payment.kind}`);

  return (
    <div className="pay-calc" id={boxId}>
      <fieldset className="pay-calc__group">
        <legend>{t('payment.room')}</legend>
        <label className="pay-calc__choice">
          <input type="radio" name={`${id}-room`} value="shared" data-choice="shared" defaultChecked />
          {t('payment.roomShared')}
        </label>
        {costs.privateRoom !== null ? (
          <label className="pay-calc__choice">
            <input type="radio" name={`${id}-room`} value="private" data-choice="private" />
            {t('payment.roomPrivate', { amount: money(costs.privateRoom) })}
          </label>
        ) : null}
      </fieldset>
      {costs.flexibleCancellation !== null ? (
        <label className="pay-calc__choice pay-calc__flexible">
          <input type="checkbox" data-choice="flexible" />
          {t('payment.flexible', { amount: money(costs.flexibleCancellation) })}
        </label>
      ) : null}
      {/* Always there (hidden with one way to pay): a room or option that changes the total may
          change what is offered (../ui/paymentCalculator.ts redraws it). */}
      <fieldset className="pay-calc__group" data-how="" data-name={`${id}-how`} data-offered={`${available.join(',')}:${installments}`} hidden={available.length <= 1}>
        <legend>{t('payment.how')}</legend>
        {available.map((value) => (
          <label key={value} className="pay-calc__choice">
            <input type="radio" name={`${id}-how`} value={value} data-choice="how" defaultChecked={option === value} />
            {value === 'deposit' ? t('payment.optionDeposit') : value === 'installments' ? t('payment.optionInstallments', { count: installments }) : t('payment.optionFull')}
          </label>
        ))}
      </fieldset>
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


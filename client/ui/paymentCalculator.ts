import type { CurrencyCode, MarketId } from '../../markets/config';
import { allInEstimate, type CostFacts, type CostKey } from '../../shared/allInEstimate';
import { writeIsoDay } from '../../shared/dates';
import { formatPrice } from '../../shared/money';
import { paymentOptions, type InstallmentSettings, type Payment, type PlanOption } from '../../shared/paymentPlan';

/**
 * The calculator's words, translated by the server (worker/render/ui/PaymentPlan.tsx): the
 * plan is redrawn here without i18next. Per count of instalments, the option's label and the
 * row label with `{{n}}` left to fill.
 */
export interface PaymentCalculatorWords {
  today: string;
  /** Deposit and balance only for a departure that takes a deposit. */
  kind: Partial<Record<'deposit' | 'balance' | 'full', string>>;
  installment: Record<number, string>;
  optionDeposit?: string;
  optionFull: string;
  optionInstallments: Record<number, string>;
  item: Record<CostKey, string>;
}

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
  words: PaymentCalculatorWords;
}

/** The ways to pay, in the order they are offered. */
export const optionOrder: PlanOption[] = ['deposit', 'installments', 'full'];

export interface Choice {
  privateRoom: boolean;
  flexible: boolean;
  how: PlanOption | null;
}

/** What the calculator shows for a choice: the ways to pay offered, the one chosen, its plan. */
export function calculate(props: Omit<PaymentCalculatorProps, 'words'>, choice: Choice) {
  const { currency, today, costs, deposit, balanceDue, settings } = props;
  const estimate = allInEstimate(costs, { privateRoom: choice.privateRoom, flexibleCancellation: choice.flexible });
  const options = paymentOptions({ total: estimate.booking, currency, deposit, balanceDue, today, settings });
  const available = optionOrder.filter((option) => options[option] !== null);
  const option = choice.how && options[choice.how] ? choice.how : (available[0] ?? 'full');
  const plan = options[option] ?? options.full!;
  return { estimate, available, option, plan, installments: options.installments?.length ?? 0 };
}

function readChoice(box: Element): Choice {
  const ticked = (name: string) => box.querySelector<HTMLInputElement>(`input[data-choice="${name}"]`)?.checked ?? false;
  const how = box.querySelector<HTMLInputElement>('input[data-choice="how"]:checked')?.value;
  return { privateRoom: ticked('private'), flexible: ticked('flexible'), how: how === 'deposit' || how === 'installments' || how === 'full' ? how : null };
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Draws the plan of the choice the calculator's controls show. */
function draw(box: HTMLElement, props: PaymentCalculatorProps): void {
  const { marketId, currency, today, words } = props;
  const { estimate, available, option, plan, installments } = calculate(props, readChoice(box));
  const money = (cents: number) => formatPrice(cents, currency, marketId);

  // The ways to pay: offered again when the total changed what is offered.
  const how = box.querySelector<HTMLFieldSetElement>('fieldset[data-how]');
  if (how) {
    const offered = `${available.join(',')}:${installments}`;
    if (how.dataset.offered !== offered) {
      const name = how.querySelector<HTMLInputElement>('input[data-choice="how"]')?.name ?? how.dataset.name ?? 'pay-how';
      how.querySelectorAll('label').forEach((label) => label.remove());
      for (const value of available) {
        const label = element('label', undefined, 'pay-calc__choice');
        const input = element('input');
        Object.assign(input, { type: 'radio', name, value });
        input.dataset.choice = 'how';
        label.appendChild(input);
        label.appendChild(document.createTextNode(value === 'deposit' ? (words.optionDeposit ?? '') : value === 'installments' ? (words.optionInstallments[installments] ?? '') : words.optionFull));
        how.appendChild(label);
      }
      how.dataset.offered = offered;
    }
    how.hidden = available.length <= 1;
    how.querySelectorAll<HTMLInputElement>('input[data-choice="how"]').forEach((input) => {
      input.checked = input.value === option;
    });
  }

  const rows = plan.map((payment: Payment, index) => {
    const row = element('tr');
    const label = payment.kind === 'installment' ? (words.installment[plan.length] ?? '').replace('{{n}}', String(index + 1)) : (words.kind[payment.kind] ?? '');
    row.appendChild(element('td', payment.due === today ? words.today : writeIsoDay(payment.due, marketId)));
    row.appendChild(element('td', label));
    row.appendChild(element('td', money(payment.amount), 'pay-calc__amount'));
    return row;
  });
  const body = box.querySelector('.pay-calc__plan tbody');
  if (body) {
    body.textContent = '';
    for (const row of rows) body.appendChild(row);
  }
  const total = box.querySelector('.pay-calc__plan tfoot .pay-calc__amount');
  if (total) total.textContent = money(estimate.booking);

  const summary = box.querySelector('.pay-calc__allin summary strong');
  if (summary) summary.textContent = money(estimate.total);
  const list = box.querySelector('.pay-calc__allin dl');
  const sum = list?.querySelector('.pay-calc__item--total');
  if (list && sum) {
    list.querySelectorAll('.pay-calc__item:not(.pay-calc__item--total)').forEach((item) => item.remove());
    for (const item of estimate.items) {
      const entry = element('div', undefined, 'pay-calc__item');
      entry.appendChild(element('dt', words.item[item.key]));
      entry.appendChild(element('dd', money(item.amount)));
      list.insertBefore(entry, sum);
    }
    const value = sum.querySelector('dd');
    if (value) value.textContent = money(estimate.total);
  }
}

/**
 * The payment calculator in the browser, without React: the server rendered it with the
 * defaults; each change of room, Flexible Cancellation or way to pay redraws the plan and the
 * all-in estimate. A choice made before it started (the controls work natively) is drawn at once.
 */
export function startPaymentCalculator(box: HTMLElement | null, props: PaymentCalculatorProps): () => void {
  if (!box) return () => undefined;
  const onChange = () => draw(box, props);
  box.addEventListener('change', onChange);
  // As the server drew it (the defaults): nothing to draw again, nothing for a screen reader
  // to hear again from the plan's live region.
  const initial = readChoice(box);
  const defaults = calculate(props, { privateRoom: false, flexible: false, how: null });
  if (initial.privateRoom || initial.flexible || calculate(props, initial).option !== defaults.option) draw(box, props);
  return () => box.removeEventListener('change', onChange);
}

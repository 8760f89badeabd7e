import { daysInMonth, isoDayOf, type IsoDay } from './dates';

/** The site settings' `installmentPayments` (SPEC "Site settings"), read safely. */
export interface InstallmentSettings {
  enabled: boolean;
  /** Most payments a price may be split into (the first one today). */
  maxInstallments: number;
  /** Smallest price (cents, per currency) that may be split; missing: no minimum. */
  minAmount: Partial<Record<string, number>>;
}

const disabled: InstallmentSettings = { enabled: false, maxInstallments: 1, minAmount: {} };

/** Anything the catalogue sends becomes valid settings; nonsense turns instalments off. */
export function installmentSettings(raw: unknown): InstallmentSettings {
  if (!raw || typeof raw !== 'object') return disabled;
  const value = raw as Record<string, unknown>;
  const max = typeof value.maxInstallments === 'number' ? value.maxInstallments : Number.NaN;
  if (value.enabled !== true || !Number.isInteger(max) || max < 2 || max > 12) return disabled;
  const minAmount: Record<string, number> = {};
  if (value.minAmount && typeof value.minAmount === 'object') {
    for (const [code, cents] of Object.entries(value.minAmount as Record<string, unknown>)) {
      if (typeof cents === 'number' && Number.isFinite(cents) && cents >= 0) minAmount[code] = cents;
    }
  }
  return { enabled: true, maxInstallments: max, minAmount };
}

/** One month later, on the same day or the month's last one (31 Jan → 28/29 Feb). */
export function addMonthsClamped(day: IsoDay, months: number): IsoDay {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + months;
  const targetYear = year + Math.floor(month / 12);
  const targetMonth = (((month % 12) + 12) % 12) + 1;
  return isoDayOf(targetYear, targetMonth, Math.min(Number(day.slice(8, 10)), daysInMonth(targetYear, targetMonth)));
}

export type PaymentKind = 'deposit' | 'installment' | 'balance' | 'full';

export interface Payment {
  kind: PaymentKind;
  /** Day it is due (today for the first payment). */
  due: IsoDay;
  /** Cents in the plan's currency. */
  amount: number;
}

export type PlanOption = 'deposit' | 'installments' | 'full';

export interface PlanInput {
  /** What the traveller pays in all (price and chosen options), in cents. */
  total: number;
  currency: string;
  /** The deposit in cents and the last day it may be chosen; null: no deposit option. */
  deposit: { amount: number; cutOff: IsoDay } | null;
  balanceDue: IsoDay;
  today: IsoDay;
  settings: InstallmentSettings;
}

/** Whole currency units: amounts are split in units, a remainder goes to the last payment. */
function split(total: number, parts: number): number[] {
  const unit = Math.floor(total / parts / 100) * 100;
  return Array.from({ length: parts }, (_, i) => (i === parts - 1 ? total - unit * (parts - 1) : unit));
}

/**
 * The ways to pay one departure as of today (issue 14 item 1), each a list of payments that
 * adds up to the total:
 * - full: everything today;
 * - deposit: the deposit today, the balance on its due date (only up to the deposit cut-off and
 *   before the balance is due);
 * - installments: the total in equal monthly payments, the first today and none after the
 *   balance due date, as many as the settings allow and the months until then fit (at least 2),
 *   when instalments are enabled and the total reaches the currency's minimum.
 */
export function paymentOptions(input: PlanInput): Record<PlanOption, Payment[] | null> {
  const { total, currency, deposit, balanceDue, today, settings } = input;
  const full: Payment[] = [{ kind: 'full', due: today, amount: total }];
  const beforeBalance = today < balanceDue;
  const depositPlan: Payment[] | null =
    deposit && beforeBalance && today <= deposit.cutOff && deposit.amount > 0 && deposit.amount < total
      ? [
          { kind: 'deposit', due: today, amount: deposit.amount },
          { kind: 'balance', due: balanceDue, amount: total - deposit.amount },
        ]
      : null;
  let installments: Payment[] | null = null;
  const minimum = settings.minAmount[currency] ?? 0;
  if (settings.enabled && beforeBalance && total >= minimum) {
    const dates: IsoDay[] = [today];
    while (dates.length < settings.maxInstallments) {
      const next = addMonthsClamped(today, dates.length);
      if (next > balanceDue) break;
      dates.push(next);
    }
    if (dates.length >= 2) {
      const amounts = split(total, dates.length);
      installments = dates.map((due, i) => ({ kind: 'installment', due, amount: amounts[i]! }));
    }
  }
  return { deposit: depositPlan, installments, full };
}

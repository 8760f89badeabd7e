import { describe, expect, it } from 'vitest';
import { addMonthsClamped, installmentSettings, paymentOptions, type PlanInput } from './paymentPlan';

const settings = installmentSettings({ enabled: true, maxInstallments: 3, minAmount: { EUR: 50000, USD: 55000 } });
const base: PlanInput = {
  total: 139000, currency: 'EUR', deposit: { amount: 25000, cutOff: '2027-02-01' }, balanceDue: '2027-03-15', today: '2026-11-23', settings,
};
const sum = (payments: { amount: number }[] | null) => (payments ?? []).reduce((total, p) => total + p.amount, 0);

describe('addMonthsClamped', () => {
  it('keeps the day or falls back to the month end, across years and leap years', () => {
    expect(addMonthsClamped('2026-11-23', 1)).toBe('2026-12-23');
    expect(addMonthsClamped('2026-12-31', 1)).toBe('2027-01-31');
    expect(addMonthsClamped('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonthsClamped('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsClamped('2026-10-31', 2)).toBe('2026-12-31');
    expect(addMonthsClamped('2026-08-31', 1)).toBe('2026-09-30');
    expect(addMonthsClamped('2026-11-30', 3)).toBe('2027-02-28');
  });
});

describe('installmentSettings', () => {
  it('reads the seeded shape and refuses nonsense', () => {
    expect(settings).toEqual({ enabled: true, maxInstallments: 3, minAmount: { EUR: 50000, USD: 55000 } });
    expect(installmentSettings({ enabled: false, maxInstallments: 3 }).enabled).toBe(false);
    expect(installmentSettings({ enabled: true, maxInstallments: 1 }).enabled).toBe(false);
    expect(installmentSettings({ enabled: true, maxInstallments: '3' }).enabled).toBe(false);
    expect(installmentSettings(null).enabled).toBe(false);
    expect(installmentSettings({ enabled: true, maxInstallments: 4, minAmount: { EUR: -1, GBP: 'x' } }).minAmount).toEqual({});
  });
});

describe('paymentOptions', () => {
  it('deposit today, balance on its due date', () => {
    expect(paymentOptions(base).deposit).toEqual([
      { kind: 'deposit', due: '2026-11-23', amount: 25000 },
      { kind: 'balance', due: '2027-03-15', amount: 114000 },
    ]);
  });

  it('three monthly instalments in whole units, the remainder on the last', () => {
    const plan = paymentOptions({ ...base, total: 139100 }).installments!;
    expect(plan.map((p) => p.due)).toEqual(['2026-11-23', '2026-12-23', '2027-01-23']);
    expect(plan.map((p) => p.amount)).toEqual([46300, 46300, 46500]);
    expect(sum(plan)).toBe(139100);
  });

  it('month ends: from 31 January the next instalments fall on 28 February and 31 March', () => {
    const plan = paymentOptions({ ...base, today: '2027-01-31', balanceDue: '2027-04-30', deposit: null }).installments!;
    expect(plan.map((p) => p.due)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31']);
  });

  it('fewer instalments when the balance is due sooner; none with less than a month left', () => {
    expect(paymentOptions({ ...base, balanceDue: '2027-01-10' }).installments!.map((p) => p.due)).toEqual(['2026-11-23', '2026-12-23']);
    expect(paymentOptions({ ...base, balanceDue: '2026-12-20' }).installments).toBeNull();
  });

  it('no instalments when disabled (US) or under the minimum of the currency', () => {
    expect(paymentOptions({ ...base, settings: installmentSettings({ enabled: false }) }).installments).toBeNull();
    expect(paymentOptions({ ...base, total: 49900 }).installments).toBeNull();
    expect(paymentOptions({ ...base, currency: 'USD', total: 54900 }).installments).toBeNull();
    expect(paymentOptions({ ...base, currency: 'GBP', total: 10000 }).installments).not.toBeNull();
  });

  it('no deposit after its cut-off or once the balance is due; full payment is always there', () => {
    expect(paymentOptions({ ...base, today: '2027-02-02' }).deposit).toBeNull();
    expect(paymentOptions({ ...base, today: '2027-03-15' }).deposit).toBeNull();
    expect(paymentOptions({ ...base, today: '2027-03-15' }).installments).toBeNull();
    expect(paymentOptions({ ...base, today: '2027-03-20' }).full).toEqual([{ kind: 'full', due: '2027-03-20', amount: 139000 }]);
  });

  it('every option adds up to the total, in every currency', () => {
    for (const [currency, total] of [['EUR', 123456], ['USD', 99999], ['GBP', 250001]] as const) {
      const options = paymentOptions({ ...base, currency, total });
      for (const plan of Object.values(options)) if (plan) expect(sum(plan)).toBe(total);
    }
  });
});

import { useTranslation } from 'react-i18next';
import { formatMonth, todayIn } from '../../../shared/dates';
import type { Filters } from '../../../shared/filters';
import { flexChoices, monthsFrom } from '../../../shared/flexibleDates';
import { usePage } from '../PageContext';

/** Months offered for "any weekend of": this one and the next eleven (as in the widget). */
const weekendMonths = 12;

/**
 * Flexible dates in the results filters (issue 11): "± n days" around the dates and any weekend
 * of a month. Plain form fields named as the URL's parameters (`flex`, `weekendsOf`), so they
 * work without JavaScript and an empty choice stays out of the URL.
 */
export function FlexibleDateFields({ filters }: { filters: Filters }) {
  const { t } = useTranslation();
  const { market } = usePage();
  const today = todayIn(market.timeZone);
  const months = monthsFrom(today, weekendMonths);
  // A month from the URL outside the offered ones (a deep link) is still shown as chosen.
  if (filters.weekendsOf && !months.includes(filters.weekendsOf)) months.unshift(filters.weekendsOf);
  return (
    <>
      <label className="field">
        <span>{t('flexDates.flexibility')}</span>
        <select className="input input--select" name="flex" defaultValue={filters.flex ? String(filters.flex) : ''}>
          {flexChoices.map((flex) => (
            <option key={flex} value={flex === 0 ? '' : String(flex)}>{flex === 0 ? t('flexDates.exact') : t('flexDates.plusMinus', { count: flex })}</option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('flexDates.weekends')}</span>
        <select className="input input--select" name="weekendsOf" defaultValue={filters.weekendsOf ?? ''}>
          <option value="">{t('flexDates.weekendsAny')}</option>
          {months.map((month) => <option key={month} value={month}>{t('flexDates.weekendsOf', { month: formatMonth(month, market.id) })}</option>)}
        </select>
      </label>
    </>
  );
}

/**
 * A trip-length window ("7–10 days") next to the duration buckets: `durationFrom`, `durationTo`.
 * Text fields (numeric keyboard): a number field holding junk would block every later submit,
 * while the URL parsing simply drops what is not a number.
 */
export function DurationWindowFields({ filters }: { filters: Filters }) {
  const { t } = useTranslation();
  return (
    <div className="duration-window" role="group" aria-label={`${t('flexDates.durationLegend')} (${t('flexDates.daysUnit')})`}>
      <label className="field">
        <span>{t('flexDates.durationMin')}</span>
        <input className="input" type="text" name="durationFrom" inputMode="numeric" maxLength={3} autoComplete="off" defaultValue={filters.durationFrom ?? ''} />
      </label>
      <label className="field">
        <span>{t('flexDates.durationMax')}</span>
        <input className="input" type="text" name="durationTo" inputMode="numeric" maxLength={3} autoComplete="off" defaultValue={filters.durationTo ?? ''} />
      </label>
      <span className="duration-window__unit" aria-hidden="true">{t('flexDates.daysUnit')}</span>
    </div>
  );
}

import { useDeferredValue, useId, useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketId } from '../../../markets/config';
import { formatDayRange, formatMonth } from '../../../shared/dates';
import { durationPresets, flexChoices, monthsFrom, sameDuration, weekendsOf } from '../../../shared/flexibleDates';
import { periodColumns, pickedRange, type WidgetAction, type WidgetPeriod, type WidgetState } from '../../../shared/searchWidget';
import { DateRangePicker } from './DateRangePicker';
import type { Periods } from './periods';
import { durationLabel } from './whenLabel';

type WhenTab = 'periods' | 'dates' | 'flexible';
const whenTabs: readonly WhenTab[] = ['periods', 'dates', 'flexible'];
/** Months offered for "any weekend of": this one and the next eleven. */
const weekendMonths = 12;

export interface WhenSectionProps {
  state: WidgetState;
  dispatch: Dispatch<WidgetAction>;
  /** The periods tab's choices, fetched when the widget hydrated (./periods.ts). */
  periods: Periods;
  retryPeriods: () => void;
  today: string;
  weekStartsOn: 0 | 1;
  locale: string;
  market: MarketId;
}

function Chip({ active, onClick, children }: { active: boolean; onClick: () => void; children: string }) {
  return (
    <button type="button" className={active ? 'chip chip--active' : 'chip'} aria-pressed={active} onClick={onClick}>
      {children}
    </button>
  );
}

/**
 * The widget's "when" (SPEC §2, §4) with flexible dates (issue 11): periods; dates on a calendar
 * with "± n days"; any weekend of a month; and, whatever the dates, a trip length.
 */
export function WhenSection({ state, dispatch, periods, retryPeriods, today, weekStartsOn, locale, market }: WhenSectionProps) {
  const { t } = useTranslation();
  const ids = useId();
  const [tab, setTab] = useState<WhenTab>(state.periodType === 'dates' ? 'dates' : state.weekendsOf ? 'flexible' : 'periods');
  // The panel follows the chosen tab in a deferred render: the tap's frame shows the tab chosen,
  // and the panel (the calendar, the longest part of the widget to render) comes in a render
  // React slices and yields between, not in one long task with the tap (issue 33 item 4).
  const panelTab = useDeferredValue(tab);
  const columns = periodColumns(periods.state === 'ready' ? periods.periods : []);
  const range = pickedRange(state);

  const periodChip = (period: WidgetPeriod) => {
    const active = state.period !== null && state.period !== -1 && state.periodType !== 'dates' && state.period.startingDate === period.startingDate && state.period.endingDate === period.endingDate;
    return (
      <Chip key={`${period.type}-${period.startingDate}`} active={active} onClick={() => dispatch({ type: 'choosePeriod', period })}>
        {period.name}
      </Chip>
    );
  };

  const upcomingWeekends = weekendsOf(state.weekendsOf).filter((weekend) => weekend.sunday >= today);
  return (
    <div className="widget-section">
      <div className="tabs" role="tablist" aria-label={t('widget.when')}>
        {whenTabs.map((key) => (
          <button
            key={key}
            id={`${ids}-${key}`}
            type="button"
            role="tab"
            aria-selected={tab === key}
            aria-controls={`${ids}-panel`}
            className={tab === key ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
            onClick={() => setTab(key)}
          >
            {key === 'flexible' ? t('flexDates.tab') : t(`widget.tab.${key}`)}
          </button>
        ))}
      </div>
      <div id={`${ids}-panel`} role="tabpanel" aria-labelledby={`${ids}-${panelTab}`} aria-busy={panelTab !== tab || undefined} className="when-panel">
        {panelTab === 'periods' ? (
          <div className={columns.events.length ? 'period-columns period-columns--two' : 'period-columns'}>
            {columns.events.length ? (
              <div>
                <p className="widget-section__title">{t('widget.events')}</p>
                <div className="chip-row">{columns.events.map(periodChip)}</div>
              </div>
            ) : null}
            <div>
              <p className="widget-section__title">{t('widget.months')}</p>
              <div className="chip-row">
                <Chip active={state.period === -1} onClick={() => dispatch({ type: 'choosePeriod', period: -1 })}>{t('widget.whenever')}</Chip>
                {columns.months.map(periodChip)}
              </div>
              {periods.state === 'loading' ? (
                <p className="widget-section__hint" role="status" aria-busy="true">{t('widget.periodsLoading')}</p>
              ) : periods.state === 'failed' ? (
                <p className="widget-section__hint" role="status">
                  {t('widget.periodsFailed')}{' '}
                  <button type="button" className="text-link" onClick={retryPeriods}>{t('widget.retry')}</button>
                </p>
              ) : null}
            </div>
          </div>
        ) : panelTab === 'dates' ? (
          <>
            <DateRangePicker
              today={today}
              weekStartsOn={weekStartsOn}
              locale={locale}
              value={range}
              flex={state.flex}
              onChange={(next) => next.start && dispatch({ type: 'chooseDates', startingDate: next.start, endingDate: next.end })}
            />
            <p className="widget-section__hint">{t('flexDates.datesHint')}</p>
            <p className="widget-section__title" id={`${ids}-flex`}>{t('flexDates.flexLegend')}</p>
            <div className="chip-row" role="group" aria-labelledby={`${ids}-flex`}>
              {flexChoices.map((flex) => (
                <Chip key={flex} active={state.flex === flex} onClick={() => dispatch({ type: 'chooseFlex', flex })}>
                  {flex === 0 ? t('flexDates.exact') : t('flexDates.plusMinus', { count: flex })}
                </Chip>
              ))}
            </div>
          </>
        ) : (
          <>
            <p className="widget-section__title" id={`${ids}-weekends`}>{t('flexDates.weekendsTitle')}</p>
            <div className="chip-row" role="group" aria-labelledby={`${ids}-weekends`}>
              {monthsFrom(today, weekendMonths).map((month) => (
                <Chip key={month} active={state.weekendsOf === month} onClick={() => dispatch({ type: 'chooseWeekends', month })}>
                  {formatMonth(month, market, 'short')}
                </Chip>
              ))}
            </div>
            <p className="widget-section__hint">{t('flexDates.weekendsHint')}</p>
            {upcomingWeekends.length ? (
              <p className="widget-section__weekends">{upcomingWeekends.map((weekend) => formatDayRange(weekend.saturday, weekend.sunday, market)).join(' · ')}</p>
            ) : null}
          </>
        )}
      </div>
      <p className="widget-section__title" id={`${ids}-length`}>{t('flexDates.durationLegend')}</p>
      {/* Two choices that cannot both hold: said, not silently dropped (issue 30 item 4). */}
      <p className="widget-section__notice" role="status">
        {state.notice === 'monthKept' && state.period !== null && state.period !== -1
          ? t('searchWait.monthKept', { length: durationLabel(state.duration, t), month: formatMonth(state.period.startingDate.slice(0, 7), market) })
          : state.notice === 'durationCleared' ? t('searchWait.durationCleared') : ''}
      </p>
      <div className="chip-row" role="group" aria-labelledby={`${ids}-length`}>
        <Chip active={state.duration === null} onClick={() => state.duration && dispatch({ type: 'chooseDuration', duration: state.duration })}>
          {t('flexDates.durationAny')}
        </Chip>
        {durationPresets.map((preset) => (
          <Chip key={durationLabel(preset, t)} active={sameDuration(state.duration, preset)} onClick={() => dispatch({ type: 'chooseDuration', duration: preset })}>
            {durationLabel(preset, t)}
          </Chip>
        ))}
      </div>
    </div>
  );
}

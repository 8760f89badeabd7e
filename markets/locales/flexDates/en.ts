/** Copy of flexible dates (issue 11): the widget's when section and the results filters. */
const en = {
  flexDates: {
    tab: 'Flexible',
    flexLegend: 'How flexible are you?',
    exact: 'Exact dates',
    plusMinus_one: '± {{count}} day',
    plusMinus_other: '± {{count}} days',
    datesHint: 'Departures between the first day you pick and the last.',
    weekendsTitle: 'Any weekend in…',
    weekendsHint: 'Short trips leaving Friday to Sunday and back by Monday.',
    weekendsOf: 'Weekends in {{month}}',
    durationLegend: 'Trip length',
    durationAny: 'Any length',
    durationUpTo: 'Up to {{to}} days',
    durationBetween: '{{from}}–{{to}} days',
    durationOver: '{{from}}+ days',
    durationMin: 'From',
    durationMax: 'To',
    daysUnit: 'days',
    flexibility: 'Flexibility',
    weekends: 'Weekend getaway',
    weekendsAny: 'Any weekend month',
  },
};

export default en;
type DeepString<T> = { [K in keyof T]: T[K] extends string ? string : DeepString<T[K]> };
export type FlexDatesResources = DeepString<typeof en>;

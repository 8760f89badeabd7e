/** Copy of the results page's ways out: empty results, active-filter chips, price bounds, departures calendar. */
const en = {
  resultsPaths: {
    empty: {
      title: 'There are no trips that match your search',
      searched: 'You searched for “{{text}}”.',
      relax: 'Try without one filter',
      without: 'Without {{filter}}',
      popular: 'Popular destinations',
      ai: 'Describe the trip you have in mind in your own words: try the AI search',
    },
    chips: {
      label: 'Active filters',
      remove: 'Remove filter: {{filter}}',
      text: '“{{text}}”',
      dates: '{{from}} – {{to}}',
      dateFrom: 'From {{from}}',
      dateTo: 'Until {{to}}',
      flex_one: '± {{count}} day',
      flex_other: '± {{count}} days',
      weekends: 'Weekends in {{month}}',
      days: '{{from}}–{{to}} days',
      daysFrom: 'At least {{from}} days',
      daysTo: 'Up to {{to}} days',
      badge: 'Badge {{id}}',
      trip: 'Trip {{id}}',
    },
    activeCount_one: '{{count}} active filter',
    activeCount_other: '{{count}} active filters',
    price: {
      budget: 'Your budget in {{currency}}',
      min: 'Minimum',
      max: 'Maximum',
    },
    calendar: {
      title: 'Departures calendar',
      layouts: 'View',
      layoutCalendar: 'Calendar',
      layoutList: 'List',
      months: 'Months with departures',
      fromPrice: 'from {{price}}',
      departures_one: '{{count}} departure',
      departures_other: '{{count}} departures',
      none: 'No departures match this search.',
      hint: 'Choose a month or a day: the results show its departures.',
      allOf: 'All of {{month}}',
    },
  },
};

export default en;
type DeepString<T> = { [K in keyof T]: T[K] extends string ? string : DeepString<T[K]> };
export type ResultsPathsResources = DeepString<typeof en>;

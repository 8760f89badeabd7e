import type { ResultsPathsResources } from './en';

const de: ResultsPathsResources = {
  resultsPaths: {
    empty: {
      title: 'Es gibt keine Reisen, die zu deiner Suche passen',
      searched: 'Du hast nach „{{text}}“ gesucht.',
      relax: 'Versuche es ohne einen Filter',
      without: 'Ohne {{filter}}',
      popular: 'Beliebte Reiseziele',
      ai: 'Beschreibe die Reise, die du dir vorstellst, in deinen eigenen Worten: probiere die KI-Suche',
    },
    chips: {
      label: 'Aktive Filter',
      remove: 'Filter entfernen: {{filter}}',
      text: '„{{text}}“',
      dates: '{{from}} – {{to}}',
      dateFrom: 'Ab {{from}}',
      dateTo: 'Bis {{to}}',
      flex_one: '± {{count}} Tag',
      flex_other: '± {{count}} Tage',
      weekends: 'Wochenenden im {{month}}',
      days: '{{from}}–{{to}} Tage',
      daysFrom: 'Mindestens {{from}} Tage',
      daysTo: 'Bis zu {{to}} Tage',
      badge: 'Abzeichen {{id}}',
      trip: 'Reise {{id}}',
    },
    activeCount_one: '{{count}} aktiver Filter',
    activeCount_other: '{{count}} aktive Filter',
    price: {
      budget: 'Dein Budget in {{currency}}',
      min: 'Minimum',
      max: 'Maximum',
    },
    calendar: {
      title: 'Abreisekalender',
      layouts: 'Ansicht',
      layoutCalendar: 'Kalender',
      layoutList: 'Liste',
      months: 'Monate mit Abreisen',
      fromPrice: 'ab {{price}}',
      departures_one: '{{count}} Abreise',
      departures_other: '{{count}} Abreisen',
      none: 'Keine Abreise passt zu dieser Suche.',
      hint: 'Wähle einen Monat oder einen Tag: Die Ergebnisse zeigen seine Abreisen.',
      allOf: 'Ganzer {{month}}',
    },
  },
};

export default de;

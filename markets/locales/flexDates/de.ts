import type { FlexDatesResources } from './en';

const de: FlexDatesResources = {
  flexDates: {
    tab: 'Flexibel',
    flexLegend: 'Wie flexibel bist du?',
    exact: 'Genaue Daten',
    plusMinus_one: '± {{count}} Tag',
    plusMinus_other: '± {{count}} Tage',
    datesHint: 'Abreisen zwischen dem ersten und dem letzten gewählten Tag.',
    weekendsTitle: 'Irgendein Wochenende im…',
    weekendsHint: 'Kurzreisen mit Abreise Freitag bis Sonntag und Rückkehr spätestens Montag.',
    weekendsOf: 'Wochenenden im {{month}}',
    durationLegend: 'Reisedauer',
    durationAny: 'Beliebige Dauer',
    durationUpTo: 'Bis {{to}} Tage',
    durationBetween: '{{from}}–{{to}} Tage',
    durationOver: 'Ab {{from}} Tagen',
    durationMin: 'Von',
    durationMax: 'Bis',
    daysUnit: 'Tage',
    flexibility: 'Flexibilität',
    weekends: 'Wochenendtrip',
    weekendsAny: 'Kein Monat',
  },
};

export default de;

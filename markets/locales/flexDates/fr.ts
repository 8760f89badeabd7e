import type { FlexDatesResources } from './en';

const fr: FlexDatesResources = {
  flexDates: {
    tab: 'Flexible',
    flexLegend: 'Quelle flexibilité ?',
    exact: 'Dates exactes',
    plusMinus_one: '± {{count}} jour',
    plusMinus_other: '± {{count}} jours',
    datesHint: 'Départs entre le premier jour choisi et le dernier.',
    weekendsTitle: 'N’importe quel week-end de…',
    weekendsHint: 'Courts voyages au départ du vendredi au dimanche, retour au plus tard le lundi.',
    weekendsOf: 'Week-ends de {{month}}',
    durationLegend: 'Durée du voyage',
    durationAny: 'Toutes durées',
    durationUpTo: 'Jusqu’à {{to}} jours',
    durationBetween: '{{from}}–{{to}} jours',
    durationOver: '{{from}} jours et plus',
    durationMin: 'De',
    durationMax: 'À',
    daysUnit: 'jours',
    flexibility: 'Flexibilité',
    weekends: 'Escapade le week-end',
    weekendsAny: 'Aucun mois',
  },
};

export default fr;

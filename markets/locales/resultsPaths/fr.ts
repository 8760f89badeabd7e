import type { ResultsPathsResources } from './en';

const fr: ResultsPathsResources = {
  resultsPaths: {
    empty: {
      title: 'Aucun voyage ne correspond à votre recherche',
      searched: 'Vous avez cherché « {{text}} ».',
      relax: 'Essayez sans un filtre',
      without: 'Sans {{filter}}',
      popular: 'Destinations populaires',
      ai: 'Décrivez avec vos mots le voyage que vous imaginez : essayez la recherche par IA',
    },
    chips: {
      label: 'Filtres actifs',
      remove: 'Retirer le filtre : {{filter}}',
      text: '« {{text}} »',
      dates: '{{from}} – {{to}}',
      dateFrom: 'À partir du {{from}}',
      dateTo: 'Jusqu’au {{to}}',
      flex_one: '± {{count}} jour',
      flex_other: '± {{count}} jours',
      weekends: 'Week-ends de {{month}}',
      days: '{{from}} à {{to}} jours',
      daysFrom: 'Au moins {{from}} jours',
      daysTo: 'Jusqu’à {{to}} jours',
      badge: 'Badge {{id}}',
      trip: 'Voyage {{id}}',
    },
    activeCount_one: '{{count}} filtre actif',
    activeCount_other: '{{count}} filtres actifs',
    price: {
      budget: 'Votre budget en {{currency}}',
      min: 'Minimum',
      max: 'Maximum',
    },
    calendar: {
      title: 'Calendrier des départs',
      layouts: 'Affichage',
      layoutCalendar: 'Calendrier',
      layoutList: 'Liste',
      months: 'Mois avec des départs',
      fromPrice: 'à partir de {{price}}',
      departures_one: '{{count}} départ',
      departures_other: '{{count}} départs',
      none: 'Aucun départ ne correspond à cette recherche.',
      hint: 'Choisissez un mois ou un jour : les résultats affichent ses départs.',
      allOf: 'Tout {{month}}',
    },
  },
};

export default fr;

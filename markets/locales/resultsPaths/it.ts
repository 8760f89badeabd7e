import type { ResultsPathsResources } from './en';

const it: ResultsPathsResources = {
  resultsPaths: {
    empty: {
      title: 'Non ci sono viaggi che corrispondono alla tua ricerca',
      searched: 'Hai cercato “{{text}}”.',
      relax: 'Prova senza un filtro',
      without: 'Senza {{filter}}',
      popular: 'Destinazioni più amate',
      ai: 'Descrivi con parole tue il viaggio che hai in mente: prova la ricerca con l’AI',
    },
    chips: {
      label: 'Filtri attivi',
      remove: 'Rimuovi il filtro: {{filter}}',
      text: '“{{text}}”',
      dates: '{{from}} – {{to}}',
      dateFrom: 'Dal {{from}}',
      dateTo: 'Fino al {{to}}',
      flex_one: '± {{count}} giorno',
      flex_other: '± {{count}} giorni',
      weekends: 'Weekend di {{month}}',
      days: '{{from}}–{{to}} giorni',
      daysFrom: 'Almeno {{from}} giorni',
      daysTo: 'Fino a {{to}} giorni',
      badge: 'Badge {{id}}',
      trip: 'Viaggio {{id}}',
    },
    activeCount_one: '{{count}} filtro attivo',
    activeCount_other: '{{count}} filtri attivi',
    price: {
      budget: 'Il tuo budget in {{currency}}',
      min: 'Minimo',
      max: 'Massimo',
    },
    calendar: {
      title: 'Calendario partenze',
      layouts: 'Vista',
      layoutCalendar: 'Calendario',
      layoutList: 'Elenco',
      months: 'Mesi con partenze',
      fromPrice: 'da {{price}}',
      departures_one: '{{count}} partenza',
      departures_other: '{{count}} partenze',
      none: 'Nessuna partenza corrisponde a questa ricerca.',
      hint: 'Scegli un mese o un giorno: i risultati mostrano le sue partenze.',
      allOf: 'Tutto {{month}}',
    },
  },
};

export default it;

import type { ResultsPathsResources } from './en';

const es: ResultsPathsResources = {
  resultsPaths: {
    empty: {
      title: 'No hay viajes que coincidan con tu búsqueda',
      searched: 'Has buscado “{{text}}”.',
      relax: 'Prueba sin un filtro',
      without: 'Sin {{filter}}',
      popular: 'Destinos populares',
      ai: 'Describe con tus palabras el viaje que tienes en mente: prueba la búsqueda con IA',
    },
    chips: {
      label: 'Filtros activos',
      remove: 'Quitar el filtro: {{filter}}',
      text: '“{{text}}”',
      dates: '{{from}} – {{to}}',
      dateFrom: 'Desde el {{from}}',
      dateTo: 'Hasta el {{to}}',
      flex_one: '± {{count}} día',
      flex_other: '± {{count}} días',
      weekends: 'Fines de semana de {{month}}',
      days: '{{from}}–{{to}} días',
      daysFrom: 'Al menos {{from}} días',
      daysTo: 'Hasta {{to}} días',
      badge: 'Distintivo {{id}}',
      trip: 'Viaje {{id}}',
    },
    activeCount_one: '{{count}} filtro activo',
    activeCount_other: '{{count}} filtros activos',
    price: {
      budget: 'Tu presupuesto en {{currency}}',
      min: 'Mínimo',
      max: 'Máximo',
    },
    calendar: {
      title: 'Calendario de salidas',
      layouts: 'Vista',
      layoutCalendar: 'Calendario',
      layoutList: 'Lista',
      months: 'Meses con salidas',
      fromPrice: 'desde {{price}}',
      departures_one: '{{count}} salida',
      departures_other: '{{count}} salidas',
      none: 'Ninguna salida coincide con esta búsqueda.',
      hint: 'Elige un mes o un día: los resultados muestran sus salidas.',
      allOf: 'Todo {{month}}',
    },
  },
};

export default es;

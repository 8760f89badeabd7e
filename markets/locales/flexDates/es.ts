import type { FlexDatesResources } from './en';

const es: FlexDatesResources = {
  flexDates: {
    tab: 'Flexible',
    flexLegend: '¿Cuánta flexibilidad tienes?',
    exact: 'Fechas exactas',
    plusMinus_one: '± {{count}} día',
    plusMinus_other: '± {{count}} días',
    datesHint: 'Salidas entre el primer día que elijas y el último.',
    weekendsTitle: 'Cualquier fin de semana de…',
    weekendsHint: 'Viajes cortos que salen de viernes a domingo y vuelven el lunes como tarde.',
    weekendsOf: 'Fines de semana de {{month}}',
    durationLegend: 'Duración del viaje',
    durationAny: 'Cualquier duración',
    durationUpTo: 'Hasta {{to}} días',
    durationBetween: '{{from}}–{{to}} días',
    durationOver: '{{from}}+ días',
    durationMin: 'De',
    durationMax: 'A',
    daysUnit: 'días',
    flexibility: 'Flexibilidad',
    weekends: 'Escapada de fin de semana',
    weekendsAny: 'Ningún mes',
  },
};

export default es;

import type { DossierResources } from './en';

const es: DossierResources = {
  dossier: {
    title: 'Dosier del viaje',
    lead: 'Todo sobre esta salida en una sola página: imprímela o guárdala en PDF.',
    print: 'Imprimir',
    back: 'Volver a la salida',
    link: 'Dosier del viaje para imprimir',
    facts: 'Lo esencial',
    dates: 'Fechas',
    status: 'Estado',
    code: 'Código de salida',
    itinerary: 'Día a día',
    payment: 'Plan de pagos',
    practical: 'Información práctica',
    flights: 'Vuelos',
    flightsNone: 'Los vuelos no están incluidos.',
    insurance: 'Seguro',
    cancellation: 'Cancelación',
    balanceRule: 'El resto del pago vence 31 días antes de la salida.',
    moneyPot: 'Fondo común',
    room: 'Habitación',
    coordinatorSoon: 'Pronto te presentaremos a quien coordinará el viaje.',
    asOf: 'Precios y disponibilidad a fecha de {{date}}.',
    plan: {
      price: 'Precio por persona',
      deposit: 'Depósito',
      depositValue: '{{price}} al reservar, disponible hasta el {{date}}',
      balance: 'Resto del pago',
      balanceValue: '{{price}} antes del {{date}}',
      atBooking: 'Pago',
    },
  },
};

export default es;

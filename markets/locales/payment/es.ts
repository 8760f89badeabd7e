import type { PaymentResources } from './en';

const es: PaymentResources = {
  payment: {
    installmentsLine: 'O en {{count}} plazos sin intereses desde {{amount}}',
    title: 'Precio y plan de pago',
    room: 'Habitación',
    roomShared: 'Compartida (incluida)',
    roomPrivate: 'Privada (+{{amount}})',
    flexible: 'Cancelación Flexible (+{{amount}}): cancela gratis hasta 8 días antes de la salida',
    how: 'Cómo pagar',
    optionDeposit: 'Depósito ahora, resto después',
    optionInstallments: '{{count}} plazos sin intereses',
    optionFull: 'Todo de una vez',
    schedule: 'Tu plan',
    date: 'Cuándo',
    what: 'Qué',
    amount: 'Importe',
    today: 'Hoy',
    kind: {
      deposit: 'Depósito',
      installment: 'Plazo {{n}} de {{count}}',
      balance: 'Resto',
      full: 'Pago completo',
    },
    totalBooking: 'Total a Caravan',
    allIn: 'Estimación del gasto total',
    allInNote: 'El bote común y los vuelos no se pagan a Caravan: son una estimación para organizarte.',
    item: {
      trip: 'Viaje',
      privateRoom: 'Habitación privada',
      flexibleCancellation: 'Cancelación Flexible',
      groupFund: 'Bote común (se paga en el viaje)',
      flights: 'Vuelos (desde)',
    },
    allInTotal: 'Total estimado',
    included: 'Incluido: coordinador, alojamiento, transporte local, seguro médico y de equipaje',
    notIncluded: 'No incluido: vuelos, bote común, comidas no indicadas',
  },
};

export default es;

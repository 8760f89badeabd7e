import type { PaymentResources } from './en';

const it: PaymentResources = {
  payment: {
    installmentsLine: 'Oppure in {{count}} rate senza interessi da {{amount}}',
    title: 'Prezzo e piano di pagamento',
    room: 'Camera',
    roomShared: 'Condivisa (inclusa)',
    roomPrivate: 'Privata (+{{amount}})',
    flexible: 'Cancellazione Flessibile (+{{amount}}): cancelli gratis fino a 8 giorni dalla partenza',
    how: 'Come pagare',
    optionDeposit: 'Acconto ora, saldo dopo',
    optionInstallments: '{{count}} rate senza interessi',
    optionFull: 'Tutto subito',
    schedule: 'Il tuo piano',
    date: 'Quando',
    what: 'Cosa',
    amount: 'Importo',
    today: 'Oggi',
    kind: {
      deposit: 'Acconto',
      installment: 'Rata {{n}} di {{count}}',
      balance: 'Saldo',
      full: 'Pagamento completo',
    },
    totalBooking: 'Totale a Caravan',
    allIn: 'Stima di spesa totale',
    allInNote: 'Cassa comune e voli non si pagano a Caravan: sono una stima per organizzarti.',
    item: {
      trip: 'Viaggio',
      privateRoom: 'Camera privata',
      flexibleCancellation: 'Cancellazione Flessibile',
      groupFund: 'Cassa comune (si paga in viaggio)',
      flights: 'Voli (a partire da)',
    },
    allInTotal: 'Totale stimato',
    included: 'Incluso: coordinatore, alloggi, trasporti in loco, assicurazione medico-bagaglio',
    notIncluded: 'Non incluso: voli, cassa comune, pasti non indicati',
  },
};

export default it;

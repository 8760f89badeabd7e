import type { PaymentResources } from './en';

const fr: PaymentResources = {
  payment: {
    installmentsLine: 'Ou en {{count}} fois sans frais à partir de {{amount}}',
    title: 'Prix et échéancier',
    room: 'Chambre',
    roomShared: 'Partagée (incluse)',
    roomPrivate: 'Individuelle (+{{amount}})',
    flexible: 'Annulation Flexible (+{{amount}}) : annule sans frais jusqu’à 8 jours avant le départ',
    how: 'Comment payer',
    optionDeposit: 'Acompte maintenant, solde plus tard',
    optionInstallments: 'En {{count}} fois sans frais',
    optionFull: 'En une fois',
    schedule: 'Votre échéancier',
    date: 'Quand',
    what: 'Quoi',
    amount: 'Montant',
    today: 'Aujourd’hui',
    kind: {
      deposit: 'Acompte',
      installment: 'Échéance {{n}} sur {{count}}',
      balance: 'Solde',
      full: 'Paiement complet',
    },
    totalBooking: 'Total à Caravan',
    allIn: 'Estimation du budget total',
    allInNote: 'La caisse commune et les vols ne se paient pas à Caravan : c’est une estimation pour vous organiser.',
    item: {
      trip: 'Voyage',
      privateRoom: 'Chambre individuelle',
      flexibleCancellation: 'Annulation Flexible',
      groupFund: 'Caisse commune (payée pendant le voyage)',
      flights: 'Vols (à partir de)',
    },
    allInTotal: 'Total estimé',
    included: 'Inclus : coordinateur, hébergements, transports sur place, assurance médicale et bagages',
    notIncluded: 'Non inclus : vols, caisse commune, repas non mentionnés',
  },
};

export default fr;

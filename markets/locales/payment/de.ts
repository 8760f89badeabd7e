import type { PaymentResources } from './en';

const de: PaymentResources = {
  payment: {
    installmentsLine: 'Oder in {{count}} zinsfreien Raten ab {{amount}}',
    title: 'Preis und Zahlungsplan',
    room: 'Zimmer',
    roomShared: 'Geteilt (inklusive)',
    roomPrivate: 'Einzelzimmer (+{{amount}})',
    flexible: 'Flexible Stornierung (+{{amount}}): kostenlos stornieren bis 8 Tage vor Abreise',
    how: 'Wie du zahlst',
    optionDeposit: 'Anzahlung jetzt, Restzahlung später',
    optionInstallments: '{{count}} zinsfreie Raten',
    optionFull: 'Alles auf einmal',
    schedule: 'Dein Plan',
    date: 'Wann',
    what: 'Was',
    amount: 'Betrag',
    today: 'Heute',
    kind: {
      deposit: 'Anzahlung',
      installment: 'Rate {{n}} von {{count}}',
      balance: 'Restzahlung',
      full: 'Vollständige Zahlung',
    },
    totalBooking: 'Gesamt an Caravan',
    allIn: 'Geschätzte Gesamtkosten',
    allInNote: 'Gruppenkasse und Flüge zahlst du nicht an Caravan: Sie sind eine Schätzung für deine Planung.',
    item: {
      trip: 'Reise',
      privateRoom: 'Einzelzimmer',
      flexibleCancellation: 'Flexible Stornierung',
      groupFund: 'Gruppenkasse (unterwegs bezahlt)',
      flights: 'Flüge (ab)',
    },
    allInTotal: 'Geschätzte Summe',
    included: 'Inklusive: Coordinator, Unterkünfte, Transport vor Ort, Kranken- und Gepäckversicherung',
    notIncluded: 'Nicht inklusive: Flüge, Gruppenkasse, nicht genannte Mahlzeiten',
  },
};

export default de;

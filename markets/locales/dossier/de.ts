import type { DossierResources } from './en';

const de: DossierResources = {
  dossier: {
    title: 'Reisedossier',
    lead: 'Alles zu dieser Abfahrt auf einer Seite: zum Ausdrucken oder als PDF.',
    print: 'Drucken',
    back: 'Zurück zur Abfahrt',
    link: 'Reisedossier zum Ausdrucken',
    facts: 'Auf einen Blick',
    dates: 'Reisedaten',
    status: 'Status',
    code: 'Abfahrtscode',
    itinerary: 'Tag für Tag',
    payment: 'Zahlungsplan',
    practical: 'Gut zu wissen',
    flights: 'Flüge',
    flightsNone: 'Flüge sind nicht inbegriffen.',
    insurance: 'Versicherung',
    cancellation: 'Stornierung',
    balanceRule: 'Die Restzahlung ist 31 Tage vor Abreise fällig.',
    moneyPot: 'Gruppenkasse',
    room: 'Zimmer',
    coordinatorSoon: 'Wer die Reise begleitet, erfährst du in Kürze.',
    asOf: 'Preise und Verfügbarkeit, Stand {{date}}.',
    plan: {
      price: 'Preis pro Person',
      deposit: 'Anzahlung',
      depositValue: '{{price}} bei Buchung, möglich bis zum {{date}}',
      balance: 'Restzahlung',
      balanceValue: '{{price}} bis zum {{date}}',
      atBooking: 'Zahlung',
    },
  },
};

export default de;

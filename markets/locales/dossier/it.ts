import type { DossierResources } from './en';

const it: DossierResources = {
  dossier: {
    title: 'Dossier di viaggio',
    lead: 'Tutto su questa partenza in una sola pagina: stampala o salvala in PDF.',
    print: 'Stampa',
    back: 'Torna alla partenza',
    link: 'Dossier di viaggio da stampare',
    facts: 'In breve',
    dates: 'Date',
    status: 'Stato',
    code: 'Codice partenza',
    itinerary: 'Giorno per giorno',
    payment: 'Piano di pagamento',
    practical: 'Informazioni utili',
    flights: 'Voli',
    flightsNone: 'I voli non sono inclusi.',
    insurance: 'Assicurazione',
    cancellation: 'Cancellazione',
    balanceRule: 'Il saldo si versa 31 giorni prima della partenza.',
    moneyPot: 'Cassa comune',
    room: 'Camera',
    coordinatorSoon: 'Presto ti presenteremo chi coordinerà il viaggio.',
    asOf: 'Prezzi e disponibilità aggiornati al {{date}}.',
    plan: {
      price: 'Prezzo a persona',
      deposit: 'Acconto',
      depositValue: '{{price}} alla prenotazione, possibile fino al {{date}}',
      balance: 'Saldo',
      balanceValue: '{{price}} entro il {{date}}',
      atBooking: 'Pagamento',
    },
  },
};

export default it;

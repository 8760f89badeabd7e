/** Copy of the printable trip dossier (issue 14 item 8, worker/routes/dossier.tsx). */
const en = {
  dossier: {
    title: 'Trip dossier',
    lead: 'Everything about this departure on one page: print it or save it as a PDF.',
    print: 'Print',
    back: 'Back to the departure',
    link: 'Trip dossier to print',
    facts: 'Key facts',
    dates: 'Dates',
    status: 'Status',
    code: 'Departure code',
    itinerary: 'Day by day',
    payment: 'Payment plan',
    practical: 'Good to know',
    flights: 'Flights',
    flightsNone: 'Flights are not included.',
    insurance: 'Insurance',
    cancellation: 'Cancellation',
    balanceRule: 'The balance is due 31 days before departure.',
    moneyPot: 'Group fund',
    room: 'Room',
    coordinatorSoon: 'We will introduce the person leading this trip soon.',
    asOf: 'Prices and availability as of {{date}}.',
    plan: {
      price: 'Price per person',
      deposit: 'Deposit',
      depositValue: '{{price}} at booking, available until {{date}}',
      balance: 'Balance',
      balanceValue: '{{price}} by {{date}}',
      atBooking: 'Payment',
    },
  },
};

export type DossierResources = typeof en;
export default en;

/** Copy of the payment plan, the payment calculator and the all-in estimate (issue 14 items 1 and 2). */
const en = {
  payment: {
    installmentsLine: 'Or {{count}} interest-free instalments from {{amount}}',
    title: 'Price and payment plan',
    room: 'Room',
    roomShared: 'Shared (included)',
    roomPrivate: 'Private (+{{amount}})',
    flexible: 'Flexible Cancellation (+{{amount}}): cancel free up to 8 days before departure',
    how: 'How to pay',
    optionDeposit: 'Deposit now, balance later',
    optionInstallments: '{{count}} interest-free instalments',
    optionFull: 'All at once',
    schedule: 'Your plan',
    date: 'When',
    what: 'What',
    amount: 'Amount',
    today: 'Today',
    kind: {
      deposit: 'Deposit',
      installment: 'Instalment {{n}} of {{count}}',
      balance: 'Balance',
      full: 'Full payment',
    },
    totalBooking: 'Total to Caravan',
    allIn: 'All-in estimate',
    allInNote: 'The group fund and flights are not paid to Caravan: they are an estimate to help you plan.',
    item: {
      trip: 'Trip',
      privateRoom: 'Private room',
      flexibleCancellation: 'Flexible Cancellation',
      groupFund: 'Group fund (paid on the trip)',
      flights: 'Flights (from)',
    },
    allInTotal: 'Estimated total',
    included: 'Included: coordinator, accommodation, local transport, medical and baggage insurance',
    notIncluded: 'Not included: flights, group fund, meals not listed',
  },
};

export type PaymentResources = typeof en;
export default en;

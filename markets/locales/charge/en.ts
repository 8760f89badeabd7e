/**
 * The one statement of the currency charged (shared/money.ts `chargeStatement`), used by the
 * booking box, the departure list, the payment calculator, the dossier and the footer alike.
 */
const en = {
  charge: {
    payable: 'You pay in EUR or GBP, depending on the home address you give at checkout.',
    approximate: 'Prices in {{display}} are approximate: you pay in EUR or GBP, depending on the home address you give at checkout.',
  },
};

export type ChargeResources = typeof en;
export default en;

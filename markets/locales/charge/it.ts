import type { ChargeResources } from './en';

const it: ChargeResources = {
  charge: {
    payable: 'Paghi in EUR o GBP, in base all’indirizzo di residenza che indichi al checkout.',
    approximate: 'I prezzi in {{display}} sono indicativi: paghi in EUR o GBP, in base all’indirizzo di residenza che indichi al checkout.',
  },
};

export default it;

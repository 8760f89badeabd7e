import type { ChargeResources } from './en';

const fr: ChargeResources = {
  charge: {
    payable: 'Vous payez en EUR ou en GBP, selon l’adresse de résidence que vous indiquez lors du paiement.',
    approximate: 'Les prix en {{display}} sont indicatifs : vous payez en EUR ou en GBP, selon l’adresse de résidence que vous indiquez lors du paiement.',
  },
};

export default fr;

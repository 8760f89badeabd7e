import type { ChargeResources } from './en';

const es: ChargeResources = {
  charge: {
    payable: 'Pagas en EUR o GBP, según la dirección de residencia que indiques al pagar.',
    approximate: 'Los precios en {{display}} son orientativos: pagas en EUR o GBP, según la dirección de residencia que indiques al pagar.',
  },
};

export default es;

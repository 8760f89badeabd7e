import type { DiscountResources } from './en';

const it: DiscountResources = {
  discount: {
    lowest30d: 'Prezzo più basso degli ultimi 30 giorni: {{price}}',
  },
};

export default it;

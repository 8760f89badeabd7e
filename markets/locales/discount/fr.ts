import type { DiscountResources } from './en';

const fr: DiscountResources = {
  discount: {
    lowest30d: 'Prix le plus bas des 30 derniers jours : {{price}}',
  },
};

export default fr;

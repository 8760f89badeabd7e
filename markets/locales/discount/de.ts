import type { DiscountResources } from './en';

const de: DiscountResources = {
  discount: {
    lowest30d: 'Niedrigster Preis der letzten 30 Tage: {{price}}',
  },
};

export default de;

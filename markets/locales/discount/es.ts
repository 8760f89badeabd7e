import type { DiscountResources } from './en';

const es: DiscountResources = {
  discount: {
    lowest30d: 'Precio más bajo de los últimos 30 días: {{price}}',
  },
};

export default es;

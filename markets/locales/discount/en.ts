/** Copy of honest discounts (issue 14 item 4): the EU price indication beside a struck price. */
const en = {
  discount: {
    lowest30d: 'Lowest price in the last 30 days: {{price}}',
  },
};

export type DiscountResources = typeof en;
export default en;

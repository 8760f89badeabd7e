/** Copy of growth experiments (issue 32): the booking box's all-in estimate (README example experiment). */
const en = {
  growth: {
    allInEstimate: 'All-in estimate: {{amount}}',
    allInParts: 'trip, group fund and cheapest flight',
    allInNote: 'For this departure, per person, before options.',
    switchTargetInvalid: 'This address is not one of our stores.',
  },
};

export type GrowthResources = typeof en;
export default en;

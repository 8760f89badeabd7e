import type { GrowthResources } from './en';

const it: GrowthResources = {
  growth: {
    allInEstimate: 'Stima tutto compreso: {{amount}}',
    allInParts: 'viaggio, cassa comune e volo più economico',
    allInNote: 'Per questa partenza, a persona, opzioni escluse.',
  },
};

export default it;

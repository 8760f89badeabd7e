import type { GrowthResources } from './en';

const it: GrowthResources = {
  growth: {
    allInEstimate: 'Stima tutto compreso: {{amount}}',
    allInParts: 'viaggio, cassa comune e volo più economico',
    allInNote: 'Per questa partenza, a persona, opzioni escluse.',
    switchTargetInvalid: 'Questo indirizzo non è uno dei nostri negozi.',
  },
};

export default it;

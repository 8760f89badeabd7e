import type { GrowthResources } from './en';

const fr: GrowthResources = {
  growth: {
    allInEstimate: 'Estimation tout compris : {{amount}}',
    allInParts: 'voyage, caisse commune et vol le moins cher',
    allInNote: 'Pour ce départ, par personne, hors options.',
  },
};

export default fr;

import type { GrowthResources } from './en';

const fr: GrowthResources = {
  growth: {
    allInEstimate: 'Estimation tout compris : {{amount}}',
    allInParts: 'voyage, caisse commune et vol le moins cher',
    allInNote: 'Pour ce départ, par personne, hors options.',
    switchTargetInvalid: 'Cette adresse n’est pas l’une de nos boutiques.',
  },
};

export default fr;

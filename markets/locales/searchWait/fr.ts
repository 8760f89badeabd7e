import type { SearchWaitResources } from './en';

const fr: SearchWaitResources = {
  searchWait: {
    monthKept: 'Les voyages le week-end durent 4 jours au plus : voici les voyages de {{length}} qui partent en {{month}}.',
    durationCleared: 'Les voyages le week-end durent 4 jours au plus : la durée est maintenant « toutes durées ».',
    aiBusy: 'Lecture de votre demande…',
    aiFailed: 'La recherche par IA n’a pas répondu. Votre demande est toujours là.',
    lookupFailed: 'Les destinations ne se sont pas chargées. Vous pouvez quand même rechercher les mots saisis.',
    retry: 'Réessayer',
  },
};

export default fr;

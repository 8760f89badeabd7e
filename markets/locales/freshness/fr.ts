import type { FreshnessResources } from './en';

const fr: FreshnessResources = {
  freshness: {
    at: 'Disponibilités et prix à {{time}}',
    ago: 'Disponibilités et prix mis à jour {{ago}}',
    now: 'Disponibilités et prix mis à jour à l’instant',
    unverified: 'Les disponibilités et les prix ont pu changer : nous vérifions',
    changed_one: 'Mis à jour : {{count}} départ a changé',
    changed_other: 'Mis à jour : {{count}} départs ont changé',
  },
};

export default fr;

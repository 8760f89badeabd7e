import type { FreshnessResources } from './en';

const it: FreshnessResources = {
  freshness: {
    at: 'Disponibilità e prezzi aggiornati alle {{time}}',
    ago: 'Disponibilità e prezzi aggiornati {{ago}}',
    now: 'Disponibilità e prezzi aggiornati ora',
    unverified: 'Disponibilità e prezzi potrebbero essere cambiati: li stiamo verificando',
    changed_one: 'Aggiornato: {{count}} partenza è cambiata',
    changed_other: 'Aggiornato: {{count}} partenze sono cambiate',
  },
};

export default it;

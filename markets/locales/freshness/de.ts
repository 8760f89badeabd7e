import type { FreshnessResources } from './en';

const de: FreshnessResources = {
  freshness: {
    at: 'Verfügbarkeit und Preise, Stand {{time}} Uhr',
    ago: 'Verfügbarkeit und Preise aktualisiert {{ago}}',
    now: 'Verfügbarkeit und Preise gerade aktualisiert',
    unverified: 'Verfügbarkeit und Preise können sich geändert haben: wir prüfen sie gerade',
    changed_one: 'Aktualisiert: {{count}} Abreise hat sich geändert',
    changed_other: 'Aktualisiert: {{count}} Abreisen haben sich geändert',
  },
};

export default de;

import type { GrowthResources } from './en';

const de: GrowthResources = {
  growth: {
    allInEstimate: 'Geschätzt alles inklusive: {{amount}}',
    allInParts: 'Reise, Gruppenkasse und günstigster Flug',
    allInNote: 'Für diesen Termin, pro Person, ohne Optionen.',
    switchTargetInvalid: 'Diese Adresse gehört zu keinem unserer Shops.',
  },
};

export default de;

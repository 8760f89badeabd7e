import type { FlexDatesResources } from './en';

const it: FlexDatesResources = {
  flexDates: {
    tab: 'Flessibile',
    flexLegend: 'Quanto sei flessibile?',
    exact: 'Date esatte',
    plusMinus_one: '± {{count}} giorno',
    plusMinus_other: '± {{count}} giorni',
    datesHint: 'Partenze tra il primo giorno che scegli e l’ultimo.',
    weekendsTitle: 'Un weekend qualsiasi di…',
    weekendsHint: 'Viaggi brevi in partenza da venerdì a domenica e di ritorno entro lunedì.',
    weekendsOf: 'Weekend di {{month}}',
    durationLegend: 'Durata del viaggio',
    durationAny: 'Qualsiasi durata',
    durationUpTo: 'Fino a {{to}} giorni',
    durationBetween: '{{from}}–{{to}} giorni',
    durationOver: '{{from}}+ giorni',
    durationMin: 'Da',
    durationMax: 'A',
    daysUnit: 'giorni',
    flexibility: 'Flessibilità',
    weekends: 'Fuga nel weekend',
    weekendsAny: 'Nessun mese',
  },
};

export default it;

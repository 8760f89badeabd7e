import type { CharacterResources } from './en';

const it: CharacterResources = {
  character: {
    title: 'Com’è il viaggio',
    moods: 'Mood del viaggio',
    moodShare: '{{mood}}: {{percent}}',
    effort: 'Impegno fisico',
    effortLevel: 'Livello {{level}} su 5',
    effortLevels: {
      l1: { name: 'Facile', line: 'Brevi passeggiate su terreno quasi sempre pianeggiante: adatto a chiunque sia in normale salute.' },
      l2: { name: 'Moderato', line: 'Camminate fino a 3 ore al giorno e qualche scalinata: basta un minimo di allenamento.' },
      l3: { name: 'Attivo', line: 'Giornate intere in movimento ed escursioni di 3–5 ore su sentieri irregolari: aiuta fare sport con regolarità.' },
      l4: { name: 'Impegnativo', line: 'Trekking di 5–7 ore al giorno con salite, a volte in quota: allenati qualche settimana prima di partire.' },
      l5: { name: 'Molto impegnativo', line: 'Più giorni di fila su sentieri ripidi o d’alta quota: servono un buon allenamento ed esperienza di trekking.' },
    },
    group: 'Il gruppo',
    groupOf: 'Partenza del {{date}}',
    booked: 'Prenotati finora',
    travellers_one: '{{count}} viaggiatore',
    travellers_other: '{{count}} viaggiatori',
    ages: 'Età',
    agesRange: '{{from}}–{{to}} anni',
    agesFrom: 'dai {{from}} anni in su',
    firstTimers: 'Al primo viaggio di gruppo',
    languages: 'Lingue parlate',
    tooFew_one: 'Età, prime volte e lingue compaiono quando ha prenotato almeno {{count}} viaggiatore.',
    tooFew_other: 'Età, prime volte e lingue compaiono quando hanno prenotato almeno {{count}} viaggiatori.',
    rule_one: 'Dati aggregati e anonimi, visibili con almeno {{count}} viaggiatore prenotato.',
    rule_other: 'Dati aggregati e anonimi, visibili con almeno {{count}} viaggiatori prenotati.',
    calendar: {
      hint: 'Con le frecce ti sposti tra i giorni, con Inizio e Fine vai a inizio e fine settimana, con Pagina su e Pagina giù cambi mese; Invio apre la partenza.',
      departure: '{{date}}, partenza: {{status}}, {{price}}',
      moreDepartures_one: 'In questo giorno c’è {{count}} altra partenza',
      moreDepartures_other: 'In questo giorno ci sono altre {{count}} partenze',
      thisDeparture: 'la partenza di questa pagina',
      legend: 'Legenda del calendario',
      showing: 'Stai vedendo {{months}}',
      noScript: 'Il calendario richiede JavaScript: tutte le date sono nell’elenco delle partenze.',
    },
  },
};

export default it;

import type { CharacterResources } from './en';

const de: CharacterResources = {
  character: {
    title: 'So ist die Reise',
    moods: 'Reisestimmung',
    moodShare: '{{mood}}: {{percent}}',
    effort: 'Körperliche Anforderung',
    effortLevel: 'Stufe {{level}} von 5',
    effortLevels: {
      l1: { name: 'Leicht', line: 'Kurze Spaziergänge auf meist ebenem Gelände: für alle mit normaler Gesundheit geeignet.' },
      l2: { name: 'Moderat', line: 'Gehzeiten bis zu 3 Stunden am Tag und einige Treppen: eine Grundfitness genügt.' },
      l3: { name: 'Aktiv', line: 'Ganze Tage auf den Beinen und Wanderungen von 3 bis 5 Stunden auf unebenen Wegen: regelmäßiger Sport hilft.' },
      l4: { name: 'Anspruchsvoll', line: 'Trekkingtage von 5 bis 7 Stunden mit Anstiegen, teils in der Höhe: ein paar Wochen Training vorab lohnen sich.' },
      l5: { name: 'Sehr anspruchsvoll', line: 'Mehrere lange Tage hintereinander auf steilen oder hochalpinen Pfaden: gute Kondition und Trekkingerfahrung nötig.' },
    },
    group: 'Die Gruppe',
    groupOf: 'Termin am {{date}}',
    booked: 'Bisher gebucht',
    travellers_one: '{{count}} Person',
    travellers_other: '{{count}} Personen',
    ages: 'Alter',
    agesRange: '{{from}}–{{to}} Jahre',
    agesFrom: 'ab {{from}} Jahren',
    firstTimers: 'Zum ersten Mal auf Gruppenreise',
    languages: 'Gesprochene Sprachen',
    tooFew_one: 'Alter, Erstreisende und Sprachen erscheinen, sobald {{count}} Person gebucht hat.',
    tooFew_other: 'Alter, Erstreisende und Sprachen erscheinen, sobald {{count}} Personen gebucht haben.',
    rule_one: 'Zusammengefasst und ohne Namen, angezeigt ab {{count}} gebuchten Person.',
    rule_other: 'Zusammengefasst und ohne Namen, angezeigt ab {{count}} gebuchten Personen.',
    calendar: {
      hint: 'Mit den Pfeiltasten wechselst du den Tag, Pos1 und Ende springen an Anfang und Ende der Woche, Bild auf und Bild ab wechseln den Monat; die Eingabetaste öffnet den Termin.',
      departure: '{{date}}, Termin: {{status}}, {{price}}',
      moreDepartures_one: 'An diesem Tag gibt es {{count}} weiteren Termin',
      moreDepartures_other: 'An diesem Tag gibt es {{count}} weitere Termine',
      thisDeparture: 'der Termin auf dieser Seite',
      legend: 'Legende zum Kalender',
      showing: 'Angezeigt: {{months}}',
      noScript: 'Der Kalender braucht JavaScript: Alle Termine stehen in der Liste der Abreisen.',
    },
  },
};

export default de;

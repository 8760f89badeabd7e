/** Copy of "what the trip is like" and the accessible departure calendar (issue 14 items 6 and 7). */
const en = {
  character: {
    title: 'What the trip is like',
    moods: 'Travel mood',
    moodShare: '{{mood}}: {{percent}}',
    effort: 'Effort',
    effortLevel: 'Level {{level}} of 5',
    effortLevels: {
      l1: { name: 'Easy', line: 'Short walks on mostly flat ground: anyone in ordinary health can join.' },
      l2: { name: 'Moderate', line: 'Walks of up to 3 hours a day and some steps: a basic level of fitness is enough.' },
      l3: { name: 'Active', line: 'Full days on your feet and hikes of 3 to 5 hours on uneven paths: regular exercise helps.' },
      l4: { name: 'Challenging', line: 'Treks of 5 to 7 hours a day with climbs, sometimes at altitude: train for a few weeks beforehand.' },
      l5: { name: 'Demanding', line: 'Several long days in a row on steep or high trails: good fitness and some trekking experience needed.' },
    },
    group: 'The group',
    groupOf: 'Departure of {{date}}',
    booked: 'Booked so far',
    travellers_one: '{{count}} traveller',
    travellers_other: '{{count}} travellers',
    ages: 'Ages',
    agesRange: '{{from}}–{{to}}',
    agesFrom: '{{from}} and over',
    firstTimers: 'On their first group trip',
    languages: 'Languages spoken',
    tooFew_one: 'Ages, first-timers and languages appear once {{count}} traveller has booked.',
    tooFew_other: 'Ages, first-timers and languages appear once {{count}} travellers have booked.',
    rule_one: 'In aggregate and without names, shown from {{count}} traveller booked.',
    rule_other: 'In aggregate and without names, shown from {{count}} travellers booked.',
    calendar: {
      hint: 'Arrow keys move between days, Home and End go to the start and end of the week, Page Up and Page Down change the month, Enter opens a departure.',
      departure: '{{date}}, departure: {{status}}, {{price}}',
      moreDepartures_one: '{{count}} more departure on this day',
      moreDepartures_other: '{{count}} more departures on this day',
      thisDeparture: 'the departure on this page',
      legend: 'Key to the calendar',
      showing: 'Showing {{months}}',
      noScript: 'The calendar needs JavaScript: every date is in the list of departures.',
    },
  },
};

export default en;
type DeepString<T> = { [K in keyof T]: T[K] extends string ? string : DeepString<T[K]> };
export type CharacterResources = DeepString<typeof en>;

// Trip content of the seed: descriptions, itinerary days, included items, FAQs, meeting point, per language.
import { highlightPlaces, highlights, nightHighlights } from './highlights.mjs';
import { descriptionBody, descriptionGroup, faqDestination, faqGeneral, faqItinerary, included, itinerary, meetingPoint, notIncluded, seoDescription, sleepAnswer, styleIntro } from './phrases.mjs';
import { nativeProse, placeLabel, placeName, placeValues } from './places.mjs';
import { fill, joinList } from './text.mjs';
import { moneyToken } from './money.mjs';

/** The group fund (money pot) per person in EUR: the not-included item says it, the tour carries it. */
export function groupFundUnits(def) {
  return Math.round((def.days * (def.continent === 'europe' ? 30 : 25)) / 10) * 10;
}

function effortOf(def) {
  if (def.style === 'TREKKING' || def.costCenter === 'EXPEDITION') return 'hard';
  if (def.style === 'ADVENTURE' || def.style === 'NATURE') return 'medium';
  return 'easy';
}

function lodgingOf(def) {
  if (def.type === 'SAILING') return 'boat';
  if (def.type === 'TREK') return 'huts';
  return 'hotel';
}

function buildItinerary(def, language, rnd) {
  const { stops, days } = def;
  const plan = [];
  const middle = days - 2;
  plan.push({ kind: 'arrival', stop: stops[0] });
  if (stops.length - 1 >= middle) {
    // Short trips with many stops: several stops share a day.
    const rest = stops.slice(1);
    let previous = stops[0];
    for (let d = 0; d < middle; d++) {
      const group = rest.slice(Math.floor((d * rest.length) / middle), Math.floor(((d + 1) * rest.length) / middle));
      // A weekend's stops are sights of one city: days there are not travel days.
      plan.push({ kind: def.type === 'WEEKEND' ? 'explore' : 'transfer', from: previous, stop: group.join(' · '), last: group[group.length - 1] });
      previous = group[group.length - 1];
    }
    plan.push({ kind: 'departure', stop: previous });
  } else {
    // Spread the middle days over the stops: a move to a new stop is a transfer day.
    const perStop = stops.map(() => 0);
    for (let i = 0; i < middle; i++) perStop[i % stops.length] += 1;
    let previous = stops[0];
    stops.forEach((stop, index) => {
      for (let n = 0; n < perStop[index]; n++) {
        if (n === 0 && index > 0) plan.push({ kind: 'transfer', from: previous, stop, last: stop });
        else plan.push({ kind: 'explore', stop, last: stop });
      }
      if (perStop[index] > 0) previous = stop;
    });
    plan.push({ kind: 'departure', stop: previous });
  }
  // Highlights tied to a kind of place go to the first day that ends in such a place (the
  // camp night to the day that sleeps in the desert); the others take turns on the rest.
  const days_ = plan.slice(0, days).filter((step) => step.kind !== 'arrival' && step.kind !== 'departure');
  const placeBound = def.highlights.filter((key) => highlightPlaces[key]);
  const own = def.highlights.filter((key) => !highlightPlaces[key]);
  // Fewer than three left to take turns: villages and sunsets fit any day, so no day repeats the last one.
  const anywhere = own.length >= 3 ? own : [...own, ...['villages', 'sunsets'].filter((key) => !own.includes(key))];
  const placed = new Set();
  for (const step of days_) {
    const here = placeBound.filter((key) => !placed.has(key) && highlightPlaces[key].has(step.last));
    here.forEach((key) => placed.add(key));
    step.keys = here;
  }
  let counter = 0;
  for (const step of days_) if (step.keys.length === 0) step.keys = [anywhere[counter++ % anywhere.length]];
  // Stops are named in the language: prose with articles and contractions ("Partenza dal
  // Mar Morto"), titles with the bare names ("Wadi Rum → Mar Morto").
  const prose = (template, values) => nativeProse(fill(template, values), language);
  const labels = (group) => group.split(' · ').map((stop) => placeLabel(stop, language)).join(' · ');
  return plan.slice(0, days).map((step, index) => {
    const day = index + 1;
    const values = placeValues(step.stop, language);
    if (step.kind === 'arrival') {
      return { day, title: prose(itinerary.arrivalTitle[language], values), description: prose(itinerary.arrival[language], values), overnight: placeLabel(step.stop, language), meals: [] };
    }
    if (step.kind === 'departure') {
      return { day, title: prose(itinerary.departureTitle[language], values), description: prose(itinerary.departure[language], values), overnight: null, meals: ['breakfast'] };
    }
    const bank = itinerary[step.kind][language];
    // Drawn on every day, whichever template is used, so the draws after it stay the same.
    const drawn = bank[rnd.int(0, bank.length - 1)];
    const template = step.keys.some((key) => nightHighlights.has(key)) ? itinerary.night[language] : drawn;
    const title = step.kind === 'transfer' ? `${placeLabel(step.from, language)} → ${labels(step.stop)}` : labels(step.stop);
    // The text names the place the day ends in: the overnight below.
    return {
      day, title,
      description: prose(template, {
        ...placeValues(step.last, language),
        to: placeName(step.last, language), from: step.from ? placeName(step.from, language) : '',
        h: joinList(step.keys.map((key) => highlights[key][language]), language),
      }),
      overnight: placeLabel(step.last, language),
      meals: ['breakfast'],
    };
  });
}

export function buildContent(def, travel, language, rnd, names) {
  const hl = def.highlights.map((key) => highlights[key][language]);
  const stopsText = joinList(def.stops.map((stop) => placeName(stop, language)), language);
  const description = [
    `<p>${styleIntro[def.style][language]}</p>`,
    `<p>${nativeProse(fill(descriptionBody[language], { days: def.days, stops: stopsText, h1: hl[0], h2: hl[1], h3: hl[2] }), language)}</p>`,
    `<p>${fill(descriptionGroup[language], { min: travel.min_travellers, max: travel.max_travellers })}</p>`,
  ].join('');
  const lodging = lodgingOf(def);
  const item = ([title, text], values = {}) => ({ title, description: fill(text, values) });
  const includedItems = [
    item(included.coordinator[language]),
    item(included[lodging][language]),
    item((def.type === 'ROAD_TRIP' ? included.van : included.transport)[language]),
    item(included.activities[language], { h1: hl[0], h2: hl[1] }),
    item(included.insurance[language]),
  ];
  const fund = groupFundUnits(def);
  const notIncludedItems = [
    item(notIncluded.flights[language]),
    item(notIncluded.fund[language], { amount: moneyToken(fund * 100) }),
    item(notIncluded.meals[language]),
    ...(def.continent === 'europe' ? [] : [item(notIncluded.visa[language])]),
    item(notIncluded.extras[language]),
    item(notIncluded.flexible[language]),
  ];
  const country = names.country[language];
  const faqs = {
    general: faqGeneral[language].map(([question, answer], i) => ({ id: `general-${i + 1}`, question, answer })),
    itinerary: [
      { id: 'itinerary-effort', question: faqItinerary.effort.question[language], answer: faqItinerary.effort[effortOf(def)][language] },
      { id: 'itinerary-sleep', question: faqItinerary.sleep.question[language], answer: sleepAnswer[lodging][language] },
      { id: 'itinerary-luggage', question: faqItinerary.luggage.question[language], answer: faqItinerary.luggage.answer[language] },
    ],
    destination: [
      { id: 'destination-visa', question: fill(faqDestination.visa.question[language], { country }), answer: faqDestination.visa.answer[language] },
      { id: 'destination-season', question: faqDestination.season.question[language], answer: faqDestination.season.answers[def.season][language] },
      { id: 'destination-money', question: faqDestination.money.question[language], answer: faqDestination.money.answer[language] },
    ],
  };
  return {
    travel_id: travel.id,
    language,
    description,
    highlights: hl,
    itinerary: buildItinerary(def, language, rnd),
    included: includedItems,
    not_included: notIncludedItems,
    faqs,
    meeting_point: nativeProse(fill(meetingPoint[language], placeValues(def.stops[0], language)), language),
    seo_title: names.title[language],
    seo_description: fill(seoDescription[language], { title: names.title[language], days: def.days }),
  };
}

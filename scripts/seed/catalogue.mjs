/** Builds the catalogue rows: geography, labels, images, coordinators, travels, tours, reviews, periods. */
import { coordinatorDefinitions } from './coordinators.mjs';
import { addDays, addMonths, daysBetween, easterSunday, month, weekday } from './dates.mjs';
import { continentByCode, continents, countries, countryByIso3 } from './geo.mjs';
import { badges, labelKinds } from './labels.mjs';
import { coordinatorBio, photoAlt, reviewPools } from './phrases.mjs';
import { effortLevel, groupCharacter, moodWeights } from './character.mjs';
import { nativeProse, placeLabel, placeName } from './places.mjs';
import { createRandom, hash } from './prng.mjs';
import { fill, fillGender, joinList, languages, searchText, seoName } from './text.mjs';
import { travelDefinitions } from './travels.mjs';
import { buildContent, groupFundUnits } from './tripContent.mjs';

export const statuses = ['PLANNED', 'ALMOST_CONFIRMED', 'CONFIRMED', 'ALMOST_FULL', 'WAITING_LIST', 'SOLD_OUT'];

export const usdRate = 1.09;
export const gbpRate = 0.86;
/** Whole-unit rounding: prices end in 0 (cents). */
const toCents = (units) => Math.round(units) * 100;
const convert = (eurCents, rate) => Math.round((eurCents * rate) / 1000) * 1000;

const seasonMonths = {
  all: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  summer: [5, 6, 7, 8, 9],
  winter: [11, 12, 1, 2, 3],
  austral: [10, 11, 12, 1, 2, 3],
  dry: [1, 2, 3, 6, 7, 8, 9, 10, 12],
};

const highlightScene = {
  'street-food': 'city', markets: 'city', 'cooking-class': 'city', pub: 'city', onsen: 'mountains', gardens: 'lakes', hammam: 'desert', wine: 'jungle',
  temples: 'temple', ruins: 'temple', architecture: 'city', 'old-towns': 'city', 'street-art': 'city', nightlife: 'city', music: 'city',
  beaches: 'sea', snorkeling: 'islands', reef: 'islands', lagoon: 'islands', islands: 'islands', 'boat-trip': 'sea', kayak: 'sea', surf: 'sea', whales: 'sea', sunsets: 'sea', diving: 'sea', 'hiking-coast': 'sea',
  'desert-camp': 'desert', camels: 'desert', dunes: 'desert', medina: 'desert', 'salt-flat': 'desert', stargazing: 'desert',
  safari: 'savanna', 'big-five': 'savanna', wildlife: 'savanna',
  glaciers: 'ice', icebergs: 'ice', penguins: 'ice', 'northern-lights': 'aurora',
  trekking: 'mountains', volcano: 'mountains', castles: 'mountains', 'horse-riding': 'lakes', villages: 'mountains',
  lakes: 'lakes', fjords: 'lakes', waterfalls: 'jungle', jungle: 'jungle', 'rice-terraces': 'jungle', tea: 'jungle', cenotes: 'jungle',
  canyons: 'canyon', caves: 'canyon', 'national-parks': 'canyon', 'road-trip': 'canyon',
};

const times = ['dawn', 'day', 'sunset', 'dusk'];

export class ImageRegistry {
  constructor() {
    this.images = [];
  }

  /** Registers an image and returns its id. `texts` is {language: {alt, title}}. */
  add({ name, orientation = 'landscape', art, texts }) {
    const id = this.images.length + 1;
    const [width, height] = orientation === 'portrait' ? [1600, 2000] : [1600, 1000];
    this.images.push({ id, seoName: seoName(name) || `image-${id}`, orientation, width, height, art, texts });
    return id;
  }

  rows() {
    return this.images.map((img) => ({
      id: img.id, seo_name: img.seoName, type: 'webp', orientation: img.orientation, width: img.width, height: img.height,
    }));
  }

  translationRows() {
    return this.images.flatMap((img) =>
      languages.map((language) => ({
        image_id: img.id, language, alt_text: img.texts[language].alt, title: img.texts[language].title,
      })),
    );
  }
}

function perLanguage(fn) {
  return Object.fromEntries(languages.map((language) => [language, fn(language)]));
}

function pickStatus(rnd, daysAhead) {
  if (daysAhead < 0) return rnd.weighted({ CONFIRMED: 5, ALMOST_FULL: 2, SOLD_OUT: 3 });
  if (daysAhead < 45) return rnd.weighted({ CONFIRMED: 30, ALMOST_FULL: 25, SOLD_OUT: 15, WAITING_LIST: 12, ALMOST_CONFIRMED: 13, PLANNED: 5 });
  if (daysAhead < 120) return rnd.weighted({ PLANNED: 25, ALMOST_CONFIRMED: 25, CONFIRMED: 28, ALMOST_FULL: 10, WAITING_LIST: 6, SOLD_OUT: 6 });
  return rnd.weighted({ PLANNED: 58, ALMOST_CONFIRMED: 20, CONFIRMED: 16, ALMOST_FULL: 3, WAITING_LIST: 1, SOLD_OUT: 2 });
}

function seatsFor(rnd, status, min, max) {
  switch (status) {
    case 'PLANNED': return rnd.int(0, Math.max(0, min - 3));
    case 'ALMOST_CONFIRMED': return rnd.int(min - 2, min - 1);
    case 'CONFIRMED': return rnd.int(min, max - 4);
    case 'ALMOST_FULL': return rnd.int(max - 3, max - 1);
    default: return max;
  }
}

const flightBase = { europe: [60, 220], asia: [520, 900], africa: [280, 720], 'north-america': [420, 780], 'south-america': [640, 1050], oceania: [1050, 1500], antarctica: [950, 1400] };
const promoCodes = [['CARAVAN50', 50], ['EARLYBIRD100', 100], ['FRIENDS75', 75], ['SPRING60', 60], ['GROUP40', 40]];

/** Trips seeded without any departure (their page must still read well). */
const tripsWithoutDepartures = new Set(['usa-deep-south']);

function buildTours(travel, def, rnd, ctx) {
  const tours = [];
  const months = seasonMonths[def.season];
  const step = def.type === 'WEEKEND' ? [21, 35] : def.days > 12 ? [35, 62] : [26, 50];
  let day = addDays(ctx.base, rnd.int(0, 24));
  const last = addMonths(ctx.base, 18);
  while (day < last) {
    if (months.includes(month(day))) {
      // Weekends leave on Fridays, the others mostly on Saturdays.
      const target = def.type === 'WEEKEND' ? 5 : 6;
      const shift = (target - weekday(day) + 7) % 7;
      const start = addDays(day, shift);
      if (start < last) tours.push(buildTour(travel, def, rnd, ctx, start));
    }
    day = addDays(day, rnd.int(step[0], step[1]));
  }
  return tours;
}

/**
 * What a departure costs beyond its price (migration 0011), from its own figures so the random
 * stream of the rest of the seed is untouched: a private room ~18 % of the base price where one
 * is offered, Flexible Cancellation 5 % (at least 49 €), the group fund the trip's text names.
 */
function tourCosts(def, basePrice, privateRoom) {
  const room = privateRoom ? Math.round((basePrice * 0.18) / 1000) * 1000 : null;
  const flexible = Math.max(4900, Math.round((basePrice * 0.05) / 100) * 100);
  const fund = toCents(groupFundUnits(def));
  const each = (name, eur) => ({ [`${name}_eur`]: eur, [`${name}_usd`]: eur === null ? null : convert(eur, usdRate), [`${name}_gbp`]: eur === null ? null : convert(eur, gbpRate) });
  return { ...each('private_room', room), ...each('flexible_cancellation', flexible), ...each('group_fund', fund) };
}

function buildTour(travel, def, rnd, ctx, start) {
  const daysAhead = daysBetween(ctx.today, start);
  const status = pickStatus(rnd, daysAhead);
  const max = travel.max_travellers;
  const min = travel.min_travellers;
  const count = Math.max(0, seatsFor(rnd, status, min, max));
  const basePrice = toCents(def.price + rnd.pick([-100, -50, 0, 0, 50, 100, 150]) + (month(start) === 8 || month(start) === 12 ? 150 : 0));
  const discountPct = status === 'SOLD_OUT' || status === 'WAITING_LIST' ? 0 : rnd.chance(daysAhead < 60 ? 0.3 : 0.14) ? rnd.pick([5, 8, 10, 12, 15, 20]) : 0;
  const price = Math.round((basePrice * (100 - discountPct)) / 100 / 1000) * 1000;
  const depositEur = basePrice >= 200000 ? 40000 : 25000;
  const cutOff = addDays(start, -45);
  const promo = rnd.chance(0.12) && daysAhead > 50 ? rnd.pick(promoCodes) : null;
  const [fMin, fMax] = flightBase[def.continent];
  const flights = toCents(rnd.int(fMin, fMax));
  const ageBadge = def.age !== 'ALL' ? def.age : rnd.weighted({ ALL: 78, '25-35': 14, '35-49': 8 });
  const male = Math.round(count * (0.35 + rnd.next() * 0.25));
  const coordinator = rnd.chance(0.55) ? travel.coordinator_id : rnd.pick(ctx.coordinatorsByArea[def.continent]);
  // Boats and mountain huts have no rooms of one's own.
  const privateRoom = rnd.chance(0.4) && def.type !== 'SAILING' && def.type !== 'TREK';
  return {
    id: ctx.nextTourId++,
    travel_id: travel.id,
    code: `${travel.code}-${start.slice(2).replace(/-/g, '')}`,
    starting_date: start,
    ending_date: addDays(start, def.days - 1),
    sales_status: status,
    base_price_eur: basePrice,
    base_price_usd: convert(basePrice, usdRate),
    base_price_gbp: convert(basePrice, gbpRate),
    price_eur: price,
    price_usd: convert(price, usdRate),
    price_gbp: convert(price, gbpRate),
    discount_pct: discountPct,
    discounted: discountPct > 0 ? 1 : 0,
    free_seats: max - count,
    seats_to_confirm: status === 'PLANNED' || status === 'ALMOST_CONFIRMED' ? Math.max(1, min - count) : 0,
    min_seats: min,
    max_seats: max,
    age_badge: ageBadge,
    is_no_sharing_room_available: privateRoom ? 1 : 0,
    caravaners_count: count,
    interested_count: rnd.int(count, count * 3 + 12),
    wishlisted_count: rnd.int(0, 60),
    first_timers_count: Math.round(count * (0.2 + rnd.next() * 0.4)),
    male_count: male,
    female_count: count - male,
    ...groupCharacter(`${travel.code}-${start.slice(2).replace(/-/g, '')}`, count, ageBadge),
    deposit_eur: depositEur,
    deposit_usd: convert(depositEur, usdRate),
    deposit_gbp: convert(depositEur, gbpRate),
    deposit_cutoff_date: cutOff,
    balance_due_date: addDays(start, -31),
    promo_code: promo ? promo[0] : null,
    promo_discount_eur: promo ? toCents(promo[1]) : null,
    promo_discount_usd: promo ? convert(toCents(promo[1]), usdRate) : null,
    promo_discount_gbp: promo ? convert(toCents(promo[1]), gbpRate) : null,
    promo_expires_at: promo ? addDays(start, -rnd.int(50, 90)) : null,
    flights_min_price_eur: flights,
    flights_min_price_usd: convert(flights, usdRate),
    flights_min_price_gbp: convert(flights, gbpRate),
    flights_direct: def.continent === 'europe' || rnd.chance(0.2) ? 1 : 0,
    ...tourCosts(def, basePrice, privateRoom),
    coordinator_id: coordinator,
    days: def.days,
    continent_id: travel.continent_id,
    travel_style: travel.travel_style,
    travel_type: travel.travel_type,
    cost_center: travel.cost_center,
    travel_score: travel.score,
    is_published: 1,
  };
}

function buildPeriods(base, images) {
  const end = addMonths(base, 18);
  const rows = [];
  const translations = [];
  const monthName = (day, language) => {
    const locale = { it: 'it-IT', en: 'en-GB', es: 'es-ES', fr: 'fr-FR', de: 'de-DE' }[language];
    const text = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  let id = 1;
  for (let i = 0; i < 18; i++) {
    const start = addMonths(base, i);
    rows.push({ id, code: `month-${start.slice(0, 7)}`, type: 'month', year: Number(start.slice(0, 4)), starting_date: start, ending_date: addDays(addMonths(start, 1), -1), icon_url: `/img/icons/periods/month-${month(start)}.svg`, position: i });
    for (const language of languages) translations.push({ period_id: id, language, name: monthName(start, language), icon_alt_text: monthName(start, language) });
    id++;
  }
  const named = (code, type, start, finish, icon, names) => {
    if (finish < base || start > end) return;
    rows.push({ id, code, type, year: Number(start.slice(0, 4)), starting_date: start, ending_date: finish, icon_url: `/img/icons/periods/${icon}.svg`, position: 100 + id });
    for (const language of languages) translations.push({ period_id: id, language, name: names[language], icon_alt_text: names[language] });
    id++;
  };
  const firstYear = Number(base.slice(0, 4));
  for (const year of [firstYear, firstYear + 1]) {
    const easter = easterSunday(year);
    named(`easter-${year}`, 'event', addDays(easter, -3), addDays(easter, 1), 'easter', { it: `Pasqua ${year}`, en: `Easter ${year}`, es: `Semana Santa ${year}`, fr: `Pâques ${year}`, de: `Ostern ${year}` });
    named(`may-day-${year}`, 'event', `${year}-04-25`, `${year}-05-04`, 'may-day', { it: `Ponti di primavera ${year}`, en: `Spring bank holidays ${year}`, es: `Puentes de primavera ${year}`, fr: `Ponts de mai ${year}`, de: `Brückentage im Mai ${year}` });
    named(`mid-august-${year}`, 'event', `${year}-08-08`, `${year}-08-24`, 'mid-august', { it: `Ferragosto ${year}`, en: `Mid-August ${year}`, es: `Puente de agosto ${year}`, fr: `15 août ${year}`, de: `Mitte August ${year}` });
    named(`christmas-${year}`, 'event', `${year}-12-20`, `${year + 1}-01-06`, 'christmas', { it: `Natale ${year}`, en: `Christmas ${year}`, es: `Navidad ${year}`, fr: `Noël ${year}`, de: `Weihnachten ${year}` });
    named(`new-year-${year + 1}`, 'event', `${year}-12-27`, `${year + 1}-01-03`, 'new-year', { it: `Capodanno ${year + 1}`, en: `New Year ${year + 1}`, es: `Fin de año ${year + 1}`, fr: `Nouvel An ${year + 1}`, de: `Silvester ${year + 1}` });
    named(`spring-${year}`, 'other', `${year}-03-21`, `${year}-06-20`, 'spring', { it: `Primavera ${year}`, en: `Spring ${year}`, es: `Primavera ${year}`, fr: `Printemps ${year}`, de: `Frühling ${year}` });
    named(`summer-${year}`, 'other', `${year}-06-21`, `${year}-09-22`, 'summer', { it: `Estate ${year}`, en: `Summer ${year}`, es: `Verano ${year}`, fr: `Été ${year}`, de: `Sommer ${year}` });
    named(`autumn-${year}`, 'other', `${year}-09-23`, `${year}-12-20`, 'autumn', { it: `Autunno ${year}`, en: `Autumn ${year}`, es: `Otoño ${year}`, fr: `Automne ${year}`, de: `Herbst ${year}` });
    named(`winter-${year}`, 'other', `${year}-12-21`, `${year + 1}-03-20`, 'winter', { it: `Inverno ${year}-${year + 1}`, en: `Winter ${year}-${year + 1}`, es: `Invierno ${year}-${year + 1}`, fr: `Hiver ${year}-${year + 1}`, de: `Winter ${year}/${year + 1}` });
  }
  void images;
  return { rows, translations };
}

/**
 * @param {{ base: string, today: string, scale: number, images: ImageRegistry }} options
 */
export function buildCatalogue({ base, today, scale, images }) {
  const out = {
    continents: continents.map((c) => ({ id: c.id, code: c.code, position: c.id })),
    continent_translations: continents.flatMap((c) => languages.map((language) => ({ continent_id: c.id, language, name: c.names[language] }))),
    countries: [],
    country_translations: countries.flatMap((c) => languages.map((language) => ({ country_id: c.id, language, name: c.names[language] }))),
    labels: Object.entries(labelKinds).flatMap(([kind, codes]) =>
      Object.entries(codes).flatMap(([code, names], position) => languages.map((language) => ({ kind, code, language, label: names[language], position })))),
    badges: badges.map((b) => ({ id: b.id, code: b.code, color: b.color })),
    badge_translations: badges.flatMap((b) => languages.map((language) => ({ badge_id: b.id, language, label: b.labels[language] }))),
    coordinators: [],
    coordinator_translations: [],
    travels: [],
    travel_translations: [],
    travel_contents: [],
    travel_photos: [],
    travel_countries: [],
    travel_badges: [],
    travel_search: [],
    tours: [],
    reviews: [],
    periods: [],
    period_translations: [],
  };

  // Coordinators with portraits.
  const coordinatorsByArea = {};
  coordinatorDefinitions.forEach((def, index) => {
    const id = index + 1;
    const name = `${def.firstName} ${def.lastName}`;
    const slug = seoName(name);
    const avatar = images.add({
      name: `${name} coordinator`, orientation: 'portrait',
      art: { kind: 'portrait', seed: hash(slug), hair: def.hair, skin: def.skin, gender: def.gender },
      texts: perLanguage((language) => ({ alt: fill(photoAlt[def.gender === 'female' ? 'coordinatorFemale' : 'coordinator'][language], { name }), title: name })),
    });
    const crnd = createRandom(hash(slug));
    const since = 2016 + crnd.int(0, 7);
    const trips = crnd.int(8, 90);
    out.coordinators.push({
      id, slug, first_name: def.firstName, last_name: def.lastName, gender: def.gender, home_city: def.city,
      languages: def.languages, trips_led: trips, since_year: since, rating: null, reviews_count: 0,
      avatar_image_id: avatar, cover_image_id: null, instagram: `@${slug.replace(/-/g, '.')}.travels`,
    });
    for (const language of languages) {
      const areaNames = def.areas.map((code) => continentByCode[code].names[language]);
      out.coordinator_translations.push({
        coordinator_id: id, language,
        tagline: fillGender(coordinatorBio.tagline[language][index % coordinatorBio.tagline[language].length], { g: def.gender }),
        bio: fillGender(fill(coordinatorBio.body[language], {
          name: def.firstName, city: placeName(def.city, language), since, trips,
          areas: joinList(areaNames, language),
          job: coordinatorBio.jobs[language][index % coordinatorBio.jobs[language].length],
          passion: coordinatorBio.passions[language][index % coordinatorBio.passions[language].length],
          languages: joinList(def.languages.map((l) => coordinatorBio.languageNames[language][l]), language),
        }), { g: def.gender }),
      });
    }
    for (const area of def.areas) (coordinatorsByArea[area] ??= []).push(id);
  });

  // Base travels: content, images and reviews; copies for --scale share them through content_id.
  const ctx = { base, today, coordinatorsByArea, nextTourId: 1 };
  const countryImage = {};
  const bases = [];
  let nextTravelId = 1;
  const scoreOf = new Map();
  travelDefinitions.forEach((source, index) => {
    const primary = countryByIso3[source.countries[0]];
    if (!primary) throw new Error(`unknown country ${source.countries[0]}`);
    const def = { ...source, continent: primary.continent };
    const trnd = createRandom(hash(def.slug));
    const id = nextTravelId++;
    const names = {
      title: def.titles,
      country: perLanguage((language) => primary.names[language]),
      destination: perLanguage((language) => joinList(def.countries.map((iso) => countryByIso3[iso].names[language]), language)),
    };
    const palette = hash(def.slug);
    const cover = images.add({
      name: def.titles.en, art: { kind: 'landscape', scene: def.scene, seed: palette, time: times[palette % times.length] },
      texts: perLanguage((language) => ({ alt: fill(photoAlt.cover[language], { destination: names.destination[language], stop: placeLabel(def.stops[0], language) }), title: def.titles[language] })),
    });
    const photos = [cover];
    def.highlights.slice(0, 4).forEach((key, i) => {
      const stop = def.stops[(i + 1) % def.stops.length];
      photos.push(images.add({
        name: `${def.titles.en} ${stop}`,
        art: { kind: 'landscape', scene: highlightScene[key] ?? def.scene, seed: hash(`${def.slug}-${i}`), time: times[(palette + i + 1) % times.length] },
        texts: perLanguage((language) => ({
          alt: fill(photoAlt.photo[language], { destination: names.destination[language], stop: placeLabel(stop, language) }),
          title: `${def.titles[language]} · ${placeLabel(stop, language)}`,
        })),
      }));
    });
    countryImage[primary.iso3] ??= cover;
    const score = Math.round((trnd.int(20, 90) + (def.badges.includes('HOT') ? 10 : 0)) * 10) / 10;
    scoreOf.set(id, score);
    const travel = {
      id, slug: def.slug, code: `${primary.iso3}${String(index + 1).padStart(2, '0')}`, content_id: id,
      continent_id: continentByCode[def.continent].id, primary_country_id: primary.id,
      days: def.days, nights: def.days - 1, travel_type: def.type, travel_style: def.style, cost_center: def.costCenter,
      age_range: def.age, moods: def.moods, mood_weights: moodWeights(def), effort_level: effortLevel(def), score, rating: null, reviews_count: 0,
      min_travellers: trnd.int(6, 8), max_travellers: trnd.int(12, 16),
      coordinator_id: trnd.pick(coordinatorsByArea[def.continent]),
      cover_image_id: cover, thumbnail_image_id: cover, video_url: null, is_published: 1,
      created_at: addDays(base, -trnd.int(30, 900)),
    };
    bases.push({ travel, def, names, photos });
    for (const language of languages) out.travel_contents.push(buildContent(def, travel, language, trnd, names));
    photos.forEach((imageId, position) => out.travel_photos.push({ travel_id: id, position, image_id: imageId }));

    // Reviews are written in the reviewer's language; the trip page shows all of them.
    const reviewCount = trnd.int(4, 9);
    for (let r = 0; r < reviewCount; r++) {
      const language = trnd.weighted({ it: 35, en: 25, es: 15, fr: 12, de: 13 });
      const pool = reviewPools[language];
      const rating = Number(trnd.weighted({ 5: 55, 4: 30, 3: 9, 2: 4, 1: 2 }));
      const bank = rating >= 4 ? pool.positive : rating === 3 ? pool.mixed : pool.negative;
      const [title, text] = trnd.pick(bank);
      const coordinator = out.coordinators[travel.coordinator_id - 1];
      const travelledAt = addDays(base, -trnd.int(20, 500));
      const author = trnd.pick(pool.authors);
      const place = trnd.pick(def.stops);
      out.reviews.push({
        id: out.reviews.length + 1, travel_id: id, tour_id: null, coordinator_id: travel.coordinator_id, rating, language,
        author_name: author, title,
        // The review's words agree with its author ({a:…|…}) and the coordinator ({c:…|…}).
        text: nativeProse(fillGender(fill(text, { place: placeName(place, language), coordinator: coordinator.first_name }), {
          a: pool.authorGenders[pool.authors.indexOf(author)], c: coordinator.gender,
        }), language),
        travelled_at: travelledAt, created_at: addDays(travelledAt, def.days + trnd.int(3, 20)),
      });
    }
  });

  // Badges: the definition's, plus BEST_SELLER for the top eight by score.
  const bestSellers = new Set([...scoreOf.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([id]) => id));

  for (let copy = 1; copy <= scale; copy++) {
    const crnd = createRandom(7919 * copy);
    for (const { travel: baseTravel, def, names } of bases) {
      const travel = copy === 1 ? baseTravel : {
        ...baseTravel,
        id: nextTravelId++,
        slug: `${baseTravel.slug}-${copy}`,
        code: `${baseTravel.code}S${copy}`,
        score: Math.max(1, Math.round((baseTravel.score + crnd.int(-15, 15)) * 10) / 10),
        coordinator_id: crnd.pick(coordinatorsByArea[def.continent]),
      };
      out.travels.push(travel);
      const suffix = copy === 1 ? '' : ` · ${copy}`;
      for (const language of languages) {
        const title = `${names.title[language]}${suffix}`;
        out.travel_translations.push({
          travel_id: travel.id, language, title, destination_label: names.destination[language], subtitle: def.stops.map((stop) => placeLabel(stop, language)).join(' · '),
        });
        out.travel_search.push({
          travel_id: travel.id, language,
          body: searchText([title, names.destination[language], def.stops.map((stop) => placeLabel(stop, language)).join(' '), def.stops.join(' '), continentByCode[def.continent].names[language],
            ...def.countries.map((iso) => countryByIso3[iso].names[language])]),
        });
      }
      def.countries.forEach((iso, position) => out.travel_countries.push({ travel_id: travel.id, country_id: countryByIso3[iso].id, position }));
      const badgeCodes = new Set(def.badges);
      if (bestSellers.has(baseTravel.id)) badgeCodes.add('BEST_SELLER');
      for (const code of badgeCodes) out.travel_badges.push({ travel_id: travel.id, badge_id: badges.find((b) => b.code === code).id });
      const trnd = createRandom(hash(`${travel.slug}-tours`));
      const tours = buildTours(travel, def, trnd, ctx);
      // A trip between seasons has no departures yet (its page offers notify-me); built and
      // dropped so that the other trips' departures stay the same.
      if (!tripsWithoutDepartures.has(travel.slug)) out.tours.push(...tours);
    }
  }

  // Ratings from reviews; copies inherit their original's.
  const byContent = new Map();
  for (const review of out.reviews) {
    const entry = byContent.get(review.travel_id) ?? { sum: 0, count: 0 };
    entry.sum += review.rating;
    entry.count += 1;
    byContent.set(review.travel_id, entry);
  }
  for (const travel of out.travels) {
    const entry = byContent.get(travel.content_id);
    if (entry) {
      travel.rating = Math.round((entry.sum / entry.count) * 10) / 10;
      travel.reviews_count = entry.count;
    }
  }
  const byCoordinator = new Map();
  for (const review of out.reviews) {
    const entry = byCoordinator.get(review.coordinator_id) ?? { sum: 0, count: 0 };
    entry.sum += review.rating;
    entry.count += 1;
    byCoordinator.set(review.coordinator_id, entry);
  }
  for (const coordinator of out.coordinators) {
    const entry = byCoordinator.get(coordinator.id);
    if (entry) {
      coordinator.rating = Math.round((entry.sum / entry.count) * 10) / 10;
      coordinator.reviews_count = entry.count;
    }
    // A landscape from the first travel they lead makes the profile cover.
    const led = bases.find((b) => b.travel.coordinator_id === coordinator.id);
    coordinator.cover_image_id = led ? led.photos[1] : bases[coordinator.id % bases.length].photos[1];
  }

  out.countries = countries.map((c) => ({
    id: c.id, iso_code_alpha3: c.iso3, iso_code_alpha2: c.iso2, continent_id: continentByCode[c.continent].id, image_id: countryImage[c.iso3] ?? null,
  }));

  const periods = buildPeriods(base, images);
  out.periods = periods.rows;
  out.period_translations = periods.translations;
  out.bases = bases;
  return out;
}

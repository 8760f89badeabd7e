/** WeMeet events: a few hours to a day, in several cities, organised by coordinators or community members. */
import { addDays } from './dates.mjs';
import { gbpRate, usdRate } from './money.mjs';
import { createRandom } from './prng.mjs';
import { fill, languages, seoName } from './text.mjs';

const cities = [
  ['Milano', 'ITA', 'Navigli', 'Via Vigevano 18'], ['Roma', 'ITA', 'Trastevere', 'Piazza di San Cosimato 4'], ['Torino', 'ITA', 'Parco del Valentino', 'Corso Massimo d’Azeglio 2'],
  ['Bologna', 'ITA', 'Piazza Santo Stefano', 'Via Santo Stefano 9'], ['Napoli', 'ITA', 'Lungomare Caracciolo', 'Via Partenope 12'], ['Firenze', 'ITA', 'Santo Spirito', 'Piazza Santo Spirito 7'],
  ['Madrid', 'ESP', 'Malasaña', 'Calle del Espíritu Santo 21'], ['Barcelona', 'ESP', 'Barceloneta', 'Passeig Marítim 30'], ['Valencia', 'ESP', 'Ruzafa', 'Carrer de Sueca 14'],
  ['Paris', 'FRA', 'Canal Saint-Martin', 'Quai de Valmy 58'], ['Lyon', 'FRA', 'Croix-Rousse', 'Boulevard de la Croix-Rousse 5'],
  ['Berlin', 'DEU', 'Kreuzberg', 'Paul-Lincke-Ufer 42'], ['München', 'DEU', 'Englischer Garten', 'Englischer Garten 3'], ['Hamburg', 'DEU', 'Schanzenviertel', 'Schulterblatt 60'],
  ['London', 'GBR', 'Southbank', 'Belvedere Road 1'], ['New York', 'USA', 'Williamsburg', 'Kent Avenue 90'],
];

const types = {
  aperitivo: {
    minutes: [120, 180], hour: [18, 19],
    title: { it: 'Aperitivo di viaggiatori a {city}', en: 'Travellers’ drinks in {city}', es: 'Cañas viajeras en {city}', fr: 'Apéro voyageurs à {city}', de: 'Reisende-Stammtisch in {city}' },
    text: {
      it: 'Un aperitivo informale a {area} per conoscere altri viaggiatori, raccontarsi l’ultimo viaggio e magari trovare i compagni per il prossimo.',
      en: 'A relaxed after-work drink in {area} to meet other travellers, swap stories from your last trip and maybe find buddies for the next one.',
      es: 'Unas cañas informales en {area} para conocer a otros viajeros, contar el último viaje y quizá encontrar compañeros para el próximo.',
      fr: 'Un apéro détendu à {area} pour rencontrer d’autres voyageurs, raconter son dernier voyage et peut-être trouver ses compagnons pour le prochain.',
      de: 'Ein lockerer Feierabenddrink in {area}, um andere Reisende kennenzulernen, Geschichten von der letzten Reise zu teilen und vielleicht Mitreisende für die nächste zu finden.',
    },
  },
  hike: {
    minutes: [300, 480], hour: [8, 9],
    title: { it: 'Escursione di gruppo da {city}', en: 'Group hike from {city}', es: 'Excursión en grupo desde {city}', fr: 'Randonnée en groupe depuis {city}', de: 'Gruppenwanderung ab {city}' },
    text: {
      it: 'Una giornata di cammino fuori città, ritmo tranquillo e pranzo al sacco condiviso. Ritrovo a {area}: porta scarpe comode e acqua.',
      en: 'A day of walking outside the city at an easy pace, with a shared packed lunch. We meet at {area}: bring comfy shoes and water.',
      es: 'Un día caminando fuera de la ciudad a ritmo tranquilo, con comida compartida. Quedamos en {area}: trae calzado cómodo y agua.',
      fr: 'Une journée de marche hors de la ville, à rythme tranquille, avec pique-nique partagé. Rendez-vous à {area} : prévoyez de bonnes chaussures et de l’eau.',
      de: 'Ein Wandertag außerhalb der Stadt in gemütlichem Tempo, mit gemeinsamem Picknick. Treffpunkt: {area}. Bring bequeme Schuhe und Wasser mit.',
    },
  },
  'photo-walk': {
    minutes: [150, 210], hour: [10, 16],
    title: { it: 'Photo walk a {city}', en: 'Photo walk in {city}', es: 'Paseo fotográfico por {city}', fr: 'Balade photo à {city}', de: 'Fotospaziergang durch {city}' },
    text: {
      it: 'Passeggiata fotografica tra i vicoli di {area} con un coordinatore appassionato di fotografia. Va bene anche lo smartphone.',
      en: 'A photo walk through the streets of {area} with a coordinator who loves photography. A smartphone is more than enough.',
      es: 'Paseo fotográfico por las calles de {area} con un coordinador aficionado a la fotografía. Con el móvil basta.',
      fr: 'Une balade photo dans les rues de {area} avec un coordinateur passionné de photographie. Un smartphone suffit largement.',
      de: 'Ein Fotospaziergang durch die Straßen von {area} mit einem fotobegeisterten Coordinator. Ein Smartphone reicht völlig.',
    },
  },
  'travel-talk': {
    minutes: [90, 120], hour: [19, 20],
    title: { it: 'Serata racconti: in viaggio con Caravan', en: 'Story night: on the road with Caravan', es: 'Noche de historias: de viaje con Caravan', fr: 'Soirée récits : en route avec Caravan', de: 'Geschichtenabend: unterwegs mit Caravan' },
    text: {
      it: 'Foto, aneddoti e consigli pratici dai coordinatori appena rientrati. Si parla di destinazioni, budget e di come si vive un viaggio di gruppo. Ci vediamo a {area}.',
      en: 'Photos, anecdotes and practical tips from coordinators just back from the road. We talk destinations, budgets and what group travel is really like. See you at {area}.',
      es: 'Fotos, anécdotas y consejos prácticos de los coordinadores recién llegados. Hablamos de destinos, presupuesto y de cómo se vive un viaje en grupo. Nos vemos en {area}.',
      fr: 'Photos, anecdotes et conseils pratiques des coordinateurs tout juste rentrés. On parle destinations, budget et vie de groupe en voyage. Rendez-vous à {area}.',
      de: 'Fotos, Anekdoten und praktische Tipps von Coordinators, die gerade zurück sind. Es geht um Reiseziele, Budget und das Leben in der Gruppe. Wir sehen uns in {area}.',
    },
  },
  'board-games': {
    minutes: [150, 180], hour: [19, 20],
    title: { it: 'Giochi da tavolo e mappe a {city}', en: 'Board games night in {city}', es: 'Noche de juegos de mesa en {city}', fr: 'Soirée jeux de société à {city}', de: 'Spieleabend in {city}' },
    text: {
      it: 'Una serata di giochi da tavolo a tema viaggio in un locale di {area}. Si gioca in squadre miste, perfetta per chi arriva da solo.',
      en: 'An evening of travel-themed board games at a bar in {area}. We play in mixed teams, perfect if you come on your own.',
      es: 'Una noche de juegos de mesa viajeros en un local de {area}. Se juega en equipos mixtos, ideal si vienes solo.',
      fr: 'Une soirée de jeux de société sur le thème du voyage dans un bar de {area}. On joue en équipes mélangées, idéal si vous venez seul.',
      de: 'Ein Abend mit Reise-Brettspielen in einer Bar in {area}. Gespielt wird in gemischten Teams, ideal, wenn du allein kommst.',
    },
  },
  cooking: {
    minutes: [180, 240], hour: [11, 18],
    title: { it: 'Cucina dal mondo a {city}', en: 'World kitchen in {city}', es: 'Cocina del mundo en {city}', fr: 'Cuisine du monde à {city}', de: 'Weltküche in {city}' },
    text: {
      it: 'Cuciniamo insieme i piatti assaggiati in viaggio, dal curry al ceviche, e poi ci sediamo a tavola. Laboratorio a {area}, piccola quota per gli ingredienti.',
      en: 'We cook dishes tasted on the road together, from curry to ceviche, then sit down to eat. Workshop at {area}, with a small fee for ingredients.',
      es: 'Cocinamos juntos los platos probados en los viajes, del curry al ceviche, y luego nos sentamos a la mesa. Taller en {area}, con una pequeña cuota para ingredientes.',
      fr: 'On cuisine ensemble les plats goûtés en voyage, du curry au ceviche, puis on passe à table. Atelier à {area}, petite participation pour les ingrédients.',
      de: 'Wir kochen gemeinsam Gerichte von unseren Reisen, von Curry bis Ceviche, und essen dann zusammen. Workshop in {area}, kleiner Beitrag für die Zutaten.',
    },
  },
  bike: {
    minutes: [180, 300], hour: [9, 10],
    title: { it: 'Giro in bici a {city}', en: 'Bike ride around {city}', es: 'Ruta en bici por {city}', fr: 'Balade à vélo à {city}', de: 'Radtour durch {city}' },
    text: {
      it: 'Un giro in bicicletta alla scoperta degli angoli meno turistici, con partenza da {area} e sosta per un caffè a metà strada.',
      en: 'A bike ride to discover the less touristy corners, starting from {area} with a coffee stop halfway.',
      es: 'Una ruta en bici para descubrir los rincones menos turísticos, con salida desde {area} y parada para un café a mitad de camino.',
      fr: 'Une balade à vélo pour découvrir les coins moins touristiques, départ de {area} et pause café à mi-parcours.',
      de: 'Eine Radtour zu den weniger touristischen Ecken, Start in {area} mit Kaffeepause auf halber Strecke.',
    },
  },
};

const prices = (eur) => ({ price_eur: eur, price_usd: Math.round((eur * usdRate) / 100) * 100, price_gbp: Math.round((eur * gbpRate) / 100) * 100 });

export function buildEvents({ today, catalogue, images }) {
  const rnd = createRandom(4040);
  const out = { events: [], event_translations: [] };
  const cityImages = new Map();
  for (const [city] of cities) {
    cityImages.set(city, images.add({
      name: `WeMeet ${city}`,
      art: { kind: 'landscape', scene: rnd.pick(['city', 'city', 'lakes', 'sea']), seed: 9000 + city.length * 131 + city.charCodeAt(0), time: rnd.pick(['sunset', 'dusk', 'day']) },
      texts: Object.fromEntries(languages.map((l) => [l, { alt: `WeMeet ${city}`, title: `WeMeet ${city}` }])),
    }));
  }
  const typeKeys = Object.keys(types);
  const total = 48;
  for (let i = 0; i < total; i++) {
    // Italian cities host most events; every city gets at least two.
    const [city, iso3, area, address] = i < cities.length * 2 ? cities[i % cities.length] : cities[rnd.int(0, 5)];
    const typeKey = typeKeys[(i * 5 + rnd.int(0, 2)) % typeKeys.length];
    const type = types[typeKey];
    const day = addDays(today, rnd.int(-12, 80));
    const hour = rnd.int(type.hour[0], type.hour[1]);
    const minutes = rnd.int(type.minutes[0] / 30, type.minutes[1] / 30) * 30;
    const start = `${day}T${String(hour).padStart(2, '0')}:${rnd.pick(['00', '30'])}`;
    const endTotal = hour * 60 + Number(start.slice(-2)) + minutes;
    const endDay = endTotal >= 24 * 60 ? addDays(day, 1) : day;
    const endMinutes = endTotal % (24 * 60);
    const end = `${endDay}T${String(Math.floor(endMinutes / 60)).padStart(2, '0')}:${String(endMinutes % 60).padStart(2, '0')}`;
    const local = catalogue.coordinators.filter((c) => c.home_city === city);
    const byCoordinator = local.length > 0 && rnd.chance(0.6);
    const coordinator = byCoordinator ? rnd.pick(local) : null;
    const max = rnd.pick([12, 15, 20, 25, 30, 40]);
    const id = i + 1;
    out.events.push({
      id, slug: `${seoName(city)}-${typeKey}-${day}`, city, city_slug: seoName(city), country_iso3: iso3, venue: area, address,
      starting_at: start, ending_at: end, duration_minutes: minutes,
      attendees_count: day < today ? rnd.int(Math.floor(max / 2), max) : rnd.int(2, max),
      max_attendees: max,
      organiser_type: byCoordinator ? 'coordinator' : 'community',
      coordinator_id: coordinator?.id ?? null,
      organiser_name: coordinator ? `${coordinator.first_name} ${coordinator.last_name}` : rnd.pick(['Marta & Luca', 'Travel Buddies', 'Sara, Caravan community', 'Paolo (host)', 'The Caravan crew']),
      // Every display currency, in whole units as the market shows them ("$16", not "15 €").
      ...prices(typeKey === 'cooking' ? 1500 : 0),
      image_id: cityImages.get(city),
    });
    for (const language of languages) {
      out.event_translations.push({
        event_id: id, language,
        title: fill(type.title[language], { city }),
        description: fill(type.text[language], { area }),
      });
    }
  }
  return out;
}

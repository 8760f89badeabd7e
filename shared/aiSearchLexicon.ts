/**
 * Italian vocabulary of the built-in AI search interpreter (shared/aiSearchParser.ts) and the
 * climate facts behind "un posto caldo" (shared/aiSearchIntent.ts). Words are written already
 * normalised: lower case, no accents, apostrophes and hyphens as spaces.
 */
import type { Climate, Mood, TripStyle } from './aiSearchIntent';

/** Continent code → ways Italians name it (the catalogue name is added at run time). */
export const continentAliases: Readonly<Record<string, readonly string[]>> = {
  asia: ['asia', 'oriente', 'estremo oriente', 'sud est asiatico', 'sudest asiatico', 'asia orientale', 'medio oriente'],
  europe: ['europa', 'nord europa', 'europa del nord', 'scandinavia', 'paesi nordici', 'balcani', 'est europa', 'europa dell est'],
  africa: ['africa', 'africa nera', 'nord africa', 'magreb', 'maghreb'],
  'north-america': ['nord america', 'nordamerica', 'america del nord', 'centro america', 'centroamerica', 'america centrale', 'caraibi'],
  'south-america': ['sud america', 'sudamerica', 'america del sud', 'america latina', 'latino america', 'latinoamerica'],
  oceania: ['oceania', 'polinesia', 'australia', 'nuova zelanda'],
  antarctica: ['antartide', 'antartico', 'polo sud'],
};

/** ISO alpha-3 → extra names besides the catalogue's own (nicknames, regions, old names). */
export const countryAliases: Readonly<Record<string, readonly string[]>> = {
  USA: ['usa', 'stati uniti d america', 'stati uniti', 'america', 'states', 'california', 'florida', 'route 66', 'west coast'],
  GBR: ['inghilterra', 'gran bretagna', 'scozia', 'galles', 'uk'],
  ARE: ['emirati', 'emirati arabi'],
  KOR: ['corea', 'corea del sud'],
  NLD: ['olanda', 'paesi bassi'],
  CZE: ['repubblica ceca', 'cechia'],
  MMR: ['birmania', 'myanmar'],
  LKA: ['sri lanka', 'ceylon'],
  TZA: ['tanzania', 'zanzibar', 'kilimangiaro', 'serengeti'],
  KEN: ['kenya', 'kenia'],
  ARG: ['argentina', 'patagonia'],
  BOL: ['bolivia', 'salar de uyuni', 'uyuni'],
  MEX: ['messico', 'yucatan'],
  NOR: ['norvegia', 'fiordi', 'isole lofoten', 'lofoten'],
  FIN: ['finlandia', 'lapponia'],
  ISL: ['islanda'],
  IND: ['india', 'rajasthan', 'kerala'],
  JPN: ['giappone', 'sol levante'],
  THA: ['thailandia', 'tailandia'],
  PER: ['peru', 'machu picchu'],
  IDN: ['indonesia', 'bali'],
  EGY: ['egitto'],
  JOR: ['giordania', 'petra'],
  NPL: ['nepal', 'himalaya', 'everest'],
  ECU: ['ecuador', 'galapagos'],
  FRA: ['francia', 'provenza', 'normandia', 'bretagna', 'corsica'],
  ESP: ['spagna', 'andalusia', 'canarie', 'isole canarie', 'baleari', 'ibiza', 'maiorca', 'minorca', 'formentera'],
  PRT: ['portogallo', 'azzorre', 'madeira'],
  GRC: ['grecia', 'cicladi', 'creta', 'santorini', 'mykonos'],
  ITA: ['italia', 'sicilia', 'sardegna', 'puglia', 'toscana', 'dolomiti', 'eolie'],
  HRV: ['croazia', 'dalmazia'],
  MAR: ['marocco'],
  AUS: ['australia'],
  NZL: ['nuova zelanda'],
  CHN: ['cina'],
  VNM: ['vietnam'],
  CUB: ['cuba'],
  CRI: ['costa rica'],
  BRA: ['brasile'],
  CHL: ['cile'],
  COL: ['colombia'],
  ZAF: ['sudafrica', 'sud africa'],
  TUR: ['turchia', 'cappadocia'],
  UZB: ['uzbekistan', 'via della seta'],
};

/** ISO alpha-3 → its cities and famous places, comma-separated: "weekend a Barcellona" searches Spain. */
const citiesByCountry: Readonly<Record<string, string>> = {
  ESP: 'barcellona, madrid, siviglia, valencia, granada, malaga, bilbao',
  PRT: 'lisbona, oporto',
  FRA: 'parigi, nizza, lione, marsiglia, bordeaux',
  GBR: 'londra, edimburgo, manchester, liverpool',
  IRL: 'dublino',
  NLD: 'amsterdam',
  DEU: 'berlino, monaco di baviera, amburgo',
  CZE: 'praga',
  AUT: 'vienna',
  HUN: 'budapest',
  POL: 'cracovia, varsavia',
  GRC: 'atene',
  HRV: 'dubrovnik, spalato, zagabria',
  ALB: 'tirana',
  GEO: 'tbilisi',
  MLT: 'la valletta',
  ROU: 'bucarest',
  ISL: 'reykjavik',
  NOR: 'oslo, tromso',
  FIN: 'helsinki, rovaniemi',
  SWE: 'stoccolma',
  DNK: 'copenaghen',
  TUR: 'istanbul',
  MAR: 'marrakech, marrakesh, fes',
  EGY: 'il cairo, cairo, luxor',
  ZAF: 'citta del capo, cape town',
  KEN: 'nairobi',
  TUN: 'tunisi',
  SEN: 'dakar',
  JPN: 'tokyo, kyoto, osaka',
  THA: 'bangkok, chiang mai, phuket',
  VNM: 'hanoi, ho chi minh, saigon',
  KHM: 'siem reap, angkor',
  LAO: 'luang prabang',
  IDN: 'giacarta',
  PHL: 'manila',
  MYS: 'kuala lumpur',
  IND: 'delhi, nuova delhi, mumbai',
  NPL: 'kathmandu',
  LKA: 'colombo',
  KOR: 'seoul',
  CHN: 'pechino, shanghai',
  UZB: 'samarcanda',
  MNG: 'ulan bator',
  ARE: 'dubai, abu dhabi',
  OMN: 'muscat',
  USA: 'new york, san francisco, los angeles, las vegas, miami, chicago, boston',
  CAN: 'toronto, vancouver, montreal',
  MEX: 'citta del messico, cancun',
  CUB: 'l avana, avana, havana',
  PER: 'lima, cusco, cuzco',
  BOL: 'la paz',
  ARG: 'buenos aires',
  CHL: 'santiago del cile',
  BRA: 'rio de janeiro, san paolo',
  COL: 'cartagena, bogota',
  AUS: 'sydney, melbourne',
  NZL: 'auckland',
};

/** City (or famous place) → ISO alpha-3 of its country. */
export const cityCountries: ReadonlyMap<string, string> = new Map(
  Object.entries(citiesByCountry).flatMap(([iso3, names]) => names.split(', ').map((name) => [name, iso3] as const)),
);

/**
 * Mood → word stems (regular-expression source, matched at word starts). Sea, safari, trekking
 * and the northern lights are not moods: they map to the catalogue's own filters below.
 */
export const moodPatterns: Readonly<Record<Mood, string>> = {
  NATURE: 'natur\\w*|montagn\\w*|escursion\\w*|parchi|parco|animali|giungla|forest\\w*|desert\\w*|vulcan\\w*|outdoor|paesagg\\w*|avventur\\w*|fiordi|ghiacci\\w*|selvagg\\w*|wildlife',
  RELAX: 'relax\\w*|rilass\\w*|riposo|riposar\\w*|tranquill\\w*|isol[ae]|terme|benessere|spa|slow|lento|calm[aoei]|dolce far niente|staccare',
  HISTORY: 'stori[ac]\\w*|archeolog\\w*|rovine|templi|tempio|castell\\w*|antic[aoh]\\w*|piramid\\w*|medieval\\w*|monument\\w*|siti unesco|unesco',
  CULTURE: 'cultur\\w*|muse[io]|arte|artistic\\w*|tradizion\\w*|gastronom\\w*|enogastronom\\w*|cibo|cucina|street food|architettur\\w*|citta d arte|citta|local[ei] del posto|mercati',
  PARTY: 'fest[ae]|festaiol\\w*|festival|party|movida|vita notturna|nightlife|discotec\\w*|ballare|divertiment\\w*|divertirsi|serate|aperitiv\\w*',
};

/**
 * Kinds of trip → word stems. Each is a real filter of the catalogue: a travel style
 * (travelStyles[]) or a travel type (travelTypes[]), with the seed's codes (scripts/seed/).
 */
export const tripStylePatterns: Readonly<Record<TripStyle, string>> = {
  BEACH: 'al mare|mare|spiagg\\w*|balnear\\w*|tintarella|abbronza\\w*|snorkel\\w*|bagni di sole|sotto l ombrellone',
  SAILING: 'barca a vela|in barca|vela|velier\\w*|catamaran\\w*|crocier\\w*|navigar\\w*|navigazione',
  SAFARI: 'safari',
  TREKKING: 'trekking|trek|hiking|camminat\\w*|escursion\\w* a piedi',
  ROAD_TRIP: 'on the road|road trip|in auto|in macchina|fuoristrada|4x4',
};

/** Climate → word stems ("un posto caldo", "scappare dal caldo", "aurora boreale"). */
export const climatePatterns: Readonly<Record<Climate, string>> = {
  // Read first: "lontano dal caldo" is a wish for the cool.
  cool: '(?:non\\s+(?:troppo\\s+)?|senza\\s+|niente\\s+)cald[oaie]|(?:scappare|fuggire|lontan[oi]|via|riparo)\\s+dal\\s+caldo|(?:posto|posti|luogo|luoghi|paese|paesi|meta|mete|destinazion[ei])\\s+fresc[oaih]\\w*|fresc[oaih]\\w*|fredd[oaie]|neve|nevos[oaie]|innevat[oaie]|clima\\s+fresco',
  aurora: 'aurora boreale|aurore boreali|aurora|luci del nord|northern lights',
  warm: '(?:dove\\s+fa\\s+)?(?:(?:posto|posti|luogo|luoghi|paese|paesi|meta|mete|destinazion[ei]|localita)\\s+)?(?:cald[oaie]|tropical[ei]|tropici|soleggiat[oaie]|assolat[oaie])|(?<!\\bda\\s)(?<!\\bdonne\\s)sole(?!\\s+levante)|clima\\s+mite|temperature\\s+alte|estate\\s+tutto\\s+l\\s+anno',
};

/** Italian number words up to thirty (durations: "due settimane", "dieci giorni"). */
export const smallNumbers: Readonly<Record<string, number>> = {
  un: 1, uno: 1, una: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10,
  undici: 11, dodici: 12, tredici: 13, quattordici: 14, quindici: 15, sedici: 16, diciassette: 17, diciotto: 18,
  diciannove: 19, venti: 20, ventuno: 21, trenta: 30,
};

/** Italian amount words (budgets: "sotto i duemila euro"). */
export const amountWords: Readonly<Record<string, number>> = {
  cinquecento: 500, seicento: 600, settecento: 700, ottocento: 800, novecento: 900,
  mille: 1000, milleduecento: 1200, millecinquecento: 1500, duemila: 2000, duemilacinquecento: 2500,
  tremila: 3000, quattromila: 4000, cinquemila: 5000,
};

export const monthNames: Readonly<Record<string, number>> = {
  gennaio: 1, febbraio: 2, marzo: 3, aprile: 4, maggio: 5, giugno: 6,
  luglio: 7, agosto: 8, settembre: 9, ottobre: 10, novembre: 11, dicembre: 12,
};

/** Season → first and last month (meteorological seasons; winter runs over the new year). */
export const seasons: Readonly<Record<string, readonly [number, number]>> = {
  primavera: [3, 5], estate: [6, 8], autunno: [9, 11], inverno: [12, 2],
};

/**
 * Words that carry no search meaning: they neither count as understood nor as missed when
 * the interpreter rates its confidence.
 */
export const stopWords: ReadonlySet<string> = new Set(
  (
    'a ad al alla alle allo ai agli all anche andare andrei anni avere bel bella bello c che chi ci cerco cerca cercando ' +
    'col con cosa come d da dai dal dalla dalle dei del della delle dello dentro di dove e ed era fare farei fra gli ho i ' +
    'il in io l la le lo ma magari mi mia mio mie miei ne nei nel nella nelle nello noi o per piacerebbe posso possiamo ' +
    'qualche qualcosa quale quando qui se sia siamo sono su sul sulla tipo tra tu un una uno vacanza vacanze viaggetto ' +
    'viaggi viaggiare viaggio vogliamo voglio vorrei vorremmo partire partenza verso gruppo gruppi amici amica amico ' +
    'insieme ciao grazie per favore idea idee proposta proposte consigli consiglio qualcuno esperienza esperienze tour giro'
  ).split(' '),
);

/** Words before a place that exclude it ("tranne la Francia"). */
export const negations: ReadonlySet<string> = new Set(['non', 'tranne', 'escluso', 'esclusa', 'esclusi', 'eccetto', 'senza', 'niente', 'no']);

/**
 * Months when a country is warm (days around 25 °C or more where group trips go), as ranges
 * "first-last" that may wrap the new year. Countries not listed are never warm enough
 * (see `coolCountries`) or unknown (left out of climate searches).
 */
export const warmMonths: Readonly<Record<string, string>> = {
  // Warm all year: the tropics, deserts and the Red Sea.
  THA: '1-12', MDV: '1-12', IDN: '1-12', PHL: '1-12', MYS: '1-12', LKA: '1-12', KHM: '1-12', SGP: '1-12',
  CPV: '1-12', SEN: '1-12', KEN: '1-12', TZA: '1-12', MDG: '1-12', MUS: '1-12', SYC: '1-12', EGY: '1-12',
  ARE: '1-12', OMN: '1-12', QAT: '1-12', MEX: '1-12', CUB: '1-12', CRI: '1-12', PAN: '1-12', GTM: '1-12',
  BLZ: '1-12', DOM: '1-12', JAM: '1-12', BRA: '1-12', COL: '1-12', ECU: '1-12', VEN: '1-12', FJI: '1-12',
  PYF: '1-12',
  // Warm for most of the year.
  IND: '10-6', MMR: '10-5', VNM: '3-10', LAO: '2-10', JOR: '4-10', MAR: '4-10', TUN: '5-10', ISR: '4-10',
  // Southern summer.
  ZAF: '10-4', NAM: '9-4', BWA: '9-4', ZWE: '9-4', AUS: '10-4', NZL: '12-3', ARG: '11-3', CHL: '12-3', URY: '12-3',
  // Northern summer.
  ESP: '5-10', PRT: '6-9', ITA: '6-9', GRC: '5-10', HRV: '6-9', MNE: '6-9', ALB: '6-9', MLT: '5-10', CYP: '5-10',
  TUR: '5-10', FRA: '6-8', GEO: '6-8', ROU: '7-8', BGR: '6-8', SVN: '7-8', JPN: '6-9', KOR: '6-8', CHN: '6-8',
  UZB: '5-9', USA: '5-9', CAN: '7-8',
};

/** Countries that are never warm: with the cool months of the warm ones, "un posto fresco". */
export const coolCountries: readonly string[] = [
  'ISL', 'NOR', 'FIN', 'SWE', 'DNK', 'GBR', 'IRL', 'NLD', 'BEL', 'DEU', 'POL', 'CZE', 'AUT', 'CHE', 'EST', 'LVA',
  'LTU', 'GRL', 'NPL', 'KGZ', 'MNG', 'PER', 'BOL', 'ATA',
];

/** Where the northern lights are seen, and when (September to March). */
export const auroraCountries: readonly string[] = ['ISL', 'NOR', 'FIN', 'SWE', 'CAN', 'GRL'];
export const auroraSeason: readonly [firstMonth: number, lastMonth: number] = [9, 3];

/** Italian preposition of countries not said "in …" ("negli Stati Uniti", "alle Maldive"). */
export const countryPrepositions: Readonly<Record<string, string>> = {
  USA: 'negli', ARE: 'negli', PHL: 'nelle', MDV: 'alle', SYC: 'alle', NLD: 'nei', CPV: 'a', MLT: 'a', SGP: 'a',
  CUB: 'a', FJI: 'alle', MUS: 'a',
};

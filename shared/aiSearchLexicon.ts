/**
 * Italian vocabulary of the built-in AI search interpreter (shared/aiSearch.ts). Everything is
 * written already normalised: lower case, no accents, apostrophes and hyphens as spaces.
 */
import type { Mood } from './aiSearch';

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

/** Mood → word stems (regular-expression source, matched at word starts). */
export const moodPatterns: Readonly<Record<Mood, string>> = {
  NATURE: 'natur\\w*|montagn\\w*|trekking|escursion\\w*|camminat\\w*|parchi|parco|safari|animali|giungla|forest\\w*|desert\\w*|vulcan\\w*|outdoor|paesagg\\w*|avventur\\w*|fiordi|ghiacci\\w*|aurora boreale|selvagg\\w*|wildlife',
  RELAX: 'relax\\w*|rilass\\w*|riposo|riposar\\w*|tranquill\\w*|mare|spiagg\\w*|isol[ae]|terme|benessere|spa|slow|lento|calm[aoei]|dolce far niente|staccare',
  HISTORY: 'stori[ac]\\w*|archeolog\\w*|rovine|templi|tempio|castell\\w*|antic[aoh]\\w*|piramid\\w*|medieval\\w*|monument\\w*|siti unesco|unesco',
  CULTURE: 'cultur\\w*|muse[io]|arte|artistic\\w*|tradizion\\w*|gastronom\\w*|enogastronom\\w*|cibo|cucina|street food|architettur\\w*|citta d arte|citta|local[ei] del posto|mercati',
  PARTY: 'fest[ae]|festaiol\\w*|festival|party|movida|vita notturna|nightlife|discotec\\w*|ballare|divertiment\\w*|divertirsi|serate|aperitiv\\w*',
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

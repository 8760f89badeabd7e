/**
 * What a visitor asks the trip assistant, read from their words in any of the five languages
 * (it, en, es, fr, de): an intent and, where named, a month. Words are matched on a normalised
 * text (lower case, no accents, apostrophes and punctuation as spaces), so "Où", "ou" and "OÙ"
 * read alike. Order matters: the first intent whose words appear wins (a question about the
 * deposit of a departure is about money, not about the departure).
 */

export const intents = [
  'handoff',
  'money.currency', 'money.deposit', 'money.instalments', 'money.balance', 'money.flexible', 'money.privateRoom', 'money.allIn',
  'departures.flights', 'departures.confirmed', 'departures.seats', 'departures.status', 'departures.next', 'departures.month',
  'trip.included', 'trip.notIncluded', 'trip.length', 'trip.effort', 'trip.moods', 'trip.group', 'trip.coordinator', 'trip.meetingPoint', 'trip.price',
  'policy.cancellation', 'policy.insurance', 'policy.documents', 'faq',
  'search', 'help', 'unknown',
] as const;
export type Intent = (typeof intents)[number];

/** Lower case, accents and punctuation removed, single spaces, padded with a space at each end. */
export function normalise(text: string): string {
  const plain = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}€$£]+/gu, ' ')
    .trim();
  return ` ${plain} `;
}

const w = (...words: string[]) => words;

/** Words (normalised, matched as whole-word prefixes unless they end with a space) per intent, in checking order. */
const lexicon: readonly [Intent, readonly string[]][] = [
  ['handoff', w(
    'parlare con', 'con una persona', 'persona vera', 'persona reale', 'operatore', 'operatrice', 'umano', 'qualcuno', 'chiamare', 'chiamatemi', 'richiam', 'assistenza clienti',
    'talk to', 'speak to', 'speak with', 'to a person', 'with a person', 'real person', 'human', 'someone', 'somebody', 'call me', 'call back', 'customer service', 'representative', 'agent ',
    'hablar con', 'humano', 'alguien', 'llamar', 'llamadme', 'llamame',
    'parler a', 'parler avec', 'quelqu un', 'conseiller', 'conseillere', 'humain', 'rappel',
    'mit einem menschen', 'einem menschen', 'mitarbeiter', 'jemand', 'berater', 'ruft mich', 'zuruckruf', 'zurueckruf', 'ruckruf', 'rueckruf',
  )],
  ['money.currency', w(
    'valuta', 'in che moneta', 'addebit', 'currency', 'charged in', 'which money', 'moneda', 'divisa', 'cobr', 'devise', 'monnaie', 'debite', 'wahrung', 'waehrung', 'belastet',
  )],
  ['money.flexible', w('cancellazione flessibile', 'flexible cancel', 'cancelacion flexible', 'annulation flexible', 'flexible stornierung', 'flexibel storn')],
  ['money.deposit', w(
    'acconto', 'caparra', 'versare subito', 'bloccare', 'deposit', 'put down', 'hold a spot', 'hold my', 'pay today', 'deposito', 'senal', 'asegurar', 'pagar hoy',
    'acompte', 'arrhes', 'verser', 'bloquer', 'anzahlung', 'heute zahlen', 'sichern',
  )],
  ['money.instalments', w('rate ', 'rata', 'rateizz', 'a rate', 'instal', 'install', 'monthly payment', 'plazos', 'cuotas', 'mensualidad', 'fraccion', 'plusieurs fois', 'mensualit', 'echelonn', 'raten', 'ratenzahlung', 'monatlich')],
  ['money.balance', w('saldo', 'balance', 'resto ', 'restante', 'solde', 'restzahlung', 'restbetrag')],
  ['money.privateRoom', w(
    'camera singola', 'camera privata', 'singola', 'dividere la stanza', 'dividere la camera', 'private room', 'single room', 'room of my own', 'room to myself', 'own room', 'sharing a room', 'share a room',
    'compartir habitacion', 'partager la chambre', 'partager ma chambre', 'zimmer teilen', 'zimmer allein',
    'habitacion privada', 'habitacion individual', 'chambre privee', 'chambre individuelle', 'chambre seule', 'einzelzimmer', 'eigenes zimmer',
  )],
  ['money.allIn', w(
    'in tutto', 'tutto compreso', 'in all ', 'costo totale', 'quanto spendo', 'spesa totale', 'all in', 'in total', 'total cost', 'all together', 'altogether', 'overall',
    'en total', 'coste total', 'costo total', 'gasto total', 'au total', 'cout total', 'en tout', 'insgesamt', 'gesamtkosten', 'alles in allem',
  )],
  ['departures.flights', w(
    'volo', 'voli', 'aereo', 'flight', 'plane', 'vuelo', 'avion', 'vol ', 'vols', 'flug', 'fluge', 'fluege',
  )],
  ['departures.confirmed', w('confermat', 'confirmed', 'confirmad', 'confirme', 'garantit', 'bestatigt', 'bestaetigt', 'garantiert')],
  ['departures.seats', w('prenotat', 'iscritt', 'booked', 'signed up', 'reservad', 'apuntad', 'inscrit', 'gebucht', 'angemeldet', 'posti', 'posto ', 'seats', 'seat ', 'places left', 'spots', 'room for', 'still room', 'space for', 'sitio', 'de la place', 'plazas', 'lugares', 'places ', 'place ', 'platze', 'plaetze', 'platz ', 'frei')],
  ['departures.status', w('stato', 'status', 'estado', 'statut', 'sicura', 'garantita', 'certain', 'sure ', 'segura', 'sicher', 'findet statt', 'se va a hacer', 'aura lieu', 'garanti ')],
  ['policy.cancellation', w('cancell', 'disdire', 'disdetta', 'annul', 'soldi indietro', 'ridate i soldi', 'cambio idea', 'money back', 'change my mind', 'devolv', 'cambio de idea', 'change d avis', 'geld zuruck', 'anders uberleg', 'cancel', 'refund', 'rimbors', 'reembols', 'rembours', 'storn', 'erstatt', 'zuruecktreten', 'rucktritt', 'ruecktritt')],
  ['policy.insurance', w('assicura', 'insurance', 'insured', 'seguro', 'assurance', 'assure', 'versicher')],
  ['policy.documents', w('visto', 'visti', 'passaporto', 'documenti', 'carta d identita', 'visa', 'passport', 'documents', 'pasaporte', 'visum', 'documentos', 'passeport', 'reisepass', 'dokumente', 'ausweis', 'einreise', 'vaccin', 'impf')],
  ['trip.notIncluded', w(
    'non inclus', 'non compres', 'non e inclus', 'non sono inclus', 'non e compres', 'escluso', 'esclusi', 'not included', 'excluded', 'extra cost', 'no incluid', 'no esta incluid', 'no incluye', 'fuera del precio', 'non compris', 'non inclus', 'pas inclus', 'pas compris',
    'nicht inbegriffen', 'nicht enthalten', 'nicht im preis', 'nicht inklusive', 'extrakosten',
  )],
  ['trip.included', w('inclus', 'compres', 'comprend', 'alloggio', 'accommodation', 'covered', 'alojamiento', 'entra en el precio', 'hebergement', 'pris en charge', 'unterkunft', 'im preis drin', 'include', 'incluid', 'incluy', 'compris', 'inbegriffen', 'enthalten', 'inklusive', 'leistungen')],
  ['trip.effort', w(
    'fatic', 'impegnativ', 'difficil', 'sforzo', 'allenat', 'effort', 'difficult', 'demanding', 'fitness', 'hard ', 'tough', 'strenuous',
    'esfuerzo', 'exigente', 'exigeant', 'dificil', 'forma fisica', 'difficile', 'sportif', 'physique', 'anstrengend', 'schwierig', 'fitness', 'kondition', 'schwer',
  )],
  ['trip.moods', w('mood', 'atmosfera', 'tipo di viaggio', 'che tipo', 'what kind', 'what sort', 'vibe', 'que tipo de viaje', 'ambiente', 'quel genre', 'quel type', 'ambiance', 'was fur eine art', 'stimmung', 'welche art')],
  ['trip.coordinator', w('coordin', 'accompagn', 'guida', 'leader', 'leads', 'guide', 'acompan', 'koordinat', 'reiseleit', 'begleit')],
  ['trip.group', w(
    'eta', 'anni ', 'gruppo', 'compagni', 'quanti siamo', 'quante persone', 'age', 'aged', 'how old', 'group', 'how many people', 'travelling with', 'traveling with',
    'edad', 'grupo', 'cuantas personas', 'companeros', 'l age', 'quel age', 'groupe', 'combien de personnes', 'compagnons', 'alter', 'gruppe', 'wie viele leute', 'wie viele personen', 'mitreisende',
  )],
  ['trip.meetingPoint', w('ritrovo', 'appuntamento', 'punto d incontro', 'meeting point', 'where do we meet', 'punto de encuentro', 'point de rendez vous', 'rendez vous', 'treffpunkt')],
  ['trip.length', w(
    'quanto dura', 'durata', 'quanti giorni', 'quante notti', 'how long', 'how many days', 'how many nights', 'length', 'duration',
    'cuanto dura', 'duracion', 'cuantos dias', 'cuantas noches', 'combien de temps', 'duree', 'combien de jours', 'combien de nuits',
    'wie lange', 'dauer', 'wie viele tage', 'wie viele nachte', 'wie viele naechte',
  )],
  ['trip.price', w(
    'prezzo', 'quanto costa', 'quanto viene', 'a persona', 'costa ', 'costo', 'price', 'how much', 'per person', 'set me back', 'por persona', 'revient', 'par personne', 'zahlt man', 'pro person', 'cost ', 'costs', 'cheap', 'precio', 'cuanto cuesta', 'cuesta', 'prix', 'combien coute', 'coute', 'tarif',
    'preis', 'was kostet', 'kostet', 'kosten',
  )],
  ['departures.next', w(
    'quando', 'prossima partenza', 'partenz', 'prima data', 'data ', 'date', 'when', 'earliest', 'primera fecha', 'fecha', 'premiere date', 'fruhest', 'fruehest', 'next departure', 'departure', 'dates', 'cuando', 'proxima salida', 'salida', 'fechas', 'quand', 'prochain depart', 'depart', 'dates',
    'wann', 'nachste abreise', 'naechste abreise', 'abreise', 'termin', 'abfahrt',
  )],
];

/** Words that make an unmatched question a search ("a week of sea in June", "Giappone ad aprile"). */
const searchWords = w(
  'viaggio', 'viaggi', 'vacanza', 'mare', 'spiaggia', 'montagna', 'trekking', 'settimana', 'weekend', 'sotto i', 'meno di', 'budget',
  'trip', 'trips', 'holiday', 'vacation', 'sea', 'beach', 'mountain', 'hiking', 'week', 'under', 'below', 'less than',
  'viaje', 'viajes', 'vacaciones', 'mar ', 'playa', 'montana', 'semana', 'menos de', 'por debajo',
  'voyage', 'voyages', 'vacances', 'mer ', 'plage', 'montagne', 'semaine', 'moins de',
  'reise', 'reisen', 'urlaub', 'meer', 'strand', 'berge', 'woche', 'unter ', 'weniger als',
);

const helpWords = w('ciao', 'buongiorno', 'salve', 'aiuto', 'hello', 'hi ', 'hey', 'help', 'hola', 'ayuda', 'bonjour', 'salut', 'aide', 'hallo', 'guten tag', 'hilfe', 'servus');

function has(text: string, word: string): boolean {
  // A word is found at the start of a normalised word; a trailing space asks for the whole word.
  return text.includes(` ${word}`);
}

const wordsOf = (intent: Intent) => lexicon.find(([name]) => name === intent)![1];

/** A question about flights ("is the flight included?", "can I book my flights?"). */
export function mentionsFlights(text: string): boolean {
  return wordsOf('departures.flights').some((word) => has(text, word));
}

/** The first intent whose words appear in the normalised text, or null. */
export function matchIntent(text: string): Intent | null {
  for (const [intent, words] of lexicon) {
    if (!words.some((word) => has(text, word))) continue;
    // "Are flights included?" asks what the price covers, not when to book the flights (a
    // question about money, "the total cost, flights included", has matched before this).
    if (intent === 'departures.flights') {
      if (wordsOf('trip.notIncluded').some((word) => has(text, word))) return 'trip.notIncluded';
      if (wordsOf('trip.included').some((word) => has(text, word))) return 'trip.included';
    }
    return intent;
  }
  return null;
}

export function looksLikeSearch(text: string): boolean {
  return searchWords.some((word) => has(text, word));
}

export function looksLikeGreeting(text: string): boolean {
  return helpWords.some((word) => has(text, word)) && text.trim().split(' ').length <= 4;
}

const monthNames: readonly (readonly string[])[] = [
  ['gennaio', 'january', 'enero', 'janvier', 'januar', 'jan '],
  ['febbraio', 'february', 'febrero', 'fevrier', 'februar', 'feb '],
  ['marzo', 'march', 'mars', 'marz', 'maerz'],
  ['aprile', 'april', 'abril', 'avril'],
  ['maggio', 'may ', 'mayo', 'mai '],
  ['giugno', 'june', 'junio', 'juin', 'juni'],
  ['luglio', 'july', 'julio', 'juillet', 'juli'],
  ['agosto', 'august', 'aout'],
  ['settembre', 'september', 'septiembre', 'septembre', 'sept '],
  ['ottobre', 'october', 'octubre', 'octobre', 'oktober'],
  ['novembre', 'november', 'noviembre'],
  ['dicembre', 'december', 'diciembre', 'decembre', 'dezember'],
];

/** The month named in the text (1–12), or null. */
export function monthIn(text: string): number | null {
  for (let i = 0; i < monthNames.length; i++) if (monthNames[i]!.some((name) => has(text, name))) return i + 1;
  return null;
}

/** The next occurrence of a month from today, as yyyy-MM (this month counts). */
export function nextMonth(month: number, today: string): string {
  const year = Number(today.slice(0, 4));
  const current = Number(today.slice(5, 7));
  return `${month < current ? year + 1 : year}-${String(month).padStart(2, '0')}`;
}

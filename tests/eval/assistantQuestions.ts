/**
 * The trip assistant's evaluation set: the questions, in five languages, with the page each is
 * asked from. The facts a right answer must contain are NOT typed here: assistantEval.ts
 * computes them from the seeded catalogue (through the site's /api contract) when it runs, so
 * they follow the seed's dates and prices whatever day it is.
 *
 * Context kinds: `trip` (asked on a trip page), `tour` (on a departure page), `follow` (after a
 * first answer about a trip: the state the client sends back), `home` and `faq` (no trip).
 * `{month}` and `{country}` are filled from the catalogue too.
 */
import type { Language } from '../../markets/config';

export type EvalContextKind = 'trip' | 'tour' | 'follow' | 'home' | 'faq';

export type EvalIntent =
  | 'trip.length' | 'trip.price' | 'trip.included' | 'trip.notIncluded' | 'trip.effort' | 'trip.moods' | 'trip.group' | 'trip.coordinator'
  | 'departures.next' | 'departures.month' | 'departures.seats' | 'departures.flights' | 'departures.status' | 'departures.confirmed'
  | 'money.deposit' | 'money.balance' | 'money.privateRoom' | 'money.flexible' | 'money.allIn' | 'money.instalments' | 'money.currency'
  | 'policy.cancellation' | 'policy.insurance' | 'policy.documents' | 'faq'
  | 'search' | 'handoff' | 'unknown';

export interface QuestionTemplate {
  intent: EvalIntent;
  context: EvalContextKind;
  /** Phrasings; the n-th trip of a language uses phrasing n (modulo). */
  ask: readonly string[];
}

const q = (intent: EvalIntent, context: EvalContextKind, ...ask: string[]): QuestionTemplate => ({ intent, context, ask });

export const questionTemplates: Record<Language, readonly QuestionTemplate[]> = {
  it: [
    q('trip.length', 'trip', 'Quanto dura il viaggio?', 'Quanti giorni sono?'),
    q('trip.price', 'trip', 'Quanto costa?', 'Qual è il prezzo?'),
    q('trip.included', 'trip', 'Cosa è incluso?', 'Cosa comprende il prezzo?'),
    q('trip.notIncluded', 'trip', 'Cosa non è incluso?', 'Cosa è escluso dal prezzo?'),
    q('trip.effort', 'trip', 'È un viaggio faticoso?', 'Quanto è impegnativo?'),
    q('trip.moods', 'trip', 'Che tipo di viaggio è?'),
    q('trip.group', 'trip', 'Che età hanno i viaggiatori?', 'Quanto è grande il gruppo?'),
    q('trip.coordinator', 'trip', 'Chi è il coordinatore?', 'Chi ci accompagna?'),
    q('departures.next', 'trip', 'Quando è la prossima partenza?', 'Quando si parte?'),
    q('departures.confirmed', 'trip', 'C’è una partenza confermata?'),
    q('faq', 'trip', 'Dove si dorme durante il viaggio?', 'Qual è il periodo migliore per partire?'),
    q('policy.documents', 'trip', 'Serve il visto?', 'Che documenti servono? Serve il passaporto?'),
    q('departures.month', 'follow', 'E a {month}?', 'E invece a {month}?'),
    q('departures.seats', 'tour', 'Quanti posti sono rimasti?', 'Ci sono ancora posti liberi?'),
    q('departures.flights', 'tour', 'Posso prenotare i voli?', 'Posso già comprare il volo?'),
    q('departures.status', 'tour', 'La partenza è sicura?', 'In che stato è questa partenza?'),
    q('money.deposit', 'tour', 'Quanto è l’acconto?', 'Posso bloccare il posto con una caparra?'),
    q('money.balance', 'tour', 'Quando si paga il saldo?', 'Entro quando devo pagare il saldo?'),
    q('money.privateRoom', 'tour', 'Quanto costa la camera singola?', 'Posso avere una camera privata?'),
    q('money.flexible', 'tour', 'Quanto costa la cancellazione flessibile?'),
    q('money.allIn', 'tour', 'Quanto spendo in tutto?', 'Qual è il costo totale, voli compresi?'),
    q('money.instalments', 'tour', 'Posso pagare a rate?', 'Si può rateizzare?'),
    q('policy.cancellation', 'faq', 'Fino a quando posso cancellare gratis?'),
    q('policy.insurance', 'faq', 'L’assicurazione è inclusa?'),
    q('money.currency', 'home', 'In che valuta mi addebitate il viaggio?'),
    q('search', 'home', '{country} a {month}', 'Viaggi in {country} a {month}'),
    q('handoff', 'home', 'Vorrei parlare con una persona', 'Posso parlare con un operatore?'),
    q('unknown', 'home', 'Qual è il senso della vita?', 'Mi consigli una ricetta per la carbonara?'),
  ],
  en: [
    q('trip.length', 'trip', 'How long is the trip?', 'How many days is it?'),
    q('trip.price', 'trip', 'How much does it cost?', 'What is the price?'),
    q('trip.included', 'trip', 'What is included?', 'What does the price include?'),
    q('trip.notIncluded', 'trip', 'What is not included?', 'What is excluded from the price?'),
    q('trip.effort', 'trip', 'Is it a demanding trip?', 'How difficult is it?'),
    q('trip.moods', 'trip', 'What kind of trip is it?'),
    q('trip.group', 'trip', 'How old are the travellers?', 'How big is the group?'),
    q('trip.coordinator', 'trip', 'Who is the coordinator?', 'Who leads the group?'),
    q('departures.next', 'trip', 'When is the next departure?', 'When does it leave?'),
    q('departures.confirmed', 'trip', 'Is there a confirmed departure?'),
    q('faq', 'trip', 'Where do we sleep on this trip?', 'When is the best time to travel there?'),
    q('policy.documents', 'trip', 'Do I need a visa?', 'Which documents do I need? A passport?'),
    q('departures.month', 'follow', 'And in {month}?', 'What about {month}?'),
    q('departures.seats', 'tour', 'How many seats are left?', 'Are there still places left?'),
    q('departures.flights', 'tour', 'Can I book my flights?', 'Is it safe to buy the plane tickets now?'),
    q('departures.status', 'tour', 'Is this departure sure to go ahead?', 'What is the status of this departure?'),
    q('money.deposit', 'tour', 'How much is the deposit?', 'Can I hold my place with a deposit?'),
    q('money.balance', 'tour', 'When is the balance due?', 'By when do I pay the balance?'),
    q('money.privateRoom', 'tour', 'How much is a single room?', 'Can I have a private room?'),
    q('money.flexible', 'tour', 'How much is Flexible Cancellation?'),
    q('money.allIn', 'tour', 'What does it cost in total?', 'What is the total cost with flights?'),
    q('money.instalments', 'tour', 'Can I pay in instalments?', 'Can I split the payment into monthly payments?'),
    q('policy.cancellation', 'faq', 'Until when can I cancel for free?'),
    q('policy.insurance', 'faq', 'Is insurance included?'),
    q('money.currency', 'home', 'Which currency am I charged in?'),
    q('search', 'home', '{country} in {month}', 'Trips to {country} in {month}'),
    q('handoff', 'home', 'I would like to talk to a person', 'Can I speak to a human?'),
    q('unknown', 'home', 'What is the meaning of life?', 'Can you give me a recipe for pancakes?'),
  ],
  es: [
    q('trip.length', 'trip', '¿Cuánto dura el viaje?', '¿Cuántos días son?'),
    q('trip.price', 'trip', '¿Cuánto cuesta?', '¿Cuál es el precio?'),
    q('trip.included', 'trip', '¿Qué está incluido?', '¿Qué incluye el precio?'),
    q('trip.notIncluded', 'trip', '¿Qué no está incluido?', '¿Qué queda fuera del precio? ¿Qué no incluye?'),
    q('trip.effort', 'trip', '¿Es un viaje exigente?', '¿Qué nivel de esfuerzo tiene?'),
    q('trip.moods', 'trip', '¿Qué tipo de viaje es?'),
    q('trip.group', 'trip', '¿Qué edad tienen los viajeros?', '¿Cómo de grande es el grupo?'),
    q('trip.coordinator', 'trip', '¿Quién es el coordinador?', '¿Quién coordina el grupo?'),
    q('departures.next', 'trip', '¿Cuándo es la próxima salida?', '¿Cuándo sale?'),
    q('departures.confirmed', 'trip', '¿Hay alguna salida confirmada?'),
    q('faq', 'trip', '¿Dónde se duerme durante el viaje?', '¿Cuál es la mejor época para viajar?'),
    q('policy.documents', 'trip', '¿Necesito visado?', '¿Qué documentos necesito? ¿Pasaporte?'),
    q('departures.month', 'follow', '¿Y en {month}?', '¿Y para {month}?'),
    q('departures.seats', 'tour', '¿Cuántas plazas quedan?', '¿Quedan plazas libres?'),
    q('departures.flights', 'tour', '¿Puedo reservar los vuelos?', '¿Puedo comprar ya el vuelo?'),
    q('departures.status', 'tour', '¿La salida es segura?', '¿En qué estado está esta salida?'),
    q('money.deposit', 'tour', '¿Cuánto es el depósito?', '¿Puedo reservar con una señal?'),
    q('money.balance', 'tour', '¿Cuándo se paga el resto?', '¿Hasta cuándo tengo para pagar el importe restante?'),
    q('money.privateRoom', 'tour', '¿Cuánto cuesta la habitación individual?', '¿Puedo tener habitación privada?'),
    q('money.flexible', 'tour', '¿Cuánto cuesta la Cancelación Flexible?'),
    q('money.allIn', 'tour', '¿Cuánto cuesta en total?', '¿Cuál es el coste total con vuelos?'),
    q('money.instalments', 'tour', '¿Puedo pagar a plazos?', '¿Se puede pagar en cuotas?'),
    q('policy.cancellation', 'faq', '¿Hasta cuándo puedo cancelar gratis?'),
    q('policy.insurance', 'faq', '¿El seguro está incluido?'),
    q('money.currency', 'home', '¿En qué moneda se me cobra?'),
    q('search', 'home', '{country} en {month}', 'Viajes a {country} en {month}'),
    q('handoff', 'home', 'Quiero hablar con una persona', '¿Puedo hablar con un humano?'),
    q('unknown', 'home', '¿Cuál es el sentido de la vida?', '¿Me das una receta de paella?'),
  ],
  fr: [
    q('trip.length', 'trip', 'Combien de temps dure le voyage ?', 'Combien de jours dure-t-il ?'),
    q('trip.price', 'trip', 'Combien coûte ce voyage ?', 'Quel est le prix ?'),
    q('trip.included', 'trip', 'Qu’est-ce qui est compris ?', 'Que comprend le prix ?'),
    q('trip.notIncluded', 'trip', 'Qu’est-ce qui n’est pas compris ?', 'Qu’est-ce qui est non compris dans le prix ?'),
    q('trip.effort', 'trip', 'Est-ce un voyage exigeant ?', 'Quel niveau d’effort faut-il ?'),
    q('trip.moods', 'trip', 'Quel genre de voyage est-ce ?'),
    q('trip.group', 'trip', 'Quel âge ont les voyageurs ?', 'Le groupe compte combien de personnes ?'),
    q('trip.coordinator', 'trip', 'Qui est le coordinateur ?', 'Qui accompagne le groupe ?'),
    q('departures.next', 'trip', 'Quand est le prochain départ ?', 'Quand part-on ?'),
    q('departures.confirmed', 'trip', 'Y a-t-il un départ confirmé ?'),
    q('faq', 'trip', 'Où dort-on pendant le voyage ?', 'Quelle est la meilleure période pour y aller ?'),
    q('policy.documents', 'trip', 'Faut-il un visa ?', 'Quels documents faut-il ? Un passeport ?'),
    q('departures.month', 'follow', 'Et en {month} ?', 'Et pour {month} ?'),
    q('departures.seats', 'tour', 'Combien de places reste-t-il ?', 'Reste-t-il des places libres ?'),
    q('departures.flights', 'tour', 'Puis-je réserver mes vols ?', 'Puis-je déjà acheter mon billet d’avion ?'),
    q('departures.status', 'tour', 'Le départ est-il garanti ?', 'Quel est le statut de ce départ ?'),
    q('money.deposit', 'tour', 'Quel est le montant de l’acompte ?', 'Puis-je réserver avec un acompte ?'),
    q('money.balance', 'tour', 'Quand faut-il payer le solde ?', 'Jusqu’à quand puis-je régler le solde ?'),
    q('money.privateRoom', 'tour', 'Combien coûte la chambre individuelle ?', 'Puis-je avoir une chambre privée ?'),
    q('money.flexible', 'tour', 'Combien coûte l’Annulation Flexible ?'),
    q('money.allIn', 'tour', 'Combien cela coûte-t-il au total ?', 'Quel est le coût total avec les vols ?'),
    q('money.instalments', 'tour', 'Puis-je payer en plusieurs fois ?', 'Peut-on payer en mensualités ?'),
    q('policy.cancellation', 'faq', 'Jusqu’à quand puis-je annuler gratuitement ?'),
    q('policy.insurance', 'faq', 'L’assurance est-elle incluse ?'),
    q('money.currency', 'home', 'Dans quelle devise suis-je débité ?'),
    q('search', 'home', '{country} en {month}', 'Voyages {country} en {month}'),
    q('handoff', 'home', 'Je voudrais parler à une personne', 'Puis-je parler à un conseiller ?'),
    q('unknown', 'home', 'Quel est le sens de la vie ?', 'Vous avez une recette de crêpes ?'),
  ],
  de: [
    q('trip.length', 'trip', 'Wie lange dauert die Reise?', 'Wie viele Tage sind es?'),
    q('trip.price', 'trip', 'Was kostet die Reise?', 'Wie hoch ist der Preis?'),
    q('trip.included', 'trip', 'Was ist inbegriffen?', 'Welche Leistungen sind enthalten?'),
    q('trip.notIncluded', 'trip', 'Was ist nicht inbegriffen?', 'Was ist nicht im Preis enthalten?'),
    q('trip.effort', 'trip', 'Ist die Reise anstrengend?', 'Wie schwierig ist sie?'),
    q('trip.moods', 'trip', 'Was für eine Art Reise ist das?'),
    q('trip.group', 'trip', 'Wie alt sind die Mitreisenden?', 'Wie groß ist die Gruppe?'),
    q('trip.coordinator', 'trip', 'Wer ist der Koordinator?', 'Wer ist die Reiseleitung?'),
    q('departures.next', 'trip', 'Wann ist die nächste Abreise?', 'Wann geht es los? Welche Termine gibt es?'),
    q('departures.confirmed', 'trip', 'Gibt es eine bestätigte Abreise?'),
    q('faq', 'trip', 'Wo schlafen wir auf der Reise?', 'Wann ist die beste Reisezeit dafür?'),
    q('policy.documents', 'trip', 'Brauche ich ein Visum?', 'Welche Dokumente brauche ich? Einen Reisepass?'),
    q('departures.month', 'follow', 'Und im {month}?', 'Und wie sieht es im {month} aus?'),
    q('departures.seats', 'tour', 'Wie viele Plätze sind noch frei?', 'Gibt es noch freie Plätze?'),
    q('departures.flights', 'tour', 'Kann ich meine Flüge buchen?', 'Kann ich den Flug schon kaufen?'),
    q('departures.status', 'tour', 'Findet die Abreise sicher statt?', 'Welchen Status hat diese Abreise?'),
    q('money.deposit', 'tour', 'Wie hoch ist die Anzahlung?', 'Kann ich mit Anzahlung buchen?'),
    q('money.balance', 'tour', 'Wann ist die Restzahlung fällig?', 'Bis wann muss ich den Restbetrag zahlen?'),
    q('money.privateRoom', 'tour', 'Was kostet ein Einzelzimmer?', 'Kann ich ein eigenes Zimmer haben?'),
    q('money.flexible', 'tour', 'Was kostet die Flexible Stornierung?'),
    q('money.allIn', 'tour', 'Was kostet es insgesamt?', 'Wie hoch sind die Gesamtkosten mit Flügen?'),
    q('money.instalments', 'tour', 'Kann ich in Raten zahlen?', 'Gibt es Ratenzahlung?'),
    q('policy.cancellation', 'faq', 'Bis wann kann ich kostenlos stornieren?'),
    q('policy.insurance', 'faq', 'Ist eine Versicherung inklusive?'),
    q('money.currency', 'home', 'In welcher Währung wird mir der Betrag belastet?'),
    q('search', 'home', '{country} im {month}', 'Reisen nach {country} im {month}'),
    q('handoff', 'home', 'Ich möchte mit einem Menschen sprechen', 'Kann ich mit einem Mitarbeiter sprechen?'),
    q('unknown', 'home', 'Was ist der Sinn des Lebens?', 'Hast du ein Rezept für Apfelstrudel?'),
  ],
};

/** Words that pick, in each language, the FAQ item a policy question is about (from the FAQ page or the trip's FAQs). */
export const faqTopicWords: Record<'policy.cancellation' | 'policy.insurance' | 'policy.documents', Record<Language, RegExp>> = {
  'policy.cancellation': { it: /cancellare/i, en: /cancel/i, es: /cancelar/i, fr: /annuler/i, de: /stornieren/i },
  'policy.insurance': { it: /assicurazione/i, en: /insurance/i, es: /seguro/i, fr: /assurance/i, de: /versicherung/i },
  'policy.documents': { it: /visto/i, en: /visa/i, es: /visado/i, fr: /visa/i, de: /visum/i },
};

/**
 * Paraphrases written after the engine, the way a visitor might type (chattier, other words):
 * asked once per market on its first trip, so the set is not only the phrasings the intent
 * words were written from.
 */
export const paraphraseTemplates: Record<Language, readonly QuestionTemplate[]> = {
  it: [
    q('trip.length', 'trip', 'ciao! ma quante notti si sta via?'),
    q('trip.price', 'trip', 'quanto viene a persona più o meno?'),
    q('trip.included', 'trip', 'nel prezzo c’è anche l’alloggio?'),
    q('departures.next', 'trip', 'qual è la prima data disponibile?'),
    q('departures.seats', 'tour', 'è rimasto qualche posto per me?'),
    q('departures.flights', 'tour', 'compro adesso il biglietto aereo o aspetto?'),
    q('money.deposit', 'tour', 'quanto devo versare subito per bloccare?'),
    q('money.privateRoom', 'tour', 'viaggio da sola, posso non dividere la stanza?'),
    q('trip.group', 'trip', 'che fascia d’età c’è di solito?'),
    q('policy.cancellation', 'faq', 'se cambio idea mi ridate i soldi?'),
    q('handoff', 'home', 'mi fate chiamare da qualcuno?'),
    q('search', 'home', 'vorrei andare in {country} a {month}, cosa avete?'),
  ],
  en: [
    q('trip.length', 'trip', 'hi! how many nights are we away?'),
    q('trip.price', 'trip', 'roughly what does this one set me back per person?'),
    q('trip.included', 'trip', 'is accommodation covered in the price?'),
    q('departures.next', 'trip', 'what is the earliest date I could go?'),
    q('departures.seats', 'tour', 'is there still room for one more?'),
    q('departures.flights', 'tour', 'should I buy my plane ticket now or wait?'),
    q('money.deposit', 'tour', 'how much do I need to put down today to hold a spot?'),
    q('money.privateRoom', 'tour', 'travelling solo, can I avoid sharing a room?'),
    q('trip.group', 'trip', 'what age range usually joins?'),
    q('policy.cancellation', 'faq', 'if I change my mind do I get my money back?'),
    q('handoff', 'home', 'can someone call me back?'),
    q('search', 'home', 'I would love to visit {country} in {month}, what do you have?'),
  ],
  es: [
    q('trip.length', 'trip', '¡hola! ¿cuántas noches estamos fuera?'),
    q('trip.price', 'trip', '¿más o menos cuánto sale por persona?'),
    q('trip.included', 'trip', '¿el alojamiento entra en el precio?'),
    q('departures.next', 'trip', '¿cuál es la primera fecha disponible?'),
    q('departures.seats', 'tour', '¿queda sitio para una persona más?'),
    q('departures.flights', 'tour', '¿compro ya el billete de avión o espero?'),
    q('money.deposit', 'tour', '¿cuánto tengo que pagar hoy para asegurar mi plaza?'),
    q('money.privateRoom', 'tour', 'viajo sola, ¿puedo no compartir habitación?'),
    q('trip.group', 'trip', '¿qué franja de edad suele ir?'),
    q('policy.cancellation', 'faq', 'si cambio de idea, ¿me devolvéis el dinero?'),
    q('handoff', 'home', '¿alguien me puede llamar?'),
    q('search', 'home', 'me gustaría ir a {country} en {month}, ¿qué tenéis?'),
  ],
  fr: [
    q('trip.length', 'trip', 'bonjour ! on part combien de nuits ?'),
    q('trip.price', 'trip', 'ça revient à combien par personne à peu près ?'),
    q('trip.included', 'trip', 'l’hébergement est-il pris en charge dans le prix ?'),
    q('departures.next', 'trip', 'quelle est la première date disponible ?'),
    q('departures.seats', 'tour', 'reste-t-il de la place pour une personne de plus ?'),
    q('departures.flights', 'tour', 'j’achète mon billet d’avion maintenant ou j’attends ?'),
    q('money.deposit', 'tour', 'combien dois-je verser aujourd’hui pour bloquer ma place ?'),
    q('money.privateRoom', 'tour', 'je voyage seule, puis-je éviter de partager la chambre ?'),
    q('trip.group', 'trip', 'quelle tranche d’âge participe en général ?'),
    q('policy.cancellation', 'faq', 'si je change d’avis, suis-je remboursé ?'),
    q('handoff', 'home', 'quelqu’un peut-il me rappeler ?'),
    q('search', 'home', 'j’aimerais aller en {country} en {month}, qu’avez-vous ?'),
  ],
  de: [
    q('trip.length', 'trip', 'hallo! wie viele Nächte sind wir unterwegs?'),
    q('trip.price', 'trip', 'was zahlt man ungefähr pro Person?'),
    q('trip.included', 'trip', 'ist die Unterkunft im Preis drin?'),
    q('departures.next', 'trip', 'was ist der früheste Termin?'),
    q('departures.seats', 'tour', 'ist noch Platz für eine Person mehr?'),
    q('departures.flights', 'tour', 'soll ich das Flugticket jetzt kaufen oder warten?'),
    q('money.deposit', 'tour', 'wie viel muss ich heute zahlen, um den Platz zu sichern?'),
    q('money.privateRoom', 'tour', 'ich reise allein, muss ich mir das Zimmer teilen?'),
    q('trip.group', 'trip', 'welche Altersgruppe fährt normalerweise mit?'),
    q('policy.cancellation', 'faq', 'bekomme ich mein Geld zurück, wenn ich es mir anders überlege?'),
    q('handoff', 'home', 'kann mich jemand zurückrufen?'),
    q('search', 'home', 'ich würde gern im {month} nach {country}, was habt ihr?'),
  ],
};

/** The trip FAQ item each phrasing of the `faq` questions is about (sleeping, then the season), per language. */
export const tripFaqQuestions: Record<Language, readonly RegExp[]> = {
  it: [/dormiremo/i, /periodo migliore/i],
  en: [/sleep/i, /best time/i],
  es: [/dormiremos/i, /mejor época/i],
  fr: [/dormirons/i, /meilleure période/i],
  de: [/übernachten/i, /Reisezeit/i],
};

/**
 * Phrase banks for composed copy: trip descriptions, itinerary days, included items, FAQs,
 * reviews and coordinator bios. Placeholders are {name}; see text.mjs `fill`.
 */

export const styleIntro = {
  ADVENTURE: {
    it: 'Un viaggio per chi ha voglia di muoversi, sporcarsi le scarpe e tornare a casa con storie da raccontare.',
    en: 'A trip for people who want to keep moving, get their boots dusty and come home with stories to tell.',
    es: 'Un viaje para quien tiene ganas de moverse, llenarse las botas de polvo y volver a casa con historias que contar.',
    fr: 'Un voyage pour celles et ceux qui ont envie de bouger, de salir leurs chaussures et de rentrer avec des histoires à raconter.',
    de: 'Eine Reise für alle, die unterwegs sein wollen, staubige Schuhe nicht scheuen und mit Geschichten im Gepäck heimkommen.',
  },
  CLASSIC: {
    it: 'Il modo migliore per scoprire un Paese per la prima volta: le tappe imperdibili, al ritmo giusto e in ottima compagnia.',
    en: 'The best way to discover a country for the first time: the unmissable stops, at the right pace and in great company.',
    es: 'La mejor manera de descubrir un país por primera vez: las paradas imprescindibles, al ritmo adecuado y en buena compañía.',
    fr: 'La meilleure façon de découvrir un pays pour la première fois : les étapes incontournables, au bon rythme et en bonne compagnie.',
    de: 'Der beste Weg, ein Land zum ersten Mal zu entdecken: die wichtigsten Stationen, im richtigen Tempo und in bester Gesellschaft.',
  },
  BEACH: {
    it: 'Acqua trasparente, sabbia sotto i piedi e un gruppo con cui condividere ogni tramonto: è la vacanza al mare che aspettavi.',
    en: 'Clear water, sand between your toes and a group to share every sunset with: the beach holiday you have been waiting for.',
    es: 'Agua transparente, arena bajo los pies y un grupo con quien compartir cada atardecer: las vacaciones de playa que esperabas.',
    fr: 'Une eau transparente, du sable sous les pieds et un groupe avec qui partager chaque coucher de soleil : les vacances à la mer que vous attendiez.',
    de: 'Klares Wasser, Sand unter den Füßen und eine Gruppe, mit der du jeden Sonnenuntergang teilst: der Strandurlaub, auf den du gewartet hast.',
  },
  NATURE: {
    it: 'Paesaggi che sembrano dipinti, silenzi che fanno bene e tanta aria aperta: un viaggio per riconnettersi con la natura.',
    en: 'Landscapes that look painted, silences that do you good and plenty of fresh air: a trip to reconnect with nature.',
    es: 'Paisajes que parecen pintados, silencios que sientan bien y mucho aire libre: un viaje para reconectar con la naturaleza.',
    fr: 'Des paysages qui semblent peints, des silences qui font du bien et beaucoup de grand air : un voyage pour renouer avec la nature.',
    de: 'Landschaften wie gemalt, wohltuende Stille und viel frische Luft: eine Reise, um wieder mit der Natur in Kontakt zu kommen.',
  },
  CITY: {
    it: 'Pochi giorni, tanta energia: quartieri da esplorare, cibo da assaggiare e serate da vivere insieme.',
    en: 'A few days, lots of energy: neighbourhoods to explore, food to taste and evenings to enjoy together.',
    es: 'Pocos días y mucha energía: barrios por explorar, comida por probar y noches para vivir juntos.',
    fr: 'Quelques jours, beaucoup d’énergie : des quartiers à explorer, des saveurs à goûter et des soirées à vivre ensemble.',
    de: 'Wenige Tage, viel Energie: Viertel zum Entdecken, Essen zum Probieren und Abende, die man gemeinsam erlebt.',
  },
  TREKKING: {
    it: 'Zaino in spalla e passo dopo passo: un viaggio a piedi tra sentieri, rifugi e panorami che ripagano ogni salita.',
    en: 'Pack on your back, one step at a time: a walking trip along trails and huts, with views that make every climb worth it.',
    es: 'Mochila al hombro y paso a paso: un viaje a pie entre senderos, refugios y vistas que compensan cada subida.',
    fr: 'Sac au dos, pas à pas : un voyage à pied entre sentiers, refuges et panoramas qui valent chaque montée.',
    de: 'Rucksack auf, Schritt für Schritt: eine Reise zu Fuß über Pfade und Hütten, mit Ausblicken, die jeden Anstieg lohnen.',
  },
};

export const descriptionBody = {
  it: 'In {days} giorni attraverserai {stops}. Ti aspettano {h1}, {h2} e {h3}.',
  en: 'Over {days} days you will travel through {stops}, with {h1}, {h2} and {h3} along the way.',
  es: 'En {days} días recorrerás {stops}. Te esperan {h1}, {h2} y {h3}.',
  fr: 'En {days} jours, vous traverserez {stops}. Au programme : {h1}, {h2} et {h3}.',
  de: 'In {days} Tagen reist du durch {stops}. Dich erwarten {h1}, {h2} und {h3}.',
};

export const descriptionGroup = {
  it: 'Viaggerai in un gruppo di {min}-{max} persone, con un coordinatore Caravan che pensa all’organizzazione sul posto: tu devi solo goderti il viaggio.',
  en: 'You will travel in a group of {min} to {max} people with a Caravan coordinator who takes care of everything on the ground: all you have to do is enjoy the trip.',
  es: 'Viajarás en un grupo de {min} a {max} personas, con un coordinador Caravan que se ocupa de la organización sobre el terreno: tú solo tienes que disfrutar.',
  fr: 'Vous voyagerez dans un groupe de {min} à {max} personnes, avec un coordinateur Caravan qui s’occupe de l’organisation sur place : vous n’avez plus qu’à profiter.',
  de: 'Du reist in einer Gruppe von {min} bis {max} Personen mit einem Caravan-Coordinator, der sich vor Ort um alles kümmert: Du musst die Reise nur genießen.',
};

export const itinerary = {
  arrivalTitle: { it: 'Arrivo a {stop}', en: 'Arrival in {stop}', es: 'Llegada a {stop}', fr: 'Arrivée à {stop}', de: 'Ankunft {atStop}' },
  arrival: {
    it: 'Benvenuto a {stop}! Incontri il coordinatore e il resto del gruppo in hotel. La sera, prima cena insieme per conoscersi e parlare dei giorni che ci aspettano.',
    en: 'Welcome to {stop}! Meet your coordinator and the rest of the group at the hotel. In the evening, a first dinner together to get to know each other and talk about the days ahead.',
    es: '¡Bienvenido a {stop}! Conoces al coordinador y al resto del grupo en el hotel. Por la noche, primera cena juntos para conocernos y hablar de los días que nos esperan.',
    fr: 'Bienvenue à {stop} ! Vous retrouvez le coordinateur et le reste du groupe à l’hôtel. Le soir, premier dîner ensemble pour faire connaissance et parler des jours à venir.',
    de: 'Willkommen {atStop}! Im Hotel lernst du den Coordinator und den Rest der Gruppe kennen. Am Abend gibt es ein erstes gemeinsames Essen, um über die kommenden Tage zu sprechen.',
  },
  transfer: {
    it: [
      'Partenza in mattinata verso {to}. Lungo la strada ci fermiamo per {h}. Arrivo nel pomeriggio e tempo libero per ambientarsi.',
      'Lasciamo {from} e ci spostiamo a {to}: il viaggio stesso è parte dell’esperienza, tra soste panoramiche e {h}.',
      'Giornata di trasferimento verso {to}, con tutto il tempo per {h}. La sera, cena tutti insieme in un locale scelto dal coordinatore.',
    ],
    en: [
      'We leave in the morning for {to}. On the way we stop for {h}. Arrival in the afternoon and free time to settle in.',
      'We leave {from} behind and head to {to}: the journey is part of the experience, with scenic stops and {h}.',
      'A travel day to {to}, with plenty of time for {h}. In the evening, dinner together at a place picked by your coordinator.',
    ],
    es: [
      'Salida por la mañana hacia {to}. Por el camino paramos para disfrutar de {h}. Llegada por la tarde y tiempo libre para instalarse.',
      'Dejamos {from} y nos movemos a {to}: el trayecto forma parte de la experiencia, entre paradas panorámicas y {h}.',
      'Jornada de traslado hacia {to}, con tiempo de sobra para {h}. Por la noche, cena todos juntos en un sitio elegido por el coordinador.',
    ],
    fr: [
      'Départ le matin vers {to}. En route, nous nous arrêtons pour {h}. Arrivée dans l’après-midi et temps libre pour s’installer.',
      'Nous quittons {from} pour rejoindre {to} : le trajet fait partie de l’expérience, entre arrêts panoramiques et {h}.',
      'Journée de transfert vers {to}, avec tout le temps pour {h}. Le soir, dîner tous ensemble dans une adresse choisie par le coordinateur.',
    ],
    de: [
      'Am Morgen geht es weiter {toStop}. Unterwegs halten wir für {h}. Ankunft am Nachmittag und Zeit zum Ankommen.',
      'Wir verlassen {from} und fahren {toStop}: Der Weg ist Teil des Erlebnisses, mit Aussichtspunkten und {h}.',
      'Reisetag {toStop}, mit viel Zeit für {h}. Am Abend essen wir gemeinsam in einem Lokal, das der Coordinator ausgesucht hat.',
    ],
  },
  explore: {
    it: [
      'Giornata dedicata a {stop}: {h}. La sera, chi vuole può unirsi al coordinatore per scoprire i locali della zona.',
      'Sveglia presto per goderci {stop} con la luce migliore. Il programma prevede {h}; il pomeriggio è libero per esplorare con i tuoi tempi.',
      'Oggi il gruppo resta a {stop}. Al mattino {h}, poi pranzo in una trattoria del posto e pomeriggio libero.',
    ],
    en: [
      'A day devoted to {stop}: {h}. In the evening, anyone who wants can join the coordinator to try the local spots.',
      'An early start to enjoy {stop} in the best light. On the programme: {h}; the afternoon is free to explore at your own pace.',
      'Today the group stays in {stop}. In the morning, {h}; then lunch at a local eatery and a free afternoon.',
    ],
    es: [
      'Día dedicado a {stop}: {h}. Por la noche, quien quiera puede unirse al coordinador para descubrir los locales de la zona.',
      'Madrugamos para disfrutar de {stop} con la mejor luz. En el programa: {h}; la tarde es libre para explorar a tu ritmo.',
      'Hoy el grupo se queda en {stop}. Por la mañana, {h}; después, comida en un sitio local y tarde libre.',
    ],
    fr: [
      'Une journée consacrée à {stop} : {h}. Le soir, celles et ceux qui le souhaitent suivent le coordinateur à la découverte des adresses du coin.',
      'Réveil matinal pour profiter de {stop} sous la plus belle lumière. Au programme : {h} ; l’après-midi est libre pour explorer à votre rythme.',
      'Aujourd’hui, le groupe reste à {stop}. Le matin, {h} ; puis déjeuner dans une adresse locale et après-midi libre.',
    ],
    de: [
      'Ein Tag ganz für {stop}: {h}. Am Abend kann, wer mag, mit dem Coordinator die Lokale der Gegend entdecken.',
      'Früh aufstehen, um {stop} im schönsten Licht zu erleben. Auf dem Programm: {h}; der Nachmittag ist frei zum Erkunden im eigenen Tempo.',
      'Heute bleibt die Gruppe {atStop}. Am Vormittag {h}, danach Mittagessen in einem Lokal vor Ort und ein freier Nachmittag.',
    ],
  },
  // The day that ends where the group sleeps out (a desert camp): the night is the day's point.
  night: {
    it: 'Oggi raggiungiamo {to}, ed è qui che finisce la giornata: {h}.',
    en: 'Today we reach {to}, and this is where the day ends: {h}.',
    es: 'Hoy llegamos a {to}, y aquí termina el día: {h}.',
    fr: 'Aujourd’hui, nous rejoignons {to}, et c’est là que la journée se termine : {h}.',
    de: 'Heute geht es {toStop}, und hier endet der Tag: {h}.',
  },
  departureTitle: { it: 'Partenza da {stop}', en: 'Departure from {stop}', es: 'Salida de {stop}', fr: 'Départ de {stop}', de: 'Abreise {fromStop}' },
  departure: {
    it: 'Ultima colazione insieme e tanti saluti: il gruppo si scioglie, ma la chat resta. Tempo libero fino al trasferimento in aeroporto.',
    en: 'A last breakfast together and lots of goodbyes: the group splits up, but the chat stays. Free time until your transfer to the airport.',
    es: 'Último desayuno juntos y muchas despedidas: el grupo se separa, pero el chat se queda. Tiempo libre hasta el traslado al aeropuerto.',
    fr: 'Dernier petit-déjeuner ensemble et beaucoup d’au revoir : le groupe se sépare, mais la discussion continue. Temps libre jusqu’au transfert à l’aéroport.',
    de: 'Ein letztes gemeinsames Frühstück und viele Abschiede: Die Gruppe trennt sich, der Chat bleibt. Freizeit bis zum Transfer zum Flughafen.',
  },
};

export const included = {
  coordinator: {
    it: ['Coordinatore Caravan', 'Un coordinatore dedicato al gruppo per tutto il viaggio, dal primo all’ultimo giorno.'],
    en: ['Caravan coordinator', 'A coordinator dedicated to the group for the whole trip, from the first day to the last.'],
    es: ['Coordinador Caravan', 'Un coordinador dedicado al grupo durante todo el viaje, del primer al último día.'],
    fr: ['Coordinateur Caravan', 'Un coordinateur dédié au groupe pendant tout le voyage, du premier au dernier jour.'],
    de: ['Caravan-Coordinator', 'Ein Coordinator, der die Gruppe vom ersten bis zum letzten Tag begleitet.'],
  },
  hotel: {
    it: ['Pernottamenti', 'Hotel e guesthouse selezionati, in camera doppia o tripla condivisa con compagni dello stesso genere.'],
    en: ['Accommodation', 'Hand-picked hotels and guesthouses, in shared double or triple rooms with travellers of the same gender.'],
    es: ['Alojamiento', 'Hoteles y guesthouses seleccionados, en habitación doble o triple compartida con viajeros del mismo género.'],
    fr: ['Hébergement', 'Hôtels et guesthouses sélectionnés, en chambre double ou triple partagée avec des voyageurs du même genre.'],
    de: ['Unterkunft', 'Ausgewählte Hotels und Gästehäuser im geteilten Doppel- oder Dreibettzimmer mit Reisenden des gleichen Geschlechts.'],
  },
  boat: {
    it: ['Pernottamenti a bordo', 'Cabine condivise a bordo, con skipper o equipaggio locale e tutte le attrezzature di sicurezza.'],
    en: ['Nights on board', 'Shared cabins on board, with a skipper or local crew and all the safety equipment.'],
    es: ['Noches a bordo', 'Camarotes compartidos a bordo, con patrón o tripulación local y todo el equipo de seguridad.'],
    fr: ['Nuits à bord', 'Cabines partagées à bord, avec skipper ou équipage local et tout l’équipement de sécurité.'],
    de: ['Nächte an Bord', 'Geteilte Kabinen an Bord, mit Skipper oder lokaler Crew und kompletter Sicherheitsausrüstung.'],
  },
  huts: {
    it: ['Rifugi e lodge', 'Notti in rifugi, lodge e guesthouse di montagna, in camerate o camere condivise.'],
    en: ['Huts and lodges', 'Nights in mountain huts, lodges and guesthouses, in dorms or shared rooms.'],
    es: ['Refugios y lodges', 'Noches en refugios, lodges y casas de montaña, en habitaciones compartidas.'],
    fr: ['Refuges et lodges', 'Nuits en refuges, lodges et gîtes de montagne, en dortoirs ou chambres partagées.'],
    de: ['Hütten und Lodges', 'Übernachtungen in Berghütten, Lodges und Gästehäusern, in Lagern oder geteilten Zimmern.'],
  },
  van: {
    it: ['Van privato', 'Van o minibus riservato al gruppo per tutti gli spostamenti, carburante e pedaggi compresi.'],
    en: ['Private van', 'A van or minibus reserved for the group for every transfer, fuel and tolls included.'],
    es: ['Furgoneta privada', 'Furgoneta o minibús reservado para el grupo en todos los traslados, combustible y peajes incluidos.'],
    fr: ['Van privé', 'Un van ou minibus réservé au groupe pour tous les trajets, carburant et péages compris.'],
    de: ['Privater Van', 'Ein Van oder Kleinbus nur für die Gruppe für alle Strecken, inklusive Treibstoff und Maut.'],
  },
  transport: {
    it: ['Trasporti interni', 'Tutti gli spostamenti indicati nel programma, in treno, bus, barca o voli interni dove previsti.'],
    en: ['Internal transport', 'All the transfers in the programme, by train, bus, boat or internal flights where listed.'],
    es: ['Transporte interno', 'Todos los traslados del programa, en tren, autobús, barco o vuelos internos cuando se indiquen.'],
    fr: ['Transports sur place', 'Tous les trajets du programme, en train, bus, bateau ou vols intérieurs lorsqu’ils sont prévus.'],
    de: ['Transport vor Ort', 'Alle Strecken laut Programm, mit Zug, Bus, Boot oder Inlandsflügen, wo angegeben.'],
  },
  insurance: {
    it: ['Assicurazione medica e bagaglio', 'Sempre inclusa, per viaggiare tranquilli dalla partenza al rientro.'],
    en: ['Medical and baggage insurance', 'Always included, so you travel with peace of mind from departure to return.'],
    es: ['Seguro médico y de equipaje', 'Siempre incluido, para viajar tranquilo de la salida a la vuelta.'],
    fr: ['Assurance médicale et bagages', 'Toujours incluse, pour voyager sereinement du départ au retour.'],
    de: ['Reisekranken- und Gepäckversicherung', 'Immer inklusive, damit du vom Abflug bis zur Rückkehr entspannt reist.'],
  },
  activities: {
    it: ['Attività del programma', 'Le esperienze indicate nell’itinerario, tra cui {h1} e {h2}.'],
    en: ['Activities in the programme', 'The experiences listed in the itinerary, including {h1} and {h2}.'],
    es: ['Actividades del programa', 'Las experiencias indicadas en el itinerario, entre ellas {h1} y {h2}.'],
    fr: ['Activités du programme', 'Les expériences prévues dans l’itinéraire, dont {h1} et {h2}.'],
    de: ['Aktivitäten laut Programm', 'Die Erlebnisse aus dem Reiseverlauf, darunter {h1} und {h2}.'],
  },
};

export const notIncluded = {
  flights: {
    it: ['Voli internazionali', 'Li prenoti tu: ti aiutiamo a scegliere quelli giusti per arrivare insieme al gruppo.'],
    en: ['International flights', 'You book them yourself: we help you pick the right ones to arrive with the group.'],
    es: ['Vuelos internacionales', 'Los reservas tú: te ayudamos a elegir los adecuados para llegar con el grupo.'],
    fr: ['Vols internationaux', 'Vous les réservez vous-même : nous vous aidons à choisir les bons pour arriver avec le groupe.'],
    de: ['Internationale Flüge', 'Die buchst du selbst: Wir helfen dir, die passenden zu finden, um mit der Gruppe anzukommen.'],
  },
  fund: {
    it: ['Cassa comune', 'Circa {amount} a persona per pasti, ingressi e attività del programma, gestita dal coordinatore in totale trasparenza.'],
    en: ['Group fund', 'About {amount} per person for meals, entrance fees and activities, managed transparently by the coordinator.'],
    es: ['Fondo común', 'Unos {amount} por persona para comidas, entradas y actividades, gestionado con total transparencia por el coordinador.'],
    fr: ['Caisse commune', 'Environ {amount} par personne pour les repas, les entrées et les activités, gérés en toute transparence par le coordinateur.'],
    de: ['Gruppenkasse', 'Etwa {amount} pro Person für Mahlzeiten, Eintritte und Aktivitäten, transparent vom Coordinator verwaltet.'],
  },
  meals: {
    it: ['Pasti non indicati', 'Pranzi e cene che non rientrano nella cassa comune.'],
    en: ['Meals not listed', 'Lunches and dinners not covered by the group fund.'],
    es: ['Comidas no indicadas', 'Comidas y cenas que no cubre el fondo común.'],
    fr: ['Repas non mentionnés', 'Les déjeuners et dîners non couverts par la caisse commune.'],
    de: ['Nicht genannte Mahlzeiten', 'Mittag- und Abendessen, die nicht aus der Gruppenkasse bezahlt werden.'],
  },
  visa: {
    it: ['Visto d’ingresso', 'Dove previsto, va richiesto prima della partenza.'],
    en: ['Entry visa', 'Where required, apply for it before departure.'],
    es: ['Visado de entrada', 'Cuando sea necesario, hay que solicitarlo antes de salir.'],
    fr: ['Visa d’entrée', 'Lorsqu’il est requis, il faut le demander avant le départ.'],
    de: ['Einreisevisum', 'Falls nötig, vor der Abreise beantragen.'],
  },
  extras: {
    it: ['Mance ed extra personali', 'Souvenir, bevande fuori pasto e tutto ciò che non è indicato alla voce “incluso”.'],
    en: ['Tips and personal extras', 'Souvenirs, drinks outside meals and anything not listed under “included”.'],
    es: ['Propinas y extras personales', 'Recuerdos, bebidas fuera de las comidas y todo lo que no figure como “incluido”.'],
    fr: ['Pourboires et dépenses personnelles', 'Souvenirs, boissons hors repas et tout ce qui n’apparaît pas dans « inclus ».'],
    de: ['Trinkgelder und persönliche Ausgaben', 'Souvenirs, Getränke außerhalb der Mahlzeiten und alles, was nicht unter „inklusive“ steht.'],
  },
  flexible: {
    it: ['Cancellazione Flessibile', 'Opzione facoltativa: ti permette di cancellare gratis fino a 8 giorni dalla partenza.'],
    en: ['Flexible Cancellation', 'Optional extra: lets you cancel for free up to 8 days before departure.'],
    es: ['Cancelación Flexible', 'Opción opcional: te permite cancelar gratis hasta 8 días antes de la salida.'],
    fr: ['Annulation Flexible', 'Option facultative : elle permet d’annuler gratuitement jusqu’à 8 jours avant le départ.'],
    de: ['Flexible Stornierung', 'Optionales Extra: kostenlose Stornierung bis 8 Tage vor Abreise.'],
  },
};

export const seoDescription = {
  it: '{title}: viaggio di gruppo di {days} giorni con coordinatore. Scopri itinerario, date di partenza e prezzi.',
  en: '{title}: {days} days of group travel with a coordinator. See the itinerary, departure dates and prices.',
  es: '{title}: viaje en grupo de {days} días con coordinador. Descubre itinerario, fechas de salida y precios.',
  fr: '{title} : voyage en groupe de {days} jours avec coordinateur. Découvrez l’itinéraire, les dates de départ et les prix.',
  de: '{title}: {days}-tägige Gruppenreise mit Coordinator. Reiseverlauf, Termine und Preise entdecken.',
};

export const meetingPoint = {
  it: 'Ritrovo in hotel a {stop} il primo giorno, dalle 15:00.',
  en: 'Meet at the hotel in {stop} on day one, from 3 pm.',
  es: 'Encuentro en el hotel de {stop} el primer día, a partir de las 15:00.',
  fr: 'Rendez-vous à l’hôtel à {stop} le premier jour, à partir de 15 h.',
  de: 'Treffpunkt am ersten Tag ab 15 Uhr im Hotel {atStop}.',
};

export const photoAlt = {
  cover: { it: '{destination}: {stop}', en: '{destination}: {stop}', es: '{destination}: {stop}', fr: '{destination} : {stop}', de: '{destination}: {stop}' },
  photo: { it: '{stop}, {destination}: in viaggio con il gruppo', en: '{stop}, {destination}: on the road with the group', es: '{stop}, {destination}: de viaje con el grupo', fr: '{stop}, {destination} : en voyage avec le groupe', de: '{stop}, {destination}: unterwegs mit der Gruppe' },
  coordinator: { it: 'Ritratto di {name}, coordinatore Caravan', en: 'Portrait of {name}, Caravan coordinator', es: 'Retrato de {name}, coordinador de Caravan', fr: 'Portrait de {name}, coordinateur Caravan', de: 'Porträt von {name}, Caravan-Coordinator' },
  coordinatorFemale: { it: 'Ritratto di {name}, coordinatrice Caravan', en: 'Portrait of {name}, Caravan coordinator', es: 'Retrato de {name}, coordinadora de Caravan', fr: 'Portrait de {name}, coordinatrice Caravan', de: 'Porträt von {name}, Caravan-Coordinatorin' },
};

export { faqDestination, faqGeneral, faqItinerary, sleepAnswer } from './faqPhrases.mjs';
export { coordinatorBio, reviewPools } from './peoplePhrases.mjs';

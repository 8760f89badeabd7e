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
    fr: 'Une eau transparente, du sable sous les pieds et un groupe avec qui partager chaque coucher de soleil : les vacances à la mer que tu attendais.',
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
  fr: 'En {days} jours, tu traverseras {stops}. Au programme : {h1}, {h2} et {h3}.',
  de: 'In {days} Tagen reist du durch {stops}. Dich erwarten {h1}, {h2} und {h3}.',
};

export const descriptionGroup = {
  it: 'Viaggerai in un gruppo di {min}-{max} persone, con un coordinatore Caravan che pensa all’organizzazione sul posto: tu devi solo goderti il viaggio.',
  en: 'You will travel in a group of {min} to {max} people with a Caravan coordinator who takes care of everything on the ground: all you have to do is enjoy the trip.',
  es: 'Viajarás en un grupo de {min} a {max} personas, con un coordinador Caravan que se ocupa de la organización sobre el terreno: tú solo tienes que disfrutar.',
  fr: 'Tu voyageras dans un groupe de {min} à {max} personnes, avec un coordinateur Caravan qui s’occupe de l’organisation sur place : tu n’as plus qu’à profiter.',
  de: 'Du reist in einer Gruppe von {min} bis {max} Personen mit einem Caravan-Coordinator, der sich vor Ort um alles kümmert: Du musst die Reise nur genießen.',
};

export const itinerary = {
  arrivalTitle: { it: 'Arrivo a {stop}', en: 'Arrival in {stop}', es: 'Llegada a {stop}', fr: 'Arrivée à {stop}', de: 'Ankunft {atStop}' },
  arrival: {
    it: 'Benvenuto a {stop}! Incontri il coordinatore e il resto del gruppo in hotel. La sera, prima cena insieme per conoscersi e parlare dei giorni che ci aspettano.',
    en: 'Welcome to {stop}! Meet your coordinator and the rest of the group at the hotel. In the evening, a first dinner together to get to know each other and talk about the days ahead.',
    es: '¡Bienvenido a {stop}! Conoces al coordinador y al resto del grupo en el hotel. Por la noche, primera cena juntos para conocernos y hablar de los días que nos esperan.',
    fr: 'Bienvenue à {stop} ! Tu retrouves le coordinateur et le reste du groupe à l’hôtel. Le soir, premier dîner ensemble pour faire connaissance et parler des jours à venir.',
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
      'Réveil matinal pour profiter de {stop} sous la plus belle lumière. Au programme : {h} ; l’après-midi est libre pour explorer à ton rythme.',
      'Aujourd’hui, le groupe reste à {stop}. Le matin, {h} ; puis déjeuner dans une adresse locale et après-midi libre.',
    ],
    de: [
      'Ein Tag ganz für {stop}: {h}. Am Abend kann, wer mag, mit dem Coordinator die Lokale der Gegend entdecken.',
      'Früh aufstehen, um {stop} im schönsten Licht zu erleben. Auf dem Programm: {h}; der Nachmittag ist frei zum Erkunden im eigenen Tempo.',
      'Heute bleibt die Gruppe {atStop}. Am Vormittag {h}, danach Mittagessen in einem Lokal vor Ort und ein freier Nachmittag.',
    ],
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
    fr: ['Vols internationaux', 'Tu les réserves toi-même : nous t’aidons à choisir les bons pour arriver avec le groupe.'],
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

export const faqGeneral = {
  it: [
    ['Chi saranno i miei compagni di viaggio?', 'Persone tra i 25 e i 49 anni, spesso alla prima esperienza di gruppo e quasi sempre partite da sole. Prima della partenza entri nella chat del gruppo per conoscervi.'],
    ['Posso partire da solo o da sola?', 'Certo: è così che parte la maggior parte dei viaggiatori Caravan. Dividi la camera con una persona dello stesso genere, oppure scegli la camera privata dove disponibile.'],
    ['Fino a quando posso cancellare gratuitamente?', 'Fino a 31 giorni prima della partenza. Con l’opzione Cancellazione Flessibile puoi cancellare gratis fino a 8 giorni prima.'],
    ['Quando si paga il saldo?', 'Il saldo è dovuto 31 giorni prima della partenza. Se prenoti con l’acconto, paghi subito solo la prima quota.'],
    ['L’assicurazione è inclusa?', 'Sì, l’assicurazione medica e bagaglio è sempre inclusa nel prezzo del viaggio.'],
  ],
  en: [
    ['Who will I be travelling with?', 'People aged 25 to 49, often on their first group trip and almost always travelling solo. Before departure you join the group chat to get to know each other.'],
    ['Can I travel on my own?', 'Of course: that is how most Caravan travellers go. You share a room with someone of the same gender, or choose a private room where available.'],
    ['Until when can I cancel for free?', 'Up to 31 days before departure. With the Flexible Cancellation option you can cancel for free up to 8 days before.'],
    ['When is the balance due?', 'The balance is due 31 days before departure. If you book with a deposit, you only pay the first instalment now.'],
    ['Is insurance included?', 'Yes, medical and baggage insurance is always included in the price of the trip.'],
  ],
  es: [
    ['¿Quiénes serán mis compañeros de viaje?', 'Personas de entre 25 y 49 años, a menudo en su primer viaje en grupo y casi siempre viajando solas. Antes de salir entras en el chat del grupo para conoceros.'],
    ['¿Puedo viajar solo o sola?', 'Claro: así viaja la mayoría de los viajeros Caravan. Compartes habitación con alguien del mismo género, o eliges habitación privada cuando está disponible.'],
    ['¿Hasta cuándo puedo cancelar gratis?', 'Hasta 31 días antes de la salida. Con la opción Cancelación Flexible puedes cancelar gratis hasta 8 días antes.'],
    ['¿Cuándo se paga el resto?', 'El importe restante se paga 31 días antes de la salida. Si reservas con depósito, ahora solo pagas la primera parte.'],
    ['¿El seguro está incluido?', 'Sí, el seguro médico y de equipaje está siempre incluido en el precio del viaje.'],
  ],
  fr: [
    ['Qui seront mes compagnons de voyage ?', 'Des personnes de 25 à 49 ans, souvent pour leur premier voyage en groupe et presque toujours parties seules. Avant le départ, tu rejoins la discussion du groupe pour faire connaissance.'],
    ['Puis-je partir seul ou seule ?', 'Bien sûr : c’est ainsi que partent la plupart des voyageurs Caravan. Tu partages ta chambre avec une personne du même genre, ou tu choisis la chambre privée quand elle est disponible.'],
    ['Jusqu’à quand puis-je annuler gratuitement ?', 'Jusqu’à 31 jours avant le départ. Avec l’option Annulation Flexible, tu peux annuler gratuitement jusqu’à 8 jours avant.'],
    ['Quand faut-il payer le solde ?', 'Le solde est dû 31 jours avant le départ. Si tu réserves avec un acompte, tu ne paies que la première partie maintenant.'],
    ['L’assurance est-elle incluse ?', 'Oui, l’assurance médicale et bagages est toujours comprise dans le prix du voyage.'],
  ],
  de: [
    ['Mit wem reise ich?', 'Mit Menschen zwischen 25 und 49, oft auf ihrer ersten Gruppenreise und fast immer allein unterwegs. Vor der Abreise lernt ihr euch im Gruppenchat kennen.'],
    ['Kann ich allein mitreisen?', 'Natürlich, so reisen die meisten Caravan-Gäste. Du teilst dein Zimmer mit jemandem gleichen Geschlechts oder wählst, wo verfügbar, ein Einzelzimmer.'],
    ['Bis wann kann ich kostenlos stornieren?', 'Bis 31 Tage vor Abreise. Mit der Option Flexible Stornierung sogar bis 8 Tage vorher.'],
    ['Wann ist die Restzahlung fällig?', 'Der Restbetrag ist 31 Tage vor Abreise fällig. Buchst du mit Anzahlung, zahlst du jetzt nur den ersten Teil.'],
    ['Ist eine Versicherung inklusive?', 'Ja, die Reisekranken- und Gepäckversicherung ist immer im Reisepreis enthalten.'],
  ],
};

export const faqItinerary = {
  effort: {
    question: { it: 'Quanto è impegnativo questo viaggio?', en: 'How demanding is this trip?', es: '¿Qué nivel de esfuerzo requiere este viaje?', fr: 'Ce voyage est-il exigeant ?', de: 'Wie anstrengend ist diese Reise?' },
    easy: {
      it: 'È un viaggio alla portata di tutti: qualche camminata e giornate piene, ma nessuna preparazione particolare.',
      en: 'It is a trip anyone can do: some walking and full days, but no special training needed.',
      es: 'Es un viaje al alcance de todos: algunas caminatas y días intensos, pero sin preparación especial.',
      fr: 'C’est un voyage accessible à tous : quelques marches et des journées bien remplies, sans préparation particulière.',
      de: 'Diese Reise schafft jeder: etwas Gehen und volle Tage, aber keine besondere Vorbereitung nötig.',
    },
    medium: {
      it: 'Richiede un minimo di allenamento: ci sono escursioni di alcune ore e qualche trasferimento lungo.',
      en: 'It needs a little fitness: there are hikes of a few hours and some long transfers.',
      es: 'Requiere algo de forma física: hay excursiones de varias horas y algunos traslados largos.',
      fr: 'Il demande un peu de condition physique : randonnées de quelques heures et quelques longs trajets.',
      de: 'Etwas Kondition ist nötig: Es gibt mehrstündige Wanderungen und einige lange Fahrten.',
    },
    hard: {
      it: 'È un viaggio impegnativo: si cammina per più giorni di fila, anche in quota. Serve un buon allenamento e voglia di mettersi in gioco.',
      en: 'It is a demanding trip: you walk several days in a row, sometimes at altitude. Good fitness and a sense of adventure are a must.',
      es: 'Es un viaje exigente: se camina varios días seguidos, a veces en altura. Hace falta buena forma y ganas de aventura.',
      fr: 'C’est un voyage exigeant : on marche plusieurs jours d’affilée, parfois en altitude. Une bonne condition physique est indispensable.',
      de: 'Eine anspruchsvolle Reise: Du wanderst mehrere Tage am Stück, teils in der Höhe. Gute Kondition ist Pflicht.',
    },
  },
  sleep: {
    question: { it: 'Dove dormiremo?', en: 'Where will we sleep?', es: '¿Dónde dormiremos?', fr: 'Où dormirons-nous ?', de: 'Wo übernachten wir?' },
  },
  luggage: {
    question: { it: 'Che bagaglio devo portare?', en: 'What luggage should I bring?', es: '¿Qué equipaje debo llevar?', fr: 'Quels bagages emporter ?', de: 'Welches Gepäck soll ich mitnehmen?' },
    answer: {
      it: 'Meglio uno zaino o un borsone morbido da 60-70 litri e uno zainetto per le giornate: ci si sposta spesso e lo spazio nei mezzi è condiviso.',
      en: 'A 60-70 litre backpack or soft duffel plus a daypack is best: we move often and space in the vehicles is shared.',
      es: 'Mejor una mochila o bolsa blanda de 60-70 litros y una mochila pequeña para el día: nos movemos a menudo y el espacio es compartido.',
      fr: 'L’idéal : un sac à dos ou un sac souple de 60-70 litres et un petit sac pour la journée, car on bouge souvent et l’espace est partagé.',
      de: 'Am besten ein 60-70-Liter-Rucksack oder eine weiche Reisetasche plus Tagesrucksack: Wir sind oft unterwegs und der Platz ist geteilt.',
    },
  },
};

export const faqDestination = {
  visa: {
    question: { it: 'Serve il visto per {country}?', en: 'Do I need a visa for {country}?', es: '¿Necesito visado para {country}?', fr: 'Faut-il un visa pour {country} ?', de: 'Brauche ich ein Visum für {country}?' },
    answer: {
      it: 'Dipende dal passaporto: controlla i requisiti sul sito ufficiale del tuo Paese prima di prenotare i voli. Il passaporto deve avere almeno 6 mesi di validità residua.',
      en: 'It depends on your passport: check the requirements on your government’s official travel advice before booking flights. Your passport must be valid for at least 6 more months.',
      es: 'Depende del pasaporte: consulta los requisitos en la web oficial de tu país antes de reservar los vuelos. El pasaporte debe tener al menos 6 meses de validez.',
      fr: 'Cela dépend de ton passeport : vérifie les conditions sur le site officiel de ton pays avant de réserver les vols. Le passeport doit être valable encore au moins 6 mois.',
      de: 'Das hängt von deinem Pass ab: Prüfe die Einreisebestimmungen auf der offiziellen Seite deines Landes, bevor du Flüge buchst. Der Pass muss noch mindestens 6 Monate gültig sein.',
    },
  },
  season: {
    question: { it: 'Qual è il periodo migliore per andare?', en: 'When is the best time to go?', es: '¿Cuál es la mejor época para ir?', fr: 'Quelle est la meilleure période pour partir ?', de: 'Wann ist die beste Reisezeit?' },
    answers: {
      all: {
        it: 'Si viaggia bene tutto l’anno: ogni stagione ha il suo fascino, e le partenze sono distribuite di conseguenza.',
        en: 'It is a great trip all year round: every season has its charm, and departures are spread accordingly.',
        es: 'Se viaja bien todo el año: cada estación tiene su encanto y las salidas se reparten en consecuencia.',
        fr: 'On y voyage bien toute l’année : chaque saison a son charme, et les départs sont répartis en conséquence.',
        de: 'Die Reise lohnt sich das ganze Jahr: Jede Jahreszeit hat ihren Reiz, und die Termine sind entsprechend verteilt.',
      },
      summer: {
        it: 'Da maggio a settembre: giornate lunghe, strade aperte e temperature piacevoli.',
        en: 'From May to September: long days, open roads and pleasant temperatures.',
        es: 'De mayo a septiembre: días largos, carreteras abiertas y temperaturas agradables.',
        fr: 'De mai à septembre : longues journées, routes ouvertes et températures agréables.',
        de: 'Von Mai bis September: lange Tage, offene Straßen und angenehme Temperaturen.',
      },
      winter: {
        it: 'Da novembre a marzo, quando il clima è più mite o, al nord, quando il cielo regala le aurore.',
        en: 'From November to March, when the climate is milder or, up north, when the sky puts on the auroras.',
        es: 'De noviembre a marzo, cuando el clima es más suave o, en el norte, cuando el cielo regala auroras.',
        fr: 'De novembre à mars, quand le climat est plus doux ou, au nord, quand le ciel offre des aurores.',
        de: 'Von November bis März, wenn das Klima milder ist oder der Himmel im Norden Polarlichter zeigt.',
      },
      austral: {
        it: 'Durante l’estate australe, da ottobre ad aprile, quando il clima è più stabile.',
        en: 'During the southern summer, from October to April, when the weather is most stable.',
        es: 'Durante el verano austral, de octubre a abril, cuando el clima es más estable.',
        fr: 'Pendant l’été austral, d’octobre à avril, quand la météo est la plus stable.',
        de: 'Im Südsommer von Oktober bis April, wenn das Wetter am stabilsten ist.',
      },
      dry: {
        it: 'Nella stagione secca, che varia da zona a zona: le partenze sono programmate nei mesi migliori.',
        en: 'In the dry season, which varies by region: departures are scheduled in the best months.',
        es: 'En la estación seca, que varía según la zona: las salidas se programan en los mejores meses.',
        fr: 'Pendant la saison sèche, qui varie selon les régions : les départs sont programmés aux meilleurs mois.',
        de: 'In der Trockenzeit, die je nach Region variiert: Die Termine liegen in den besten Monaten.',
      },
    },
  },
  money: {
    question: { it: 'Come si paga sul posto?', en: 'How do I pay locally?', es: '¿Cómo se paga allí?', fr: 'Comment payer sur place ?', de: 'Wie bezahle ich vor Ort?' },
    answer: {
      it: 'Le carte sono accettate quasi ovunque nelle città, ma conviene avere un po’ di contanti in valuta locale per mercati e piccoli villaggi.',
      en: 'Cards are accepted almost everywhere in towns, but it is worth carrying some local cash for markets and small villages.',
      es: 'Las tarjetas se aceptan casi en todas partes en las ciudades, pero conviene llevar algo de efectivo local para mercados y pueblos.',
      fr: 'Les cartes sont acceptées presque partout en ville, mais mieux vaut avoir un peu d’espèces locales pour les marchés et les petits villages.',
      de: 'Karten werden in Städten fast überall akzeptiert, für Märkte und kleine Dörfer solltest du aber etwas Bargeld dabeihaben.',
    },
  },
};

export const sleepAnswer = {
  hotel: {
    it: 'In hotel e guesthouse selezionati, puliti e in posizione comoda, in camere doppie o triple condivise.',
    en: 'In selected hotels and guesthouses, clean and well located, in shared double or triple rooms.',
    es: 'En hoteles y guesthouses seleccionados, limpios y bien situados, en habitaciones dobles o triples compartidas.',
    fr: 'Dans des hôtels et guesthouses sélectionnés, propres et bien situés, en chambres doubles ou triples partagées.',
    de: 'In ausgewählten, sauberen und gut gelegenen Hotels und Gästehäusern, in geteilten Doppel- oder Dreibettzimmern.',
  },
  boat: {
    it: 'A bordo, in cabine doppie condivise: spazi piccoli ma il mare come giardino.',
    en: 'On board, in shared double cabins: small spaces, but the sea as your garden.',
    es: 'A bordo, en camarotes dobles compartidos: espacios pequeños, pero con el mar como jardín.',
    fr: 'À bord, en cabines doubles partagées : des espaces réduits, mais la mer pour jardin.',
    de: 'An Bord in geteilten Doppelkabinen: wenig Platz, aber das Meer als Garten.',
  },
  huts: {
    it: 'In rifugi e lodge lungo il percorso: semplici, accoglienti e con una vista che vale il viaggio.',
    en: 'In huts and lodges along the route: simple, welcoming and with views worth the trip.',
    es: 'En refugios y lodges a lo largo de la ruta: sencillos, acogedores y con vistas que valen el viaje.',
    fr: 'Dans des refuges et lodges le long du parcours : simples, accueillants et avec une vue qui vaut le voyage.',
    de: 'In Hütten und Lodges entlang der Route: einfach, gemütlich und mit einer Aussicht, die die Reise wert ist.',
  },
};

export const seoDescription = {
  it: '{title}: viaggio di gruppo di {days} giorni con coordinatore. Scopri itinerario, date di partenza e prezzi.',
  en: '{title}: {days} days of group travel with a coordinator. See the itinerary, departure dates and prices.',
  es: '{title}: viaje en grupo de {days} días con coordinador. Descubre itinerario, fechas de salida y precios.',
  fr: '{title} : voyage en groupe de {days} jours avec coordinateur. Découvre l’itinéraire, les dates de départ et les prix.',
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

export const reviewPools = {
  it: {
    authorGenders: ['female', 'male', 'female', 'male', 'female', 'male', 'female', 'male', 'female', 'male', 'female', 'male'],
    authors: ['Giulia R.', 'Marco B.', 'Francesca L.', 'Luca M.', 'Chiara P.', 'Alessandro T.', 'Sara C.', 'Davide G.', 'Elena F.', 'Matteo V.', 'Martina S.', 'Simone D.'],
    positive: [
      ['Un viaggio che rifarei domani', '{a:Sono partito da solo e sono tornato|Sono partita da sola e sono tornata} con dieci amici. {coordinator} {c:è stato fantastico|è stata fantastica}: sempre presente ma mai invadente. Porto nel cuore {place}.'],
      ['Organizzazione perfetta', 'Itinerario ben bilanciato tra spostamenti e tempo libero. Il momento più bello? Senza dubbio {place}. Grazie a {coordinator} per la pazienza e le dritte.'],
      ['Gruppo meraviglioso', 'Avevo qualche dubbio sul viaggio di gruppo, spariti dopo la prima cena. Abbiamo riso tantissimo e il ricordo di {place} resta indimenticabile.'],
      ['Meglio delle aspettative', 'Hotel curati, ritmo giusto e {c:un coordinatore|una coordinatrice} che conosceva ogni angolo. Rivedrei {place} anche domani.'],
      ['Esperienza unica', 'Vedere {place} con persone che fino a una settimana prima erano sconosciute è stato speciale. {coordinator} ha reso tutto semplice.'],
    ],
    mixed: [
      ['Bello, ma ritmo serrato', 'Il viaggio merita, soprattutto {place}, ma alcune giornate sono state davvero lunghe in van. Consiglio di arrivare riposati.'],
      ['Buono nel complesso', 'Gruppo simpatico e posti belli. Qualche hotel era sotto le aspettative, ma {coordinator} ha risolto tutto con il sorriso.'],
    ],
    negative: [
      ['Non proprio per me', 'Mi aspettavo più tempo libero. Alcune attività sono saltate per il meteo; {place} resta comunque un bel ricordo.'],
    ],
  },
  en: {
    authorGenders: ['female', 'male', 'female', 'male', 'female', 'male', 'female', 'male', 'female', 'male', 'female', 'male'],
    authors: ['Emma W.', 'James H.', 'Olivia K.', 'Noah P.', 'Sophie L.', 'Liam S.', 'Chloe M.', 'Ethan R.', 'Grace T.', 'Jack D.', 'Hannah B.', 'Ryan C.'],
    positive: [
      ['I would do it again tomorrow', 'I went on my own and came back with ten friends. {coordinator} was brilliant: always there but never in the way. {place} stole my heart.'],
      ['Perfectly organised', 'A well-balanced itinerary with just enough free time. The highlight? {place}, no doubt. Thanks to {coordinator} for the patience and the tips.'],
      ['An amazing group', 'I had my doubts about group travel and they vanished after the first dinner. We laughed so much, and {place} was unforgettable.'],
      ['Better than expected', 'Lovely places to stay, the right pace and a coordinator who knew every corner. I would go back to {place} in a heartbeat.'],
      ['A one-of-a-kind experience', 'Seeing {place} with people who were strangers a week earlier was special. {coordinator} made everything easy.'],
    ],
    mixed: [
      ['Great, but a busy pace', 'The trip is worth it, especially {place}, but some days were really long in the van. Arrive well rested.'],
      ['Good overall', 'Fun group and beautiful places. A couple of hotels were below expectations, but {coordinator} sorted everything with a smile.'],
    ],
    negative: [
      ['Not quite for me', 'I expected more free time. Some activities were cancelled because of the weather; {place} was still beautiful.'],
    ],
  },
  es: {
    authorGenders: ['female', 'male', 'female', 'male', 'female', 'male', 'female', 'male', 'female', 'male', 'female', 'male'],
    authors: ['Lucía G.', 'Pablo M.', 'Carmen R.', 'Javier L.', 'Marta S.', 'Daniel F.', 'Laura P.', 'Sergio N.', 'Ana B.', 'Álvaro C.', 'Irene V.', 'Hugo T.'],
    positive: [
      ['Lo repetiría mañana mismo', '{a:Me fui solo|Me fui sola} y volví con diez amigos. {coordinator} fue genial: siempre presente pero nunca agobiante. {place} se me quedó en el corazón.'],
      ['Organización impecable', 'Itinerario bien equilibrado entre traslados y tiempo libre. ¿Lo mejor? Sin duda {place}. Gracias a {coordinator} por la paciencia y los consejos.'],
      ['Un grupo maravilloso', 'Tenía dudas sobre viajar en grupo y desaparecieron en la primera cena. Nos reímos muchísimo y {place} fue inolvidable.'],
      ['Mejor de lo esperado', 'Buenos alojamientos, el ritmo justo y {c:un coordinador|una coordinadora} que conocía cada rincón. Volvería a {place} mañana.'],
      ['Una experiencia única', 'Ver {place} con personas que una semana antes eran desconocidas fue especial. {coordinator} lo hizo todo fácil.'],
    ],
    mixed: [
      ['Bonito, pero con mucho ritmo', 'El viaje merece la pena, sobre todo {place}, pero algunos días fueron muy largos en furgoneta. Llegad descansados.'],
      ['Bien en general', 'Grupo simpático y sitios preciosos. Algún hotel estuvo por debajo de lo esperado, pero {coordinator} lo resolvió todo con una sonrisa.'],
    ],
    negative: [
      ['No era del todo para mí', 'Esperaba más tiempo libre. Algunas actividades se cancelaron por el tiempo; {place}, eso sí, merece la pena.'],
    ],
  },
  fr: {
    authorGenders: ['female', 'male', 'female', 'male', 'female', 'male', 'female', 'male', 'female', 'male', 'female', 'male'],
    authors: ['Camille D.', 'Lucas M.', 'Léa B.', 'Hugo R.', 'Manon P.', 'Thomas L.', 'Chloé F.', 'Antoine G.', 'Inès V.', 'Julien C.', 'Sarah N.', 'Maxime T.'],
    positive: [
      ['Je repartirais demain', '{a:Je suis parti seul et je suis rentré|Je suis partie seule et je suis rentrée} avec dix amis. {coordinator} a été {c:génial|géniale} : toujours là, jamais {c:envahissant|envahissante}. {place} m’a {a:marqué|marquée} pour toujours.'],
      ['Organisation parfaite', 'Un itinéraire bien équilibré entre trajets et temps libre. Le meilleur moment ? {place}, sans hésiter. Merci à {coordinator} pour sa patience et ses conseils.'],
      ['Un groupe formidable', 'J’avais des doutes sur le voyage en groupe, envolés dès le premier dîner. On a énormément ri et {place} était inoubliable.'],
      ['Mieux que prévu', 'Des hébergements soignés, le bon rythme et {c:un coordinateur|une coordinatrice} qui connaissait chaque recoin. Je reverrais {place} sans hésiter.'],
      ['Une expérience unique', 'Découvrir {place} avec des personnes inconnues une semaine plus tôt, c’était spécial. {coordinator} a tout rendu simple.'],
    ],
    mixed: [
      ['Beau, mais rythme soutenu', 'Le voyage vaut le coup, surtout {place}, mais certaines journées en van ont été très longues. Arrivez reposés.'],
      ['Bien dans l’ensemble', 'Groupe sympa et endroits magnifiques. Un ou deux hôtels en dessous des attentes, mais {coordinator} a tout réglé avec le sourire.'],
    ],
    negative: [
      ['Pas vraiment pour moi', 'Je m’attendais à plus de temps libre. Certaines activités ont été annulées à cause de la météo ; {place} reste superbe.'],
    ],
  },
  de: {
    authorGenders: ['female', 'male', 'female', 'male', 'female', 'male', 'female', 'male', 'female', 'male', 'female', 'male'],
    authors: ['Lena M.', 'Jonas K.', 'Anna S.', 'Felix W.', 'Laura B.', 'Tim H.', 'Julia F.', 'Lukas R.', 'Sophie N.', 'Paul Z.', 'Marie L.', 'David E.'],
    positive: [
      ['Würde ich sofort wieder machen', 'Ich bin allein losgefahren und mit zehn Freunden zurückgekommen. {coordinator} war großartig: immer da, nie aufdringlich. {place} hat mein Herz erobert.'],
      ['Perfekt organisiert', 'Ein ausgewogener Reiseverlauf mit genug Freizeit. Das Highlight? Ganz klar {place}. Danke an {coordinator} für die Geduld und die Tipps.'],
      ['Eine tolle Gruppe', 'Ich hatte Zweifel an Gruppenreisen, die nach dem ersten Abendessen verflogen waren. Wir haben so viel gelacht, und {place} war unvergesslich.'],
      ['Besser als erwartet', 'Schöne Unterkünfte, das richtige Tempo und {c:ein Coordinator, der|eine Coordinatorin, die} jede Ecke kannte. {place} würde ich sofort wiedersehen.'],
      ['Ein einmaliges Erlebnis', '{place} mit Menschen zu erleben, die eine Woche vorher Fremde waren, war besonders. {coordinator} hat alles leicht gemacht.'],
    ],
    mixed: [
      ['Schön, aber straffes Programm', 'Die Reise lohnt sich, vor allem {place}, aber einige Tage im Van waren sehr lang. Kommt ausgeruht an.'],
      ['Insgesamt gut', 'Nette Gruppe und wunderschöne Orte. Ein, zwei Hotels lagen unter den Erwartungen, aber {coordinator} hat alles mit einem Lächeln gelöst.'],
    ],
    negative: [
      ['Nicht ganz meins', 'Ich hatte mehr Freizeit erwartet. Einige Aktivitäten fielen wegen des Wetters aus; {place} war trotzdem wunderschön.'],
    ],
  },
};

export const coordinatorBio = {
  tagline: {
    it: ['Il mio posto felice è sempre il prossimo', 'Zaino leggero, sorriso pesante', 'Mi innamoro dei luoghi e delle persone', 'Ogni gruppo è una piccola famiglia', 'Sempre in cerca di un tramonto'],
    en: ['My happy place is always the next one', 'Light pack, big smile', 'I fall in love with places and people', 'Every group is a small family', 'Always chasing a sunset'],
    es: ['Mi lugar feliz siempre es el siguiente', 'Mochila ligera, sonrisa grande', 'Me enamoro de los lugares y de la gente', 'Cada grupo es una pequeña familia', 'Siempre buscando un atardecer'],
    fr: ['Mon endroit préféré, c’est toujours le prochain', 'Sac léger, grand sourire', 'Je tombe {g:amoureux|amoureuse} des lieux et des gens', 'Chaque groupe est une petite famille', 'Toujours à la recherche d’un coucher de soleil'],
    de: ['Mein Lieblingsort ist immer der nächste', 'Leichter Rucksack, breites Lächeln', 'Ich verliebe mich in Orte und Menschen', 'Jede Gruppe ist eine kleine Familie', 'Immer auf der Jagd nach dem Sonnenuntergang'],
  },
  body: {
    it: '<p>Sono {name}, vivo a {city} e coordino viaggi Caravan dal {since}. Finora ho accompagnato {trips} gruppi, soprattutto in {areas}.</p><p>Nella vita di tutti i giorni mi occupo di {job}; in viaggio mi trovi sempre in prima fila per {passion}. Parlo {languages}.</p><p>Il mio obiettivo? Che a fine viaggio il gruppo non voglia più tornare a casa.</p>',
    en: '<p>I’m {name}, I live in {city} and I have been a Caravan coordinator since {since}. So far I have led {trips} groups, mostly in {areas}.</p><p>In everyday life I work in {job}; on the road you’ll always find me first in line for {passion}. I speak {languages}.</p><p>My goal? That by the end of the trip nobody wants to go home.</p>',
    es: '<p>Soy {name}, vivo en {city} y coordino viajes Caravan desde {since}. Hasta ahora he acompañado a {trips} grupos, sobre todo en {areas}.</p><p>En el día a día trabajo en {job}; de viaje siempre me encontrarás en primera fila para {passion}. Hablo {languages}.</p><p>¿Mi objetivo? Que al final del viaje nadie quiera volver a casa.</p>',
    fr: '<p>Je suis {name}, je vis à {city} et je coordonne des voyages Caravan depuis {since}. J’ai accompagné {trips} groupes jusqu’ici, surtout en {areas}.</p><p>Au quotidien je travaille dans {job} ; en voyage, tu me trouveras toujours au premier rang pour {passion}. Je parle {languages}.</p><p>Mon objectif ? Qu’à la fin du voyage, personne n’ait envie de rentrer.</p>',
    de: '<p>Ich bin {name}, lebe in {city} und bin seit {since} {g:Caravan-Coordinator|Caravan-Coordinatorin}. Bisher habe ich {trips} Gruppen begleitet, vor allem in {areas}.</p><p>Im Alltag arbeite ich im Bereich {job}; auf Reisen bin ich immer vorne dabei, wenn es um {passion} geht. Ich spreche {languages}.</p><p>Mein Ziel? Dass am Ende der Reise niemand nach Hause will.</p>',
  },
  jobs: {
    it: ['comunicazione', 'architettura', 'fotografia', 'insegnamento', 'ingegneria', 'marketing', 'sanità', 'ristorazione'],
    en: ['communications', 'architecture', 'photography', 'teaching', 'engineering', 'marketing', 'healthcare', 'hospitality'],
    es: ['comunicación', 'arquitectura', 'fotografía', 'enseñanza', 'ingeniería', 'marketing', 'sanidad', 'hostelería'],
    fr: ['la communication', 'l’architecture', 'la photographie', 'l’enseignement', 'l’ingénierie', 'le marketing', 'la santé', 'la restauration'],
    de: ['Kommunikation', 'Architektur', 'Fotografie', 'Bildung', 'Ingenieurwesen', 'Marketing', 'Gesundheitswesen', 'Gastronomie'],
  },
  passions: {
    it: ['le albe in montagna', 'il cibo di strada', 'le foto di gruppo', 'i tuffi dagli scogli', 'le chiacchiere sotto le stelle', 'i mercati locali'],
    en: ['mountain sunrises', 'street food', 'group photos', 'jumping off rocks into the sea', 'late-night chats under the stars', 'local markets'],
    es: ['los amaneceres en la montaña', 'la comida callejera', 'las fotos de grupo', 'los chapuzones desde las rocas', 'las charlas bajo las estrellas', 'los mercados locales'],
    fr: ['les levers de soleil en montagne', 'la street food', 'les photos de groupe', 'les plongeons depuis les rochers', 'les discussions sous les étoiles', 'les marchés locaux'],
    de: ['Sonnenaufgänge in den Bergen', 'Streetfood', 'Gruppenfotos', 'Sprünge vom Felsen ins Meer', 'Gespräche unter dem Sternenhimmel', 'lokale Märkte'],
  },
  languageNames: {
    it: { it: 'italiano', en: 'inglese', es: 'spagnolo', fr: 'francese', de: 'tedesco' },
    en: { it: 'Italian', en: 'English', es: 'Spanish', fr: 'French', de: 'German' },
    es: { it: 'italiano', en: 'inglés', es: 'español', fr: 'francés', de: 'alemán' },
    fr: { it: 'italien', en: 'anglais', es: 'espagnol', fr: 'français', de: 'allemand' },
    de: { it: 'Italienisch', en: 'Englisch', es: 'Spanisch', fr: 'Französisch', de: 'Deutsch' },
  },
};

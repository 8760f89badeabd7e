// FAQ phrase banks of the seed (general, itinerary, destination, where we sleep), per language.

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
    ['Qui seront mes compagnons de voyage ?', 'Des personnes de 25 à 49 ans, souvent pour leur premier voyage en groupe et presque toujours parties seules. Avant le départ, vous rejoignez la discussion du groupe pour faire connaissance.'],
    ['Puis-je partir seul ou seule ?', 'Bien sûr : c’est ainsi que partent la plupart des voyageurs Caravan. Vous partagez votre chambre avec une personne du même genre, ou vous choisissez la chambre privée quand elle est disponible.'],
    ['Jusqu’à quand puis-je annuler gratuitement ?', 'Jusqu’à 31 jours avant le départ. Avec l’option Annulation Flexible, vous pouvez annuler gratuitement jusqu’à 8 jours avant.'],
    ['Quand faut-il payer le solde ?', 'Le solde est dû 31 jours avant le départ. Si vous réservez avec un acompte, vous ne payez que la première partie maintenant.'],
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
      fr: 'Cela dépend de votre passeport : vérifiez les conditions sur le site officiel de votre pays avant de réserver les vols. Le passeport doit être valable encore au moins 6 mois.',
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

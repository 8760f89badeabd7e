// Review pools and coordinator bios of the seed, per language.

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
    fr: '<p>Je suis {name}, je vis à {city} et je coordonne des voyages Caravan depuis {since}. J’ai accompagné {trips} groupes jusqu’ici, surtout en {areas}.</p><p>Au quotidien je travaille dans {job} ; en voyage, vous me trouverez toujours au premier rang pour {passion}. Je parle {languages}.</p><p>Mon objectif ? Qu’à la fin du voyage, personne n’ait envie de rentrer.</p>',
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

import type { CharacterResources } from './en';

const fr: CharacterResources = {
  character: {
    title: 'À quoi ressemble le voyage',
    moods: 'Ambiance du voyage',
    moodShare: '{{mood}} : {{percent}}',
    effort: 'Effort physique',
    effortLevel: 'Niveau {{level}} sur 5',
    effortLevels: {
      l1: { name: 'Facile', line: 'Courtes balades sur un terrain presque toujours plat : accessible à toute personne en bonne santé.' },
      l2: { name: 'Modéré', line: 'Marches de 3 heures maximum par jour et quelques escaliers : une condition physique de base suffit.' },
      l3: { name: 'Actif', line: 'Journées entières en mouvement et randonnées de 3 à 5 heures sur des sentiers irréguliers : une activité sportive régulière aide.' },
      l4: { name: 'Exigeant', line: 'Treks de 5 à 7 heures par jour avec des montées, parfois en altitude : entraînez-vous quelques semaines avant le départ.' },
      l5: { name: 'Très exigeant', line: 'Plusieurs longues journées d’affilée sur des sentiers raides ou en haute altitude : bonne condition physique et expérience du trek indispensables.' },
    },
    group: 'Le groupe',
    groupOf: 'Départ du {{date}}',
    booked: 'Déjà inscrits',
    travellers_one: '{{count}} voyageur',
    travellers_other: '{{count}} voyageurs',
    ages: 'Âges',
    agesRange: '{{from}}–{{to}} ans',
    agesFrom: '{{from}} ans et plus',
    firstTimers: 'À leur premier voyage en groupe',
    languages: 'Langues parlées',
    tooFew_one: 'Les âges, les premiers voyages et les langues s’affichent dès que {{count}} voyageur a réservé.',
    tooFew_other: 'Les âges, les premiers voyages et les langues s’affichent dès que {{count}} voyageurs ont réservé.',
    rule_one: 'Données agrégées et anonymes, affichées à partir de {{count}} voyageur inscrit.',
    rule_other: 'Données agrégées et anonymes, affichées à partir de {{count}} voyageurs inscrits.',
    calendar: {
      hint: 'Les flèches passent d’un jour à l’autre, Début et Fin vont au début et à la fin de la semaine, Page précédente et Page suivante changent de mois ; Entrée ouvre le départ.',
      departure: '{{date}}, départ : {{status}}, {{price}}',
      moreDepartures_one: '{{count}} autre départ ce jour-là',
      moreDepartures_other: '{{count}} autres départs ce jour-là',
      thisDeparture: 'le départ de cette page',
      legend: 'Légende du calendrier',
      showing: 'Affichage : {{months}}',
      noScript: 'Le calendrier nécessite JavaScript : toutes les dates sont dans la liste des départs.',
    },
  },
};

export default fr;

import type { WemeetResources } from './en';

const fr: WemeetResources = {
  wemeet: {
    allEvents: 'Tous les événements',
    open: 'Voir l’événement',
    when: 'Quand',
    where: 'Où',
    what: 'Au programme',
    organiser: 'Organisateur',
    places: 'Places',
    price: 'Prix',
    localTime: 'heure locale de {{city}}',
    placesLeft_one: '{{count}} place libre sur {{max}}',
    placesLeft_other: '{{count}} places libres sur {{max}}',
    full: 'Complet : plus aucune place',
    past: 'Cet événement a déjà eu lieu.',
    join: {
      title: 'Réservez votre place',
      lead: 'Inscrivez-vous avec votre nom et votre e-mail : nous vous envoyons une confirmation avec les détails.',
      name: 'Votre nom',
      email: 'E-mail',
      consent: 'J’accepte que Caravan conserve mon nom et mon e-mail pour gérer cette inscription et m’envoie la confirmation.',
      submit: 'Réserver ma place',
      payOnSite: 'Le prix se règle le jour même, sur place.',
      done: 'C’est fait ! Nous vous avons envoyé la confirmation par e-mail.',
    },
    errors: {
      title: 'L’inscription n’a pas abouti',
      full: 'Cet événement est complet : il n’y a plus de place.',
      past: 'Cet événement a déjà eu lieu : les inscriptions sont closes.',
      duplicate: 'Cette adresse e-mail est déjà inscrite à cet événement.',
      name: 'Indiquez votre nom (80 caractères au plus).',
      email: 'Indiquez une adresse e-mail valide.',
      consent: 'Cochez la case pour accepter, sinon nous ne pouvons pas vous inscrire.',
      limited: 'Trop d’inscriptions depuis votre connexion : réessayez dans une minute.',
      invalid: 'Nous n’avons pas pu lire le formulaire : rechargez la page et réessayez.',
    },
    email: {
      subject: 'Vous êtes inscrit : {{title}}',
      intro: 'Bonjour {{name}}, votre place est réservée.',
      when: 'Quand : {{when}}',
      where: 'Où : {{where}}',
      price: 'Prix : {{price}}, à régler le jour même',
      link: 'L’événement : {{url}}',
      outro: 'Si vous ne pouvez pas venir, répondez à cet e-mail pour que quelqu’un d’autre prenne votre place.',
    },
  },
};

export default fr;

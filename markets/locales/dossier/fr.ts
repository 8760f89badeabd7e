import type { DossierResources } from './en';

const fr: DossierResources = {
  dossier: {
    title: 'Carnet de voyage',
    lead: 'Tout sur ce départ en une seule page : imprimez-la ou enregistrez-la en PDF.',
    print: 'Imprimer',
    back: 'Retour au départ',
    link: 'Carnet de voyage à imprimer',
    facts: 'L’essentiel',
    dates: 'Dates',
    status: 'Statut',
    code: 'Code du départ',
    itinerary: 'Jour par jour',
    payment: 'Échéancier de paiement',
    practical: 'Infos pratiques',
    flights: 'Vols',
    flightsNone: 'Les vols ne sont pas inclus.',
    insurance: 'Assurance',
    cancellation: 'Annulation',
    balanceRule: 'Le solde est à régler 31 jours avant le départ.',
    moneyPot: 'Cagnotte commune',
    room: 'Chambre',
    coordinatorSoon: 'Nous vous présenterons bientôt la personne qui accompagnera le voyage.',
    asOf: 'Prix et disponibilités au {{date}}.',
    plan: {
      price: 'Prix par personne',
      deposit: 'Acompte',
      depositValue: '{{price}} à la réservation, possible jusqu’au {{date}}',
      balance: 'Solde',
      balanceValue: '{{price}} avant le {{date}}',
      atBooking: 'Paiement',
    },
  },
};

export default fr;

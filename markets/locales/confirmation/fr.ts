import type { ConfirmationResources } from './en';

const fr: ConfirmationResources = {
  confirmation: {
    safeToBook: 'Départ confirmé : tu peux réserver tes vols',
    booked: '{{booked}} voyageurs inscrits sur les {{needed}} nécessaires',
    deadline: 'Confirmé ou annulé au plus tard le {{date}} : attends avant d’acheter tes vols',
    deadlineDue: 'La décision tombe dans les prochains jours : attends avant d’acheter tes vols',
  },
};

export default fr;

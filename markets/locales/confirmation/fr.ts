import type { ConfirmationResources } from './en';

const fr: ConfirmationResources = {
  confirmation: {
    safeToBook: 'Départ confirmé : vous pouvez réserver vos vols',
    booked: '{{booked}} voyageurs inscrits sur les {{needed}} nécessaires',
    deadline: 'Confirmé ou annulé au plus tard le {{date}} : attendez avant d’acheter vos vols',
    deadlineDue: 'La décision tombe dans les prochains jours : attendez avant d’acheter vos vols',
  },
};

export default fr;

import type { ConfirmationResources } from './en';

const de: ConfirmationResources = {
  confirmation: {
    safeToBook: 'Abreise bestätigt: Du kannst deine Flüge buchen',
    booked: '{{booked}} von {{needed}} nötigen Reisenden haben gebucht',
    deadline: 'Bestätigung oder Absage bis zum {{date}}: warte damit, Flüge zu kaufen',
    deadlineDue: 'Die Entscheidung fällt in den nächsten Tagen: warte damit, Flüge zu kaufen',
  },
};

export default de;

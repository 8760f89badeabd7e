import type { ConfirmationResources } from './en';

const it: ConfirmationResources = {
  confirmation: {
    safeToBook: 'Partenza confermata: puoi prenotare i voli',
    booked: 'Prenotati {{booked}} dei {{needed}} viaggiatori necessari',
    deadline: 'Conferma o annullamento entro il {{date}}: aspetta prima di comprare i voli',
    deadlineDue: 'La conferma è attesa a giorni: aspetta prima di comprare i voli',
  },
};

export default it;

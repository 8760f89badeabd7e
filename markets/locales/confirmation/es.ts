import type { ConfirmationResources } from './en';

const es: ConfirmationResources = {
  confirmation: {
    safeToBook: 'Salida confirmada: ya puedes reservar los vuelos',
    booked: 'Han reservado {{booked}} de los {{needed}} viajeros necesarios',
    deadline: 'Se confirma o se cancela antes del {{date}}: espera antes de comprar los vuelos',
    deadlineDue: 'La decisión llegará en unos días: espera antes de comprar los vuelos',
  },
};

export default es;

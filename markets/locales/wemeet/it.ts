import type { WemeetResources } from './en';

const it: WemeetResources = {
  wemeet: {
    allEvents: 'Tutti gli eventi',
    open: 'Vedi l’evento',
    when: 'Quando',
    where: 'Dove',
    what: 'Cosa si fa',
    organiser: 'Organizzatore',
    places: 'Posti',
    price: 'Prezzo',
    localTime: 'ora locale di {{city}}',
    placesLeft_one: '{{count}} posto libero su {{max}}',
    placesLeft_other: '{{count}} posti liberi su {{max}}',
    full: 'Completo: nessun posto libero',
    past: 'Questo evento si è già svolto.',
    join: {
      title: 'Prenota il tuo posto',
      lead: 'Iscriviti con nome ed email: ti mandiamo una conferma con tutti i dettagli.',
      name: 'Il tuo nome',
      email: 'Email',
      consent: 'Accetto che Caravan conservi nome ed email per gestire questa iscrizione e mi mandi la conferma.',
      submit: 'Prenota il posto',
      payOnSite: 'La quota si paga il giorno stesso, all’evento.',
      done: 'Ci sei! Ti abbiamo mandato la conferma per email.',
    },
    errors: {
      title: 'L’iscrizione non è andata a buon fine',
      full: 'Questo evento è completo: non ci sono più posti.',
      past: 'Questo evento si è già svolto: le iscrizioni sono chiuse.',
      duplicate: 'Questa email è già iscritta a questo evento.',
      name: 'Scrivi il tuo nome (massimo 80 caratteri).',
      email: 'Scrivi un indirizzo email valido.',
      consent: 'Spunta la casella per accettare, altrimenti non possiamo iscriverti.',
      limited: 'Troppe iscrizioni dalla tua connessione: riprova tra un minuto.',
      invalid: 'Non siamo riusciti a leggere il modulo: ricarica la pagina e riprova.',
    },
    email: {
      subject: 'Sei iscritto: {{title}}',
      intro: 'Ciao {{name}}, il tuo posto è prenotato.',
      when: 'Quando: {{when}}',
      where: 'Dove: {{where}}',
      price: 'Quota: {{price}}, da pagare il giorno stesso',
      link: 'L’evento: {{url}}',
      outro: 'Se non puoi venire, rispondi a questa email così il posto passa a qualcun altro.',
    },
  },
};

export default it;

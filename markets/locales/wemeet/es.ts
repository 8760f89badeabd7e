import type { WemeetResources } from './en';

const es: WemeetResources = {
  wemeet: {
    allEvents: 'Todos los eventos',
    open: 'Ver el evento',
    when: 'Cuándo',
    where: 'Dónde',
    what: 'Qué se hace',
    organiser: 'Organizador',
    places: 'Plazas',
    price: 'Precio',
    localTime: 'hora local de {{city}}',
    placesLeft_one: 'Queda {{count}} plaza de {{max}}',
    placesLeft_other: 'Quedan {{count}} plazas de {{max}}',
    full: 'Completo: no quedan plazas',
    past: 'Este evento ya se celebró.',
    join: {
      title: 'Reserva tu plaza',
      lead: 'Apúntate con tu nombre y tu email: te enviamos una confirmación con los detalles.',
      name: 'Tu nombre',
      email: 'Email',
      consent: 'Acepto que Caravan guarde mi nombre y mi email para gestionar esta inscripción y me envíe la confirmación.',
      submit: 'Reservar mi plaza',
      payOnSite: 'El precio se paga el mismo día, en el evento.',
      done: '¡Ya estás dentro! Te hemos enviado la confirmación por email.',
    },
    errors: {
      title: 'La inscripción no se ha completado',
      full: 'Este evento está completo: no quedan plazas.',
      past: 'Este evento ya se celebró: las inscripciones están cerradas.',
      duplicate: 'Este email ya está apuntado a este evento.',
      name: 'Escribe tu nombre (hasta 80 caracteres).',
      email: 'Escribe una dirección de email válida.',
      consent: 'Marca la casilla para aceptar; si no, no podemos apuntarte.',
      limited: 'Demasiadas inscripciones desde tu conexión: vuelve a intentarlo en un minuto.',
      invalid: 'No hemos podido leer el formulario: recarga la página y vuelve a intentarlo.',
    },
    email: {
      subject: 'Estás apuntado: {{title}}',
      intro: 'Hola, {{name}}: tu plaza está reservada.',
      when: 'Cuándo: {{when}}',
      where: 'Dónde: {{where}}',
      price: 'Precio: {{price}}, se paga el mismo día',
      link: 'El evento: {{url}}',
      outro: 'Si no puedes venir, responde a este email para que otra persona ocupe tu plaza.',
    },
  },
};

export default es;

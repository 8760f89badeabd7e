import type { CharacterResources } from './en';

const es: CharacterResources = {
  character: {
    title: 'Cómo es el viaje',
    moods: 'Estilo del viaje',
    moodShare: '{{mood}}: {{percent}}',
    effort: 'Esfuerzo físico',
    effortLevel: 'Nivel {{level}} de 5',
    effortLevels: {
      l1: { name: 'Fácil', line: 'Paseos cortos por terreno casi siempre llano: apto para cualquier persona con buena salud.' },
      l2: { name: 'Moderado', line: 'Caminatas de hasta 3 horas al día y algunas escaleras: basta con una forma física básica.' },
      l3: { name: 'Activo', line: 'Jornadas enteras en movimiento y excursiones de 3 a 5 horas por senderos irregulares: ayuda hacer deporte con regularidad.' },
      l4: { name: 'Exigente', line: 'Trekkings de 5 a 7 horas al día con subidas, a veces en altura: entrena unas semanas antes de salir.' },
      l5: { name: 'Muy exigente', line: 'Varios días seguidos por senderos empinados o de alta montaña: necesitas buena forma física y experiencia en trekking.' },
    },
    group: 'El grupo',
    groupOf: 'Salida del {{date}}',
    booked: 'Reservas hasta ahora',
    travellers_one: '{{count}} viajero',
    travellers_other: '{{count}} viajeros',
    ages: 'Edades',
    agesRange: '{{from}}–{{to}} años',
    agesFrom: 'a partir de {{from}} años',
    firstTimers: 'En su primer viaje en grupo',
    languages: 'Idiomas que se hablan',
    tooFew_one: 'Las edades, los primerizos y los idiomas aparecen cuando ha reservado al menos {{count}} viajero.',
    tooFew_other: 'Las edades, los primerizos y los idiomas aparecen cuando han reservado al menos {{count}} viajeros.',
    rule_one: 'Datos agregados y anónimos, visibles con al menos {{count}} viajero con reserva.',
    rule_other: 'Datos agregados y anónimos, visibles con al menos {{count}} viajeros con reserva.',
    calendar: {
      hint: 'Con las flechas pasas de un día a otro, Inicio y Fin llevan al principio y al final de la semana, Re Pág y Av Pág cambian de mes; Intro abre la salida.',
      departure: '{{date}}, salida: {{status}}, {{price}}',
      moreDepartures_one: 'Ese día hay {{count}} salida más',
      moreDepartures_other: 'Ese día hay {{count}} salidas más',
      thisDeparture: 'la salida de esta página',
      legend: 'Leyenda del calendario',
      showing: 'Estás viendo {{months}}',
      noScript: 'El calendario necesita JavaScript: todas las fechas están en la lista de salidas.',
    },
  },
};

export default es;

import type { SearchWaitResources } from './en';

const es: SearchWaitResources = {
  searchWait: {
    monthKept: 'Los viajes de fin de semana duran como máximo 4 días: te mostramos viajes de {{length}} que salen en {{month}}.',
    durationCleared: 'Los viajes de fin de semana duran como máximo 4 días: la duración ahora es “cualquier duración”.',
    aiBusy: 'Leyendo tu petición…',
    aiFailed: 'La búsqueda con IA no ha respondido. Tu petición sigue aquí.',
    lookupFailed: 'Los destinos no se han cargado. Aun así puedes buscar las palabras escritas.',
    retry: 'Reintentar',
  },
};

export default es;

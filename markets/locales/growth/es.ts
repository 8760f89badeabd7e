import type { GrowthResources } from './en';

const es: GrowthResources = {
  growth: {
    allInEstimate: 'Estimación todo incluido: {{amount}}',
    allInParts: 'viaje, fondo común y vuelo más barato',
    allInNote: 'Para esta salida, por persona, sin opciones.',
    switchTargetInvalid: 'Esta dirección no es una de nuestras tiendas.',
  },
};

export default es;

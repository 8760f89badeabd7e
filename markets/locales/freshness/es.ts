import type { FreshnessResources } from './en';

const es: FreshnessResources = {
  freshness: {
    at: 'Disponibilidad y precios a las {{time}}',
    ago: 'Disponibilidad y precios actualizados {{ago}}',
    now: 'Disponibilidad y precios actualizados ahora mismo',
    unverified: 'La disponibilidad y los precios pueden haber cambiado: los estamos comprobando',
    changed_one: 'Actualizado: ha cambiado {{count}} salida',
    changed_other: 'Actualizado: han cambiado {{count}} salidas',
  },
};

export default es;

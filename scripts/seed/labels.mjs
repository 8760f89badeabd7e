/** Labels of the codes used by filters, per language. */
const L = (it, en, es, fr, de) => ({ it, en, es, fr, de });

export const labelKinds = {
  travel_style: {
    ADVENTURE: L('Avventura', 'Adventure', 'Aventura', 'Aventure', 'Abenteuer'),
    CLASSIC: L('Classico', 'Classic', 'Clásico', 'Classique', 'Klassisch'),
    BEACH: L('Mare', 'Beach', 'Playa', 'Plage', 'Strand'),
    NATURE: L('Natura', 'Nature', 'Naturaleza', 'Nature', 'Natur'),
    CITY: L('Città', 'City', 'Ciudad', 'Ville', 'Stadt'),
    TREKKING: L('Trekking', 'Trekking', 'Trekking', 'Randonnée', 'Trekking'),
  },
  travel_type: {
    TOUR: L('Tour', 'Tour', 'Circuito', 'Circuit', 'Rundreise'),
    ROAD_TRIP: L('On the road', 'Road trip', 'Por carretera', 'En van', 'Roadtrip'),
    SAILING: L('In barca', 'By boat', 'En barco', 'En bateau', 'Mit dem Boot'),
    TREK: L('Trekking', 'Trek', 'Trek', 'Trek', 'Trek'),
    WEEKEND: L('Weekend', 'Weekend', 'Fin de semana', 'Week-end', 'Wochenende'),
    SAFARI: L('Safari', 'Safari', 'Safari', 'Safari', 'Safari'),
  },
  cost_center: {
    DISCOVERY: L('Scoperta', 'Discovery', 'Descubrimiento', 'Découverte', 'Entdeckung'),
    EXPLORER: L('Esplorazione', 'Explorer', 'Exploración', 'Exploration', 'Entdecker'),
    SUMMER: L('Sole e mare', 'Sun and sea', 'Sol y mar', 'Soleil et mer', 'Sonne und Meer'),
    WEEKEND: L('Fughe brevi', 'Short breaks', 'Escapadas', 'Escapades', 'Kurztrips'),
    EXPEDITION: L('Spedizioni', 'Expeditions', 'Expediciones', 'Expéditions', 'Expeditionen'),
  },
  mood: {
    NATURE: L('Natura', 'Nature', 'Naturaleza', 'Nature', 'Natur'),
    RELAX: L('Relax', 'Relax', 'Relax', 'Détente', 'Entspannung'),
    HISTORY: L('Storia', 'History', 'Historia', 'Histoire', 'Geschichte'),
    CULTURE: L('Cultura', 'Culture', 'Cultura', 'Culture', 'Kultur'),
    PARTY: L('Festa', 'Party', 'Fiesta', 'Fête', 'Party'),
  },
  age_range: {
    '25-35': L('25-35 anni', '25-35 years', '25-35 años', '25-35 ans', '25-35 Jahre'),
    '35-49': L('35+ anni', '35+ years', '35+ años', '35+ ans', '35+ Jahre'),
    ALL: L('25-49 anni', '25-49 years', '25-49 años', '25-49 ans', '25-49 Jahre'),
  },
};

export const badges = [
  { id: 1, code: 'NEW', color: '#2f80ed', labels: L('Novità', 'New', 'Nuevo', 'Nouveau', 'Neu') },
  { id: 2, code: 'HOT', color: '#eb5757', labels: L('Più richiesto', 'Hot', 'Lo más buscado', 'Tendance', 'Beliebt') },
  { id: 3, code: 'SAFE', color: '#27ae60', labels: L('Sicuro', 'Safe', 'Seguro', 'Sûr', 'Sicher') },
  { id: 4, code: 'BEST_SELLER', color: '#f2994a', labels: L('Best seller', 'Best seller', 'Más vendido', 'Best-seller', 'Bestseller') },
];

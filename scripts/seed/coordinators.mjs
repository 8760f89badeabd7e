/** Coordinators: who they are; bios are composed in catalogue.mjs from phrases.mjs. */
const C = (firstName, lastName, gender, city, languages, areas, hair, skin) => ({ firstName, lastName, gender, city, languages, areas, hair, skin });

export const coordinatorDefinitions = [
  C('Giulia', 'Ferri', 'female', 'Milano', ['it', 'en', 'es'], ['asia', 'europe'], '#3b2219', '#e8b89a'),
  C('Marco', 'Rinaldi', 'male', 'Bologna', ['it', 'en'], ['south-america', 'north-america'], '#1d1d1d', '#d9a27e'),
  C('Sofia', 'Marchetti', 'female', 'Roma', ['it', 'en', 'fr'], ['africa', 'europe'], '#7a4a22', '#f0c8a8'),
  C('Andrea', 'Colombo', 'male', 'Torino', ['it', 'en', 'de'], ['europe', 'antarctica'], '#5a3a1a', '#e2b08c'),
  C('Chiara', 'Esposito', 'female', 'Napoli', ['it', 'en', 'es'], ['asia', 'oceania'], '#2a160c', '#d49a74'),
  C('Lorenzo', 'Galli', 'male', 'Firenze', ['it', 'en'], ['africa', 'asia'], '#3d2b1f', '#c98f6b'),
  C('Elena', 'Moretti', 'female', 'Verona', ['it', 'de', 'en'], ['europe', 'north-america'], '#b9823f', '#f3d1b5'),
  C('Tommaso', 'Greco', 'male', 'Bari', ['it', 'en', 'es'], ['south-america', 'oceania'], '#141414', '#b97c58'),
  C('Lucía', 'Navarro', 'female', 'Madrid', ['es', 'en', 'it'], ['south-america', 'north-america'], '#241309', '#d8a07c'),
  C('Javier', 'Ortega', 'male', 'Barcelona', ['es', 'en', 'fr'], ['asia', 'africa'], '#2b1a10', '#c48a64'),
  C('Carmen', 'Ruiz', 'female', 'Sevilla', ['es', 'en'], ['europe', 'africa'], '#130b07', '#c9916c'),
  C('Diego', 'Morales', 'male', 'Valencia', ['es', 'en', 'it'], ['oceania', 'asia'], '#3a2314', '#d29b77'),
  C('Camille', 'Laurent', 'female', 'Lyon', ['fr', 'en', 'es'], ['africa', 'asia'], '#6b3e1e', '#f1cdb0'),
  C('Antoine', 'Moreau', 'male', 'Paris', ['fr', 'en'], ['north-america', 'europe'], '#2d1f14', '#e6b594'),
  C('Chloé', 'Girard', 'female', 'Bordeaux', ['fr', 'en', 'it'], ['oceania', 'south-america'], '#a8743c', '#f4d6bd'),
  C('Julien', 'Fontaine', 'male', 'Marseille', ['fr', 'en', 'es'], ['africa', 'antarctica'], '#1b120c', '#b8805c'),
  C('Lena', 'Becker', 'female', 'Berlin', ['de', 'en'], ['europe', 'asia'], '#c49a5a', '#f5dcc6'),
  C('Jonas', 'Schneider', 'male', 'München', ['de', 'en', 'it'], ['europe', 'antarctica'], '#6e4a2a', '#eec3a3'),
  C('Anna', 'Hoffmann', 'female', 'Hamburg', ['de', 'en', 'fr'], ['north-america', 'oceania'], '#4a2e1a', '#e9bd9c'),
  C('Felix', 'Wagner', 'male', 'Köln', ['de', 'en', 'es'], ['south-america', 'africa'], '#241810', '#cf9770'),
  C('Emily', 'Carter', 'female', 'London', ['en', 'fr'], ['asia', 'europe'], '#8c5a2b', '#f2cfb3'),
  C('Daniel', 'Okafor', 'male', 'Manchester', ['en', 'it'], ['africa', 'north-america'], '#0f0a08', '#7a4b30'),
  C('Priya', 'Sharma', 'female', 'Bristol', ['en', 'de'], ['asia', 'oceania'], '#0d0907', '#a8704c'),
  C('Matías', 'Fernández', 'male', 'Buenos Aires', ['es', 'en', 'it'], ['south-america', 'antarctica'], '#20150e', '#c08660'),
];

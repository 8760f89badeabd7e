/** Continents and countries (ISO 3166 alpha-3/alpha-2) with names in the five languages. */

export const continents = [
  { id: 1, code: 'asia', names: { it: 'Asia', en: 'Asia', es: 'Asia', fr: 'Asie', de: 'Asien' } },
  { id: 2, code: 'europe', names: { it: 'Europa', en: 'Europe', es: 'Europa', fr: 'Europe', de: 'Europa' } },
  { id: 3, code: 'africa', names: { it: 'Africa', en: 'Africa', es: 'África', fr: 'Afrique', de: 'Afrika' } },
  { id: 4, code: 'north-america', names: { it: 'Nord America', en: 'North America', es: 'América del Norte', fr: 'Amérique du Nord', de: 'Nordamerika' } },
  { id: 5, code: 'south-america', names: { it: 'Sud America', en: 'South America', es: 'América del Sur', fr: 'Amérique du Sud', de: 'Südamerika' } },
  { id: 6, code: 'oceania', names: { it: 'Oceania', en: 'Oceania', es: 'Oceanía', fr: 'Océanie', de: 'Ozeanien' } },
  { id: 7, code: 'antarctica', names: { it: 'Antartide', en: 'Antarctica', es: 'Antártida', fr: 'Antarctique', de: 'Antarktis' } },
];

const c = (iso3, iso2, continent, it, en, es, fr, de) => ({ iso3, iso2, continent, names: { it, en, es, fr, de } });

export const countries = [
  // Asia
  c('JPN', 'JP', 'asia', 'Giappone', 'Japan', 'Japón', 'Japon', 'Japan'),
  c('IND', 'IN', 'asia', 'India', 'India', 'India', 'Inde', 'Indien'),
  c('NPL', 'NP', 'asia', 'Nepal', 'Nepal', 'Nepal', 'Népal', 'Nepal'),
  c('LKA', 'LK', 'asia', 'Sri Lanka', 'Sri Lanka', 'Sri Lanka', 'Sri Lanka', 'Sri Lanka'),
  c('THA', 'TH', 'asia', 'Thailandia', 'Thailand', 'Tailandia', 'Thaïlande', 'Thailand'),
  c('VNM', 'VN', 'asia', 'Vietnam', 'Vietnam', 'Vietnam', 'Viêt Nam', 'Vietnam'),
  c('KHM', 'KH', 'asia', 'Cambogia', 'Cambodia', 'Camboya', 'Cambodge', 'Kambodscha'),
  c('LAO', 'LA', 'asia', 'Laos', 'Laos', 'Laos', 'Laos', 'Laos'),
  c('IDN', 'ID', 'asia', 'Indonesia', 'Indonesia', 'Indonesia', 'Indonésie', 'Indonesien'),
  c('PHL', 'PH', 'asia', 'Filippine', 'Philippines', 'Filipinas', 'Philippines', 'Philippinen'),
  c('MYS', 'MY', 'asia', 'Malesia', 'Malaysia', 'Malasia', 'Malaisie', 'Malaysia'),
  c('JOR', 'JO', 'asia', 'Giordania', 'Jordan', 'Jordania', 'Jordanie', 'Jordanien'),
  c('UZB', 'UZ', 'asia', 'Uzbekistan', 'Uzbekistan', 'Uzbekistán', 'Ouzbékistan', 'Usbekistan'),
  c('MNG', 'MN', 'asia', 'Mongolia', 'Mongolia', 'Mongolia', 'Mongolie', 'Mongolei'),
  c('KOR', 'KR', 'asia', 'Corea del Sud', 'South Korea', 'Corea del Sur', 'Corée du Sud', 'Südkorea'),
  c('MDV', 'MV', 'asia', 'Maldive', 'Maldives', 'Maldivas', 'Maldives', 'Malediven'),
  c('OMN', 'OM', 'asia', 'Oman', 'Oman', 'Omán', 'Oman', 'Oman'),
  c('ARE', 'AE', 'asia', 'Emirati Arabi Uniti', 'United Arab Emirates', 'Emiratos Árabes Unidos', 'Émirats arabes unis', 'Vereinigte Arabische Emirate'),
  c('KGZ', 'KG', 'asia', 'Kirghizistan', 'Kyrgyzstan', 'Kirguistán', 'Kirghizistan', 'Kirgisistan'),
  c('TUR', 'TR', 'asia', 'Turchia', 'Turkey', 'Turquía', 'Turquie', 'Türkei'),
  // Europe
  c('ISL', 'IS', 'europe', 'Islanda', 'Iceland', 'Islandia', 'Islande', 'Island'),
  c('NOR', 'NO', 'europe', 'Norvegia', 'Norway', 'Noruega', 'Norvège', 'Norwegen'),
  c('FIN', 'FI', 'europe', 'Finlandia', 'Finland', 'Finlandia', 'Finlande', 'Finnland'),
  c('GBR', 'GB', 'europe', 'Regno Unito', 'United Kingdom', 'Reino Unido', 'Royaume-Uni', 'Vereinigtes Königreich'),
  c('IRL', 'IE', 'europe', 'Irlanda', 'Ireland', 'Irlanda', 'Irlande', 'Irland'),
  c('PRT', 'PT', 'europe', 'Portogallo', 'Portugal', 'Portugal', 'Portugal', 'Portugal'),
  c('ESP', 'ES', 'europe', 'Spagna', 'Spain', 'España', 'Espagne', 'Spanien'),
  c('FRA', 'FR', 'europe', 'Francia', 'France', 'Francia', 'France', 'Frankreich'),
  c('ITA', 'IT', 'europe', 'Italia', 'Italy', 'Italia', 'Italie', 'Italien'),
  c('GRC', 'GR', 'europe', 'Grecia', 'Greece', 'Grecia', 'Grèce', 'Griechenland'),
  c('HRV', 'HR', 'europe', 'Croazia', 'Croatia', 'Croacia', 'Croatie', 'Kroatien'),
  c('MNE', 'ME', 'europe', 'Montenegro', 'Montenegro', 'Montenegro', 'Monténégro', 'Montenegro'),
  c('ALB', 'AL', 'europe', 'Albania', 'Albania', 'Albania', 'Albanie', 'Albanien'),
  c('GEO', 'GE', 'europe', 'Georgia', 'Georgia', 'Georgia', 'Géorgie', 'Georgien'),
  c('MLT', 'MT', 'europe', 'Malta', 'Malta', 'Malta', 'Malte', 'Malta'),
  c('ROU', 'RO', 'europe', 'Romania', 'Romania', 'Rumanía', 'Roumanie', 'Rumänien'),
  // Africa
  c('MAR', 'MA', 'africa', 'Marocco', 'Morocco', 'Marruecos', 'Maroc', 'Marokko'),
  c('EGY', 'EG', 'africa', 'Egitto', 'Egypt', 'Egipto', 'Égypte', 'Ägypten'),
  c('TZA', 'TZ', 'africa', 'Tanzania', 'Tanzania', 'Tanzania', 'Tanzanie', 'Tansania'),
  c('KEN', 'KE', 'africa', 'Kenya', 'Kenya', 'Kenia', 'Kenya', 'Kenia'),
  c('ZAF', 'ZA', 'africa', 'Sudafrica', 'South Africa', 'Sudáfrica', 'Afrique du Sud', 'Südafrika'),
  c('NAM', 'NA', 'africa', 'Namibia', 'Namibia', 'Namibia', 'Namibie', 'Namibia'),
  c('BWA', 'BW', 'africa', 'Botswana', 'Botswana', 'Botsuana', 'Botswana', 'Botswana'),
  c('ZWE', 'ZW', 'africa', 'Zimbabwe', 'Zimbabwe', 'Zimbabue', 'Zimbabwe', 'Simbabwe'),
  c('MDG', 'MG', 'africa', 'Madagascar', 'Madagascar', 'Madagascar', 'Madagascar', 'Madagaskar'),
  c('SEN', 'SN', 'africa', 'Senegal', 'Senegal', 'Senegal', 'Sénégal', 'Senegal'),
  c('TUN', 'TN', 'africa', 'Tunisia', 'Tunisia', 'Túnez', 'Tunisie', 'Tunesien'),
  c('CPV', 'CV', 'africa', 'Capo Verde', 'Cape Verde', 'Cabo Verde', 'Cap-Vert', 'Kap Verde'),
  // North and Central America, Caribbean
  c('USA', 'US', 'north-america', 'Stati Uniti', 'United States', 'Estados Unidos', 'États-Unis', 'USA'),
  c('CAN', 'CA', 'north-america', 'Canada', 'Canada', 'Canadá', 'Canada', 'Kanada'),
  c('MEX', 'MX', 'north-america', 'Messico', 'Mexico', 'México', 'Mexique', 'Mexiko'),
  c('CUB', 'CU', 'north-america', 'Cuba', 'Cuba', 'Cuba', 'Cuba', 'Kuba'),
  c('CRI', 'CR', 'north-america', 'Costa Rica', 'Costa Rica', 'Costa Rica', 'Costa Rica', 'Costa Rica'),
  c('GTM', 'GT', 'north-america', 'Guatemala', 'Guatemala', 'Guatemala', 'Guatemala', 'Guatemala'),
  c('BLZ', 'BZ', 'north-america', 'Belize', 'Belize', 'Belice', 'Belize', 'Belize'),
  c('PAN', 'PA', 'north-america', 'Panama', 'Panama', 'Panamá', 'Panama', 'Panama'),
  // South America
  c('PER', 'PE', 'south-america', 'Perù', 'Peru', 'Perú', 'Pérou', 'Peru'),
  c('BOL', 'BO', 'south-america', 'Bolivia', 'Bolivia', 'Bolivia', 'Bolivie', 'Bolivien'),
  c('CHL', 'CL', 'south-america', 'Cile', 'Chile', 'Chile', 'Chili', 'Chile'),
  c('ARG', 'AR', 'south-america', 'Argentina', 'Argentina', 'Argentina', 'Argentine', 'Argentinien'),
  c('BRA', 'BR', 'south-america', 'Brasile', 'Brazil', 'Brasil', 'Brésil', 'Brasilien'),
  c('COL', 'CO', 'south-america', 'Colombia', 'Colombia', 'Colombia', 'Colombie', 'Kolumbien'),
  c('ECU', 'EC', 'south-america', 'Ecuador', 'Ecuador', 'Ecuador', 'Équateur', 'Ecuador'),
  // Oceania
  c('AUS', 'AU', 'oceania', 'Australia', 'Australia', 'Australia', 'Australie', 'Australien'),
  c('NZL', 'NZ', 'oceania', 'Nuova Zelanda', 'New Zealand', 'Nueva Zelanda', 'Nouvelle-Zélande', 'Neuseeland'),
  c('FJI', 'FJ', 'oceania', 'Figi', 'Fiji', 'Fiyi', 'Fidji', 'Fidschi'),
  c('PYF', 'PF', 'oceania', 'Polinesia Francese', 'French Polynesia', 'Polinesia Francesa', 'Polynésie française', 'Französisch-Polynesien'),
  // Antarctica
  c('ATA', 'AQ', 'antarctica', 'Antartide', 'Antarctica', 'Antártida', 'Antarctique', 'Antarktis'),
].map((country, index) => ({ ...country, id: index + 1 }));

export const continentByCode = Object.fromEntries(continents.map((x) => [x.code, x]));
export const countryByIso3 = Object.fromEntries(countries.map((x) => [x.iso3, x]));

-- Catalogue: continents, countries, images, coordinators, travels, tours, reviews, periods.
-- Text that differs per language lives in *_translations tables keyed by (id, language).
-- Prices are integers in cents, one column per currency so price filters and sorts use an index.
-- Dates are ISO strings (YYYY-MM-DD), which sort and compare correctly as text.

CREATE TABLE continents (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,            -- asia, europe, africa, north-america, south-america, oceania, antarctica
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE continent_translations (
  continent_id INTEGER NOT NULL REFERENCES continents(id),
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (continent_id, language)
) WITHOUT ROWID;

CREATE TABLE images (
  id INTEGER PRIMARY KEY,
  seo_name TEXT NOT NULL,               -- already sanitised: the file name under /img/{size}/{id}/
  type TEXT NOT NULL DEFAULT 'webp' CHECK (type IN ('webp', 'svg')),
  orientation TEXT NOT NULL DEFAULT 'landscape' CHECK (orientation IN ('landscape', 'portrait')),
  width INTEGER NOT NULL,
  height INTEGER NOT NULL
);

CREATE TABLE image_translations (
  image_id INTEGER NOT NULL REFERENCES images(id),
  language TEXT NOT NULL,
  alt_text TEXT NOT NULL,
  title TEXT NOT NULL,
  PRIMARY KEY (image_id, language)
) WITHOUT ROWID;

CREATE TABLE countries (
  id INTEGER PRIMARY KEY,
  iso_code_alpha3 TEXT NOT NULL UNIQUE,
  iso_code_alpha2 TEXT NOT NULL,
  continent_id INTEGER NOT NULL REFERENCES continents(id),
  image_id INTEGER REFERENCES images(id)
);
CREATE INDEX countries_continent ON countries(continent_id);

CREATE TABLE country_translations (
  country_id INTEGER NOT NULL REFERENCES countries(id),
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (country_id, language)
) WITHOUT ROWID;

-- Lookup labels for codes used as filters: travel_style, travel_type, cost_center, mood, age_range.
CREATE TABLE labels (
  kind TEXT NOT NULL,
  code TEXT NOT NULL,
  language TEXT NOT NULL,
  label TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (kind, code, language)
) WITHOUT ROWID;

CREATE TABLE badges (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,            -- NEW, HOT, SAFE, BEST_SELLER, LAST_MINUTE
  color TEXT NOT NULL
);

CREATE TABLE badge_translations (
  badge_id INTEGER NOT NULL REFERENCES badges(id),
  language TEXT NOT NULL,
  label TEXT NOT NULL,
  PRIMARY KEY (badge_id, language)
) WITHOUT ROWID;

CREATE TABLE coordinators (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  gender TEXT NOT NULL CHECK (gender IN ('male', 'female')),
  home_city TEXT NOT NULL,
  languages TEXT NOT NULL DEFAULT '[]', -- JSON array of language codes spoken
  trips_led INTEGER NOT NULL DEFAULT 0,
  since_year INTEGER NOT NULL,
  rating REAL,
  reviews_count INTEGER NOT NULL DEFAULT 0,
  avatar_image_id INTEGER REFERENCES images(id),
  cover_image_id INTEGER REFERENCES images(id),
  instagram TEXT
);

CREATE TABLE coordinator_translations (
  coordinator_id INTEGER NOT NULL REFERENCES coordinators(id),
  language TEXT NOT NULL,
  tagline TEXT NOT NULL,
  bio TEXT NOT NULL,                    -- HTML
  PRIMARY KEY (coordinator_id, language)
) WITHOUT ROWID;

CREATE TABLE travels (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,            -- one slug across languages
  code TEXT NOT NULL UNIQUE,
  -- Travel whose long content, photos and reviews this one shows (itself, or the original
  -- for copies made by `seed --scale`).
  content_id INTEGER NOT NULL,
  continent_id INTEGER NOT NULL REFERENCES continents(id),
  primary_country_id INTEGER NOT NULL REFERENCES countries(id),
  days INTEGER NOT NULL CHECK (days > 0),
  nights INTEGER NOT NULL CHECK (nights >= 0),
  travel_type TEXT NOT NULL,
  travel_style TEXT NOT NULL,
  cost_center TEXT NOT NULL,
  age_range TEXT NOT NULL DEFAULT 'ALL' CHECK (age_range IN ('25-35', '35-49', 'ALL')),
  moods TEXT NOT NULL DEFAULT '[]',     -- JSON array: NATURE, RELAX, HISTORY, CULTURE, PARTY
  score REAL NOT NULL DEFAULT 0,        -- sales relevance: "score:desc" ordering
  rating REAL,
  reviews_count INTEGER NOT NULL DEFAULT 0,
  min_travellers INTEGER NOT NULL DEFAULT 8,
  max_travellers INTEGER NOT NULL DEFAULT 15,
  coordinator_id INTEGER REFERENCES coordinators(id),
  cover_image_id INTEGER REFERENCES images(id),
  thumbnail_image_id INTEGER REFERENCES images(id),
  video_url TEXT,
  is_published INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);
CREATE INDEX travels_score ON travels(is_published, score DESC);
CREATE INDEX travels_continent_score ON travels(continent_id, score DESC);
CREATE INDEX travels_country ON travels(primary_country_id, score DESC);
CREATE INDEX travels_days ON travels(days, score DESC);
CREATE INDEX travels_style ON travels(travel_style, score DESC);
CREATE INDEX travels_type ON travels(travel_type, score DESC);
CREATE INDEX travels_cost_center ON travels(cost_center, score DESC);
CREATE INDEX travels_coordinator ON travels(coordinator_id);
CREATE INDEX travels_content ON travels(content_id);

-- Short per-language text shown on cards and searched.
CREATE TABLE travel_translations (
  travel_id INTEGER NOT NULL REFERENCES travels(id),
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  destination_label TEXT NOT NULL,
  subtitle TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (travel_id, language)
) WITHOUT ROWID;

-- Long per-language content of a trip page, keyed by travels.content_id.
CREATE TABLE travel_contents (
  travel_id INTEGER NOT NULL REFERENCES travels(id),
  language TEXT NOT NULL,
  description TEXT NOT NULL,            -- HTML
  highlights TEXT NOT NULL DEFAULT '[]',   -- JSON array of strings
  itinerary TEXT NOT NULL DEFAULT '[]',    -- JSON array of {day, title, description, overnight, meals}
  included TEXT NOT NULL DEFAULT '[]',     -- JSON array of {title, description}
  not_included TEXT NOT NULL DEFAULT '[]', -- JSON array of {title, description}
  faqs TEXT NOT NULL DEFAULT '{}',         -- JSON {general, itinerary, destination}: arrays of {id, question, answer}
  meeting_point TEXT NOT NULL DEFAULT '',
  seo_title TEXT NOT NULL,
  seo_description TEXT NOT NULL,
  PRIMARY KEY (travel_id, language)
) WITHOUT ROWID;

CREATE TABLE travel_photos (
  travel_id INTEGER NOT NULL REFERENCES travels(id),   -- a content id
  position INTEGER NOT NULL,
  image_id INTEGER NOT NULL REFERENCES images(id),
  PRIMARY KEY (travel_id, position)
) WITHOUT ROWID;

CREATE TABLE travel_countries (
  travel_id INTEGER NOT NULL REFERENCES travels(id),
  country_id INTEGER NOT NULL REFERENCES countries(id),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (travel_id, country_id)
) WITHOUT ROWID;
CREATE INDEX travel_countries_country ON travel_countries(country_id, travel_id);

CREATE TABLE travel_badges (
  travel_id INTEGER NOT NULL REFERENCES travels(id),
  badge_id INTEGER NOT NULL REFERENCES badges(id),
  PRIMARY KEY (travel_id, badge_id)
) WITHOUT ROWID;
CREATE INDEX travel_badges_badge ON travel_badges(badge_id, travel_id);

-- Full-text search over title, destination, countries and places, one row per travel and language.
CREATE VIRTUAL TABLE travel_search USING fts5(
  body,
  travel_id UNINDEXED,
  language UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

CREATE TABLE tours (
  id INTEGER PRIMARY KEY,
  travel_id INTEGER NOT NULL REFERENCES travels(id),
  code TEXT NOT NULL UNIQUE,
  starting_date TEXT NOT NULL,
  ending_date TEXT NOT NULL,
  sales_status TEXT NOT NULL CHECK (sales_status IN
    ('PLANNED', 'ALMOST_CONFIRMED', 'CONFIRMED', 'ALMOST_FULL', 'WAITING_LIST', 'SOLD_OUT')),
  base_price_eur INTEGER NOT NULL,
  base_price_usd INTEGER NOT NULL,
  base_price_gbp INTEGER NOT NULL,
  price_eur INTEGER NOT NULL,
  price_usd INTEGER NOT NULL,
  price_gbp INTEGER NOT NULL,
  discount_pct INTEGER NOT NULL DEFAULT 0,
  discounted INTEGER NOT NULL DEFAULT 0,
  free_seats INTEGER NOT NULL DEFAULT 0,
  seats_to_confirm INTEGER NOT NULL DEFAULT 0,
  min_seats INTEGER NOT NULL,
  max_seats INTEGER NOT NULL,
  age_badge TEXT NOT NULL DEFAULT 'ALL' CHECK (age_badge IN ('25-35', '35-49', 'ALL')),
  is_no_sharing_room_available INTEGER NOT NULL DEFAULT 0,
  caravaners_count INTEGER NOT NULL DEFAULT 0,
  interested_count INTEGER NOT NULL DEFAULT 0,
  wishlisted_count INTEGER NOT NULL DEFAULT 0,
  first_timers_count INTEGER NOT NULL DEFAULT 0,
  male_count INTEGER NOT NULL DEFAULT 0,
  female_count INTEGER NOT NULL DEFAULT 0,
  deposit_eur INTEGER,
  deposit_usd INTEGER,
  deposit_gbp INTEGER,
  deposit_cutoff_date TEXT,             -- last day the deposit option can be chosen
  balance_due_date TEXT NOT NULL,
  promo_code TEXT,
  promo_discount_eur INTEGER,
  promo_discount_usd INTEGER,
  promo_discount_gbp INTEGER,
  promo_expires_at TEXT,
  flights_min_price_eur INTEGER,
  flights_min_price_usd INTEGER,
  flights_min_price_gbp INTEGER,
  flights_direct INTEGER NOT NULL DEFAULT 0,
  coordinator_id INTEGER REFERENCES coordinators(id),
  -- Copies of travel columns, so a search filters and sorts tours through one index.
  days INTEGER NOT NULL,
  continent_id INTEGER NOT NULL,
  travel_style TEXT NOT NULL,
  travel_type TEXT NOT NULL,
  cost_center TEXT NOT NULL,
  travel_score REAL NOT NULL DEFAULT 0,
  is_published INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX tours_date ON tours(starting_date, sales_status);
CREATE INDEX tours_travel_date ON tours(travel_id, starting_date, sales_status, price_eur);
CREATE INDEX tours_status_date ON tours(sales_status, starting_date);
CREATE INDEX tours_price_eur ON tours(price_eur, starting_date);
CREATE INDEX tours_price_usd ON tours(price_usd, starting_date);
CREATE INDEX tours_price_gbp ON tours(price_gbp, starting_date);
CREATE INDEX tours_discount ON tours(discount_pct DESC, starting_date) WHERE discount_pct > 0;
CREATE INDEX tours_days ON tours(days, starting_date);
CREATE INDEX tours_continent_date ON tours(continent_id, starting_date);
CREATE INDEX tours_style_date ON tours(travel_style, starting_date);
CREATE INDEX tours_type_date ON tours(travel_type, starting_date);
CREATE INDEX tours_cost_center_date ON tours(cost_center, starting_date);
CREATE INDEX tours_age_date ON tours(age_badge, starting_date);
CREATE INDEX tours_no_sharing_date ON tours(starting_date) WHERE is_no_sharing_room_available = 1;
CREATE INDEX tours_coordinator_date ON tours(coordinator_id, starting_date);

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  travel_id INTEGER NOT NULL REFERENCES travels(id),   -- a content id
  tour_id INTEGER REFERENCES tours(id),
  coordinator_id INTEGER REFERENCES coordinators(id),
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  language TEXT NOT NULL,
  author_name TEXT NOT NULL,
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  travelled_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX reviews_travel ON reviews(travel_id, rating, created_at DESC);
CREATE INDEX reviews_coordinator ON reviews(coordinator_id, created_at DESC);

CREATE TABLE periods (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL CHECK (type IN ('month', 'event', 'other')),
  year INTEGER NOT NULL,
  starting_date TEXT NOT NULL,
  ending_date TEXT NOT NULL,
  icon_url TEXT,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX periods_dates ON periods(starting_date, ending_date);

CREATE TABLE period_translations (
  period_id INTEGER NOT NULL REFERENCES periods(id),
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  icon_alt_text TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (period_id, language)
) WITHOUT ROWID;

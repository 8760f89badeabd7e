-- Content: custom pages (blocks, SEO, per-country URLs), redirects, layouts per market
-- (menus, footer, contacts, banners, talk-to-us, settings), currencies and WeMeet events.

CREATE TABLE custom_pages (
  id INTEGER PRIMARY KEY,
  routing_key TEXT UNIQUE,              -- fixed pages (index, contacts, area-asia, …); NULL for slug-only pages
  type TEXT NOT NULL,                   -- home, content, area, legal, listing, landing, community
  hide_layout INTEGER NOT NULL DEFAULT 0,
  transparent_header INTEGER NOT NULL DEFAULT 0,
  custom_html_classes TEXT NOT NULL DEFAULT '',
  custom_css TEXT NOT NULL DEFAULT '',
  robots TEXT NOT NULL DEFAULT 'index,follow',
  seo_image_id INTEGER REFERENCES images(id),
  continent_code TEXT                   -- area pages: the continent(s) they cover, comma separated
);

CREATE TABLE custom_page_translations (
  page_id INTEGER NOT NULL REFERENCES custom_pages(id),
  language TEXT NOT NULL,
  slug TEXT NOT NULL,                   -- path without leading slash; may contain '/'
  title TEXT NOT NULL,
  seo_title TEXT NOT NULL,
  seo_description TEXT NOT NULL,
  markup_linked_data TEXT,              -- JSON-LD object
  PRIMARY KEY (page_id, language)
) WITHOUT ROWID;
CREATE UNIQUE INDEX custom_page_translations_slug ON custom_page_translations(language, slug);

CREATE TABLE custom_page_blocks (
  page_id INTEGER NOT NULL REFERENCES custom_pages(id),
  language TEXT NOT NULL,
  position INTEGER NOT NULL,
  block_id TEXT NOT NULL,
  block_type TEXT NOT NULL,
  content TEXT NOT NULL DEFAULT '{}',   -- JSON, shape depends on block_type
  PRIMARY KEY (page_id, language, position)
) WITHOUT ROWID;

-- Localised URL of a page in each market (hreflang alternates).
CREATE TABLE custom_page_urls (
  page_id INTEGER NOT NULL REFERENCES custom_pages(id),
  market TEXT NOT NULL,
  path TEXT NOT NULL,
  PRIMARY KEY (page_id, market)
) WITHOUT ROWID;

-- Old slugs answered with status 418 and {meta: {httpStatusCode, redirectTo}} (SPEC §8).
CREATE TABLE redirects (
  market TEXT NOT NULL,
  slug TEXT NOT NULL,
  status_code INTEGER NOT NULL CHECK (status_code IN (301, 302, 307, 308)),
  redirect_to TEXT NOT NULL,
  PRIMARY KEY (market, slug)
) WITHOUT ROWID;

CREATE TABLE currencies (
  iso_code TEXT PRIMARY KEY,
  symbol TEXT NOT NULL,
  names TEXT NOT NULL                   -- JSON {language: name}
) WITHOUT ROWID;

CREATE TABLE market_currencies (
  market TEXT NOT NULL,
  iso_code TEXT NOT NULL REFERENCES currencies(iso_code),
  position INTEGER NOT NULL,
  PRIMARY KEY (market, iso_code)
) WITHOUT ROWID;

-- One row per market: the parts of the layout that are documents rather than lists.
CREATE TABLE layouts (
  market TEXT PRIMARY KEY,
  footer TEXT NOT NULL,                 -- JSON footer props without the menu
  contacts TEXT NOT NULL,               -- JSON {books, blocks}
  settings TEXT NOT NULL,               -- JSON {installmentPayments, …}; currencies come from market_currencies
  updated_at TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE menu_items (
  id INTEGER PRIMARY KEY,
  market TEXT NOT NULL,
  menu TEXT NOT NULL,                   -- header, footer, mobile-cta
  parent_id INTEGER REFERENCES menu_items(id),
  position INTEGER NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('mega-menu', 'drop-down', 'columns', 'link')),
  label TEXT NOT NULL,
  url TEXT,
  location_type TEXT CHECK (location_type IN ('travel', 'custompage')),
  location_value TEXT,                  -- travel slug, routing key or custom page slug
  style TEXT,
  badge TEXT CHECK (badge IN ('NEW', 'HOT', 'SAFE')),
  icon TEXT,
  target TEXT,
  remove_accordion_on_mobile INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX menu_items_tree ON menu_items(market, menu, parent_id, position);

CREATE TABLE banners (
  id INTEGER PRIMARY KEY,
  market TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('bar', 'talk-to-us')),
  position TEXT NOT NULL DEFAULT 'bottom' CHECK (position IN ('top', 'bottom')),
  message TEXT NOT NULL,                -- may contain markup
  background_color TEXT,
  text_color TEXT,
  custom_css TEXT NOT NULL DEFAULT '',
  call_to_action TEXT,                  -- JSON button config
  closable INTEGER NOT NULL DEFAULT 1,
  routes_match TEXT NOT NULL DEFAULT '["*"]',  -- JSON path list, wildcard segments
  routes_exclude TEXT NOT NULL DEFAULT '[]',
  priority INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX banners_market ON banners(market, kind, priority);

CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  city TEXT NOT NULL,
  city_slug TEXT NOT NULL,
  country_iso3 TEXT NOT NULL,
  venue TEXT NOT NULL,
  address TEXT NOT NULL,
  starting_at TEXT NOT NULL,            -- local date-time, YYYY-MM-DDTHH:MM
  ending_at TEXT NOT NULL,
  duration_minutes INTEGER NOT NULL,
  attendees_count INTEGER NOT NULL DEFAULT 0,
  max_attendees INTEGER NOT NULL,
  organiser_type TEXT NOT NULL CHECK (organiser_type IN ('coordinator', 'community')),
  coordinator_id INTEGER REFERENCES coordinators(id),
  organiser_name TEXT NOT NULL,
  price_eur INTEGER NOT NULL DEFAULT 0,
  image_id INTEGER REFERENCES images(id)
);
CREATE INDEX events_date ON events(starting_at);
CREATE INDEX events_city_date ON events(city_slug, starting_at);

CREATE TABLE event_translations (
  event_id INTEGER NOT NULL REFERENCES events(id),
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (event_id, language)
) WITHOUT ROWID;

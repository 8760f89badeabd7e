-- Accounts, wishlist, notify-me alerts, one-time codes and the email outbox (issue 6).
-- Times are integer milliseconds since the epoch (Date.now()) unless the name says otherwise.

-- Someone we may write to: a signed-in user (subject = OIDC `sub`) and/or an email address
-- proven with a one-time code. Wishlist rows and alert subscriptions belong to a contact.
CREATE TABLE contacts (
  id TEXT PRIMARY KEY,                       -- random UUID
  subject TEXT UNIQUE,                       -- OIDC subject once the contact signed in
  email TEXT,                                -- normalised (trimmed, lower case); needed to send alerts
  email_hash TEXT UNIQUE,                    -- HMAC of the normalised email: lookups without scanning
  email_verified_at INTEGER,
  marketing_consent INTEGER CHECK (marketing_consent IN (0, 1)),
  privacy_accepted_at INTEGER,
  phone TEXT,
  market_id TEXT NOT NULL DEFAULT 'it',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

-- Saved trips (travels) and saved departures (tours). Saving a tour saves its trip too;
-- removing a trip removes its tours (one batch). Primary keys make saves idempotent.
CREATE TABLE wishlist_travels (
  contact_id TEXT NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
  travel_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (contact_id, travel_id)
) WITHOUT ROWID;

CREATE TABLE wishlist_tours (
  contact_id TEXT NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
  tour_id INTEGER NOT NULL,
  travel_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (contact_id, tour_id)
) WITHOUT ROWID;
CREATE INDEX wishlist_tours_travel ON wishlist_tours(contact_id, travel_id);

-- One-time codes: only an HMAC of the code is stored; at most 5 attempts; expiring.
CREATE TABLE one_time_codes (
  id TEXT PRIMARY KEY,                       -- challenge id handed to the browser
  email_hash TEXT NOT NULL,
  email TEXT NOT NULL,                       -- where the code went (becomes the contact's address)
  purpose TEXT NOT NULL CHECK (purpose IN ('wishlist', 'alert', 'group-info')),
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  marketing_consent INTEGER CHECK (marketing_consent IN (0, 1)),
  privacy_accepted INTEGER NOT NULL DEFAULT 0,
  market_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  consumed_at INTEGER
);
CREATE INDEX one_time_codes_email ON one_time_codes(email_hash, created_at);

-- Notify-me subscriptions. tour_id 0 = the whole travel (new departures); types is a JSON
-- array of STOCKOUT_TRAVEL | TOUR_CONFIRMED | PRICE_DROPPED decided by the server (SPEC §4).
CREATE TABLE alert_subscriptions (
  id TEXT PRIMARY KEY,
  contact_id TEXT NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
  travel_id INTEGER NOT NULL,
  tour_id INTEGER NOT NULL DEFAULT 0,
  types TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  phone TEXT,
  market_id TEXT NOT NULL,
  site_origin TEXT NOT NULL,                 -- origin the visitor signed up on (links in emails)
  removal_reason TEXT,
  removal_text TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (contact_id, travel_id, tour_id)
);
CREATE INDEX alert_subscriptions_active ON alert_subscriptions(status, travel_id);

-- What the alert job saw last time, per watched travel and per tour of a watched travel.
-- A tour of a watched travel without a row is a new departure.
CREATE TABLE alert_watched_travels (
  travel_id INTEGER PRIMARY KEY,
  since INTEGER NOT NULL
);
CREATE TABLE alert_tour_snapshots (
  tour_id INTEGER PRIMARY KEY,
  travel_id INTEGER NOT NULL,
  sales_status TEXT NOT NULL,
  price_eur INTEGER NOT NULL,
  seen_at INTEGER NOT NULL
);
CREATE INDEX alert_tour_snapshots_travel ON alert_tour_snapshots(travel_id);

-- Every email goes here first (transactional outbox). idempotency_key makes a rerun of the
-- alert job write nothing twice. status: pending → sent | failed (delivery by the provider).
CREATE TABLE email_outbox (
  id TEXT PRIMARY KEY,
  idempotency_key TEXT UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('code', 'alert')),
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  headers TEXT NOT NULL DEFAULT '{}',         -- JSON: List-Unsubscribe and friends
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  sent_at INTEGER
);
CREATE INDEX email_outbox_status ON email_outbox(status, created_at);
CREATE INDEX email_outbox_to ON email_outbox(to_address, created_at);

-- Runs of the alert job (last run time, counts) for ops and tests.
CREATE TABLE alert_runs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  started_at INTEGER NOT NULL,
  finished_at INTEGER,
  emails INTEGER NOT NULL DEFAULT 0
);

-- Issue 30 item 5: WeMeet events open and can be joined.

-- Event prices in every display currency, as tour prices are (the US store showed "15 €").
ALTER TABLE events ADD COLUMN price_usd INTEGER NOT NULL DEFAULT 0;
ALTER TABLE events ADD COLUMN price_gbp INTEGER NOT NULL DEFAULT 0;

-- Sign-ups to a WeMeet event: one per event and email (a second one is told it is already in).
-- The event is named by slug (the catalogue may be upstream); places left = the catalogue's
-- max_attendees - attendees_count - these rows.
CREATE TABLE event_signups (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  event_slug TEXT NOT NULL,
  market TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  consent_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX event_signups_once ON event_signups(event_slug, email);

-- The outbox learns a third kind of email: the event sign-up confirmation. SQLite cannot
-- change a CHECK in place, so the table is rebuilt with its rows.
CREATE TABLE email_outbox_next (
  id TEXT PRIMARY KEY,
  idempotency_key TEXT UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('code', 'alert', 'event')),
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  headers TEXT NOT NULL DEFAULT '{}',
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  sent_at INTEGER
);
INSERT INTO email_outbox_next SELECT id, idempotency_key, kind, to_address, subject, text_body, html_body, headers, status, attempts, created_at, sent_at FROM email_outbox;
DROP TABLE email_outbox;
ALTER TABLE email_outbox_next RENAME TO email_outbox;
CREATE INDEX email_outbox_status ON email_outbox(status, created_at);
CREATE INDEX email_outbox_to ON email_outbox(to_address, created_at);

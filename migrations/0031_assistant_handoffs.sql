-- Issue 31: "talk to a person" from the trip assistant. A callback or email request, kept until
-- an advisor handles it. The conversation is stored only when the visitor ticked the box to send
-- it (transcript_consent_at says when); otherwise transcript is NULL.
CREATE TABLE assistant_handoffs (
  id TEXT PRIMARY KEY,
  market TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('callback', 'email')),
  name TEXT NOT NULL,
  email TEXT,
  phone TEXT,
  preferred_time TEXT NOT NULL CHECK (preferred_time IN ('any', 'morning', 'afternoon', 'evening')),
  transcript TEXT,
  transcript_consent_at INTEGER,
  context TEXT,
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'done')),
  created_at INTEGER NOT NULL,
  CHECK (email IS NOT NULL OR phone IS NOT NULL),
  CHECK (transcript IS NULL OR transcript_consent_at IS NOT NULL)
);
CREATE INDEX assistant_handoffs_open ON assistant_handoffs(market, status, created_at);

-- The outbox learns a fourth kind of email: the hand-over confirmation (the CHECK is rebuilt
-- with the table, as 0030 did).
CREATE TABLE email_outbox_next (
  id TEXT PRIMARY KEY,
  idempotency_key TEXT UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('code', 'alert', 'event', 'handoff')),
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

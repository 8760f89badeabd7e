-- Server-side sessions (issue 13): the browser holds only an opaque random id in the
-- __Host-caravan_session cookie; the signed-in user and the provider's tokens live here.
-- Times are integer milliseconds since the epoch.
CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY,                  -- SHA-256 of the cookie's random id (the id itself is never stored)
  handle TEXT NOT NULL UNIQUE,               -- public random name of the session (listing and revoking one)
  subject TEXT NOT NULL,                     -- OIDC `sub`
  provider_sid TEXT,                         -- OIDC `sid` of the ID token, for back-channel logout
  contact_id TEXT NOT NULL,
  data TEXT NOT NULL,                        -- user and tokens, encrypted (JWE, key from SESSION_SECRET)
  access_expires_at INTEGER NOT NULL,        -- when the access token must be refreshed
  refreshing_until INTEGER,                  -- one refresh at a time (rotating refresh tokens)
  user_agent TEXT,                           -- short description of the device, for the session list
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  ended_at INTEGER,
  end_reason TEXT
);
CREATE INDEX sessions_subject ON sessions(subject, ended_at);
CREATE INDEX sessions_expires ON sessions(expires_at);

-- GrowthBook sticky bucket documents of signed-in visitors (issue 32 item 4: device id, then
-- user id). One row per document, keyed as GrowthBook keys them (`id||<user id>`); the
-- assignments map `<experiment>__<bucket version>` to the variation's key. In D1, not a cookie:
-- each market is its own domain, and the account is the one thing they share.
CREATE TABLE IF NOT EXISTS flag_sticky_buckets (
  attribute_key TEXT PRIMARY KEY,
  assignments TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);

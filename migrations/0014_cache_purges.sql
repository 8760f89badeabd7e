-- Purge by tag for the edge page cache (worker/cache/pageCache.ts, issue 12 item 4): the time
-- each tag was last purged. A stored page carrying a tag purged after it was stored is a miss.
CREATE TABLE IF NOT EXISTS cache_purges (
  tag TEXT PRIMARY KEY,
  purged_at INTEGER NOT NULL
);

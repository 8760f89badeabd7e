-- Ratings visitors give to an AI search answer (POST /api/ai-search/rating, SPEC §2 "AI search
-- page"). One row per market, device and request: voting again replaces the earlier vote.
CREATE TABLE ai_search_ratings (
  id INTEGER PRIMARY KEY,
  market TEXT NOT NULL,
  device_id TEXT NOT NULL,
  query TEXT NOT NULL,                  -- the request as interpreted (trimmed, at most 500 characters)
  source TEXT NOT NULL CHECK (source IN ('model', 'interpreter')),
  filters TEXT NOT NULL DEFAULT '',     -- the filters shown, as a search query string
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (market, device_id, query)
);
CREATE INDEX ai_search_ratings_updated ON ai_search_ratings(updated_at);

-- What a trip is like (issue 14 item 6): per-mood weights and an effort level per travel,
-- and the aggregate composition of each departure's group (no person-level data).
ALTER TABLE travels ADD COLUMN mood_weights TEXT NOT NULL DEFAULT '{}';  -- JSON object mood code → relative weight
ALTER TABLE travels ADD COLUMN effort_level INTEGER;                     -- 1 (easy) … 5 (very demanding); NULL when unknown
ALTER TABLE tours ADD COLUMN age_bands TEXT NOT NULL DEFAULT '{}';       -- JSON object '25-29' … → travellers booked
ALTER TABLE tours ADD COLUMN languages_spoken TEXT NOT NULL DEFAULT '{}'; -- JSON object ISO 639-1 code → travellers who speak it

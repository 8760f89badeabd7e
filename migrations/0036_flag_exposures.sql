-- Exposures counted for the sample-ratio check of /__ops/flags (issue 32 item 4), added up over
-- every isolate: each isolate adds its own counts every half minute or so. Per day (UTC), so a
-- window can be read; hashed assignments only, never QA forcing or crawlers.
CREATE TABLE IF NOT EXISTS flag_exposures (
  experiment TEXT NOT NULL,
  variation INTEGER NOT NULL,
  day TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (experiment, variation, day)
);

-- Honest discounts (issue 14 item 4, the EU price-indication rule for announced reductions):
-- every price a departure was sold at, per currency, from when; recorded by the seed, the alert
-- job's snapshots and the development price endpoint (worker/data/d1/priceHistory.ts).
CREATE TABLE price_history (
  tour_id INTEGER NOT NULL REFERENCES tours(id) ON DELETE CASCADE,
  currency TEXT NOT NULL CHECK (length(currency) = 3),
  price INTEGER NOT NULL CHECK (price >= 0),   -- cents
  valid_from TEXT NOT NULL,                    -- ISO date-time (UTC) the price was first charged
  PRIMARY KEY (tour_id, currency, valid_from)
) WITHOUT ROWID;

-- Computed from price_history by shared/priceHistory.ts whenever a price is recorded: the lowest
-- price of the 30 days before the current price took effect (NULL: no earlier price known).
-- discount_pct / discounted then hold only the reduction the history supports (0 otherwise), so
-- the "only discounted" filter, the "biggest discount" sort, the facet counts and the cards agree.
ALTER TABLE tours ADD COLUMN lowest_price_30d_eur INTEGER;
ALTER TABLE tours ADD COLUMN lowest_price_30d_usd INTEGER;
ALTER TABLE tours ADD COLUMN lowest_price_30d_gbp INTEGER;

-- Covering versions of the access paths searches use most (a continent, a date window, the
-- departures of given travels): aggregates, pages and counts read only the index.
DROP INDEX IF EXISTS tours_continent_date;
CREATE INDEX tours_continent_date ON tours(continent_id, starting_date, sales_status, travel_id,
  price_eur, price_usd, price_gbp, discount_pct, days);
DROP INDEX IF EXISTS tours_date;
CREATE INDEX tours_date ON tours(starting_date, sales_status, travel_id, continent_id,
  price_eur, price_usd, price_gbp, discount_pct, days);
-- Departures per travel: the facet aggregate, best tours, text searches. Supersedes tours_travel_date.
DROP INDEX IF EXISTS tours_facets;
CREATE INDEX tours_facets ON tours(travel_id, starting_date, sales_status, age_badge, discount_pct,
  is_no_sharing_room_available, days, price_eur, price_usd, price_gbp);
DROP INDEX IF EXISTS tours_travel_date;

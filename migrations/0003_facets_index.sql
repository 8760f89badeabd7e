-- Covering index for the available-filter counts (worker/data/d1/facets.ts): departures
-- grouped per travel in index order, with every column the aggregate reads, so the grouped
-- scan needs no table lookups and no sort.
CREATE INDEX tours_facets ON tours(travel_id, starting_date, sales_status, age_badge, discount_pct,
  is_no_sharing_room_available, price_eur, price_usd, price_gbp);

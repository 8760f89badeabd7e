-- What a departure costs beyond its price (issue 14 items 1 and 2), in cents per currency:
-- the private-room supplement (NULL where no private room is offered), the Flexible
-- Cancellation option (free cancellation up to 8 days before departure instead of 31) and the
-- group fund (money pot) paid on the trip.
ALTER TABLE tours ADD COLUMN private_room_eur INTEGER;
ALTER TABLE tours ADD COLUMN private_room_usd INTEGER;
ALTER TABLE tours ADD COLUMN private_room_gbp INTEGER;
ALTER TABLE tours ADD COLUMN flexible_cancellation_eur INTEGER;
ALTER TABLE tours ADD COLUMN flexible_cancellation_usd INTEGER;
ALTER TABLE tours ADD COLUMN flexible_cancellation_gbp INTEGER;
ALTER TABLE tours ADD COLUMN group_fund_eur INTEGER;
ALTER TABLE tours ADD COLUMN group_fund_usd INTEGER;
ALTER TABLE tours ADD COLUMN group_fund_gbp INTEGER;

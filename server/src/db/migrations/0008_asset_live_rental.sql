ALTER TABLE "assets" ADD COLUMN "live_rental_id" integer;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "live_rental_status_id" smallint;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "live_vendor_type" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "live_vendor_id" integer;--> statement-breakpoint
-- The asset's live rental, kept on the asset by the database itself: every write to rentals
-- (on-rent, edit, off-rent, the scheduled off-rent sweep, a bulk split) refreshes the assets it
-- touched in the same transaction, so no code path can forget it.
CREATE FUNCTION fleet_refresh_asset_live_rental(target integer) RETURNS void
LANGUAGE sql AS $$
  UPDATE assets a
  SET live_rental_id = r.rental_id,
      live_rental_status_id = r.rental_status_id,
      live_vendor_type = r.vendor_type,
      live_vendor_id = r.vendor_id
  FROM (SELECT target AS asset_id) t
  LEFT JOIN LATERAL (
    SELECT rental_id, rental_status_id, vendor_type, vendor_id
    FROM rentals
    WHERE asset_id = target AND rental_status_id BETWEEN 1 AND 5
    ORDER BY (rental_status_id = 5) DESC, start_date, rental_id
    LIMIT 1
  ) r ON true
  WHERE a.asset_id = t.asset_id
    AND (a.live_rental_id, a.live_rental_status_id, a.live_vendor_type, a.live_vendor_id)
      IS DISTINCT FROM (r.rental_id, r.rental_status_id, r.vendor_type, r.vendor_id);
$$;--> statement-breakpoint
CREATE FUNCTION fleet_rentals_refresh_live() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.asset_id IS NOT NULL THEN
    PERFORM fleet_refresh_asset_live_rental(OLD.asset_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.asset_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW.asset_id IS DISTINCT FROM OLD.asset_id) THEN
    PERFORM fleet_refresh_asset_live_rental(NEW.asset_id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER rentals_refresh_live_on_write
AFTER INSERT OR DELETE OR UPDATE OF asset_id, rental_status_id, vendor_type, vendor_id, start_date
ON rentals FOR EACH ROW EXECUTE FUNCTION fleet_rentals_refresh_live();--> statement-breakpoint
-- Rentals written before this migration.
SELECT fleet_refresh_asset_live_rental(asset_id)
FROM (SELECT DISTINCT asset_id FROM rentals WHERE asset_id IS NOT NULL AND rental_status_id BETWEEN 1 AND 5) s;

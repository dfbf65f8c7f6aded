-- Before cameras could report sightings, rows came only from seeds; should two describe the
-- same face on the same asset at the same moment, the first is the sighting.
DELETE FROM "pending_operators" AS later USING "pending_operators" AS first
WHERE later."company_id" = first."company_id" AND later."asset_id" = first."asset_id"
  AND later."fts_ai_profile_id" = first."fts_ai_profile_id" AND later."event_date" = first."event_date"
  AND later."pending_operator_id" > first."pending_operator_id";--> statement-breakpoint
CREATE UNIQUE INDEX "pending_operators_sighting_unique" ON "pending_operators" USING btree ("company_id","asset_id","fts_ai_profile_id","event_date");

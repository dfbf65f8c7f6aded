-- positions becomes partitioned by month of fix time (DESIGN §5). Written by hand: drizzle-kit
-- does not model partitioning. The columns, keys and indexes are those of schema/telematics.ts.
-- Every existing row lands in the default partition; at start the server moves each month's
-- rows into a partition of their own (devices/position-partitions.ts).
ALTER TABLE "positions" RENAME TO "positions_unpartitioned";--> statement-breakpoint
ALTER INDEX "positions_pkey" RENAME TO "positions_unpartitioned_pkey";--> statement-breakpoint
ALTER INDEX "positions_tracker_fix_unique" RENAME TO "positions_unpartitioned_tracker_fix";--> statement-breakpoint
ALTER INDEX "positions_asset_fix_idx" RENAME TO "positions_unpartitioned_asset_fix";--> statement-breakpoint
ALTER INDEX "positions_company_fix_idx" RENAME TO "positions_unpartitioned_company_fix";--> statement-breakpoint
ALTER SEQUENCE "positions_position_id_seq" OWNED BY NONE;--> statement-breakpoint
CREATE TABLE "positions" (
	"position_id" bigint DEFAULT nextval('positions_position_id_seq') NOT NULL,
	"company_id" integer NOT NULL,
	"tracker_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"fix_time" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"valid" boolean NOT NULL,
	"location_source" smallint DEFAULT 1 NOT NULL,
	"speed_mph" real,
	"heading" real,
	"altitude_meters" real,
	"accuracy_meters" real,
	"battery_percent" real,
	"ignition" boolean,
	"is_moving" boolean,
	"odometer_miles" double precision,
	"engine_hours" double precision,
	"attributes" jsonb,
	CONSTRAINT "positions_position_id_fix_time_pk" PRIMARY KEY("position_id","fix_time")
) PARTITION BY RANGE ("fix_time");
--> statement-breakpoint
ALTER SEQUENCE "positions_position_id_seq" OWNED BY "positions"."position_id";--> statement-breakpoint
CREATE UNIQUE INDEX "positions_tracker_fix_unique" ON "positions" USING btree ("tracker_id","fix_time");--> statement-breakpoint
CREATE INDEX "positions_asset_fix_idx" ON "positions" USING btree ("asset_id","fix_time");--> statement-breakpoint
CREATE INDEX "positions_company_fix_idx" ON "positions" USING btree ("company_id","fix_time");--> statement-breakpoint
CREATE TABLE "positions_default" PARTITION OF "positions" DEFAULT;--> statement-breakpoint
INSERT INTO "positions" SELECT * FROM "positions_unpartitioned";--> statement-breakpoint
DROP TABLE "positions_unpartitioned";

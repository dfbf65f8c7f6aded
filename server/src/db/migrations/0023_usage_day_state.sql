ALTER TABLE "asset_daily_usage" ADD COLUMN "day_start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "asset_daily_usage" ADD COLUMN "tail_fix_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "asset_daily_usage" ADD COLUMN "tail_position_id" bigint;--> statement-breakpoint
ALTER TABLE "asset_daily_usage" ADD COLUMN "fixes_through_tail" integer;--> statement-breakpoint
ALTER TABLE "asset_daily_usage" ADD COLUMN "recent_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "asset_daily_usage" ADD COLUMN "recent_fixes" integer;--> statement-breakpoint
ALTER TABLE "asset_daily_usage" ADD COLUMN "closed_engine_seconds" numeric;--> statement-breakpoint
ALTER TABLE "asset_daily_usage" ADD COLUMN "closed_idle_seconds" numeric;--> statement-breakpoint
ALTER TABLE "asset_daily_usage" ADD COLUMN "miles_so_far" double precision;
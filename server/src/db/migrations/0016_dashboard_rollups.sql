CREATE TABLE "asset_usage_windows" (
	"asset_id" integer NOT NULL,
	"window_days" smallint NOT NULL,
	"company_id" integer NOT NULL,
	"end_day" date NOT NULL,
	"engine_hours" double precision NOT NULL,
	"idle_hours" double precision NOT NULL,
	CONSTRAINT "asset_usage_windows_asset_id_window_days_pk" PRIMARY KEY("asset_id","window_days")
);
--> statement-breakpoint
CREATE TABLE "usage_daily_groups" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"equipment_class_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"engine_hours" double precision NOT NULL,
	"idle_hours" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_daily_groups_company_id_day_equipment_class_id_branch_id_pk" PRIMARY KEY("company_id","day","equipment_class_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "usage_rollup_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"position_id" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "asset_statuses" ADD COLUMN "display_facts" smallint GENERATED ALWAYS AS (case
  when status->'location_source' = '2'::jsonb then 1
  when (jsonb_typeof(status->'out_of_lock_timestamp') = 'string' and btrim(status->>'out_of_lock_timestamp', E' \t\n\r\f\v') <> '') then 2
  when status->'is_being_hauled' = 'true'::jsonb then 3
  when status->'engine_active' = 'true'::jsonb then case
    when (jsonb_typeof(status->'start_idle_timestamp') = 'string' and btrim(status->>'start_idle_timestamp', E' \t\n\r\f\v') <> '') then 4
    when jsonb_typeof(status->'speed') = 'number' and (status->>'speed')::float8 > 0 then 5
    else 6 end
  else 7 end) STORED;--> statement-breakpoint
ALTER TABLE "asset_statuses" ADD COLUMN "odometer_miles" double precision GENERATED ALWAYS AS (case when jsonb_typeof(status->'odometer') = 'number' then (status->>'odometer')::float8 end) STORED;--> statement-breakpoint
ALTER TABLE "asset_statuses" ADD COLUMN "engine_hours" double precision GENERATED ALWAYS AS (case when jsonb_typeof(status->'hours') = 'number' then (status->>'hours')::float8 end) STORED;--> statement-breakpoint
ALTER TABLE "asset_usage_windows" ADD CONSTRAINT "asset_usage_windows_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_usage_windows" ADD CONSTRAINT "asset_usage_windows_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_daily_groups" ADD CONSTRAINT "usage_daily_groups_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_usage_windows_top_idx" ON "asset_usage_windows" USING btree ("company_id","window_days","end_day","idle_hours");
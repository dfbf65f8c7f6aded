CREATE TABLE "asset_service_due" (
	"asset_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"maintenance_group_interval_id" integer NOT NULL,
	"interval_name" text NOT NULL,
	"is_overdue" boolean NOT NULL,
	"share" double precision NOT NULL,
	"remaining" double precision NOT NULL,
	"unit" text NOT NULL,
	"baseline_at" timestamp with time zone NOT NULL,
	"judged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_service_due_unit_check" CHECK ("asset_service_due"."unit" IN ('days', 'miles', 'hours'))
);
--> statement-breakpoint
ALTER TABLE "asset_service_due" ADD CONSTRAINT "asset_service_due_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_service_due" ADD CONSTRAINT "asset_service_due_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_service_due" ADD CONSTRAINT "asset_service_due_maintenance_group_interval_id_maintenance_group_intervals_maintenance_group_interval_id_fk" FOREIGN KEY ("maintenance_group_interval_id") REFERENCES "public"."maintenance_group_intervals"("maintenance_group_interval_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_service_due_urgency_idx" ON "asset_service_due" USING btree ("company_id","is_overdue","share");
CREATE TABLE "branch_assignments" (
	"branch_assignment_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"assignment_type_id" integer NOT NULL,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"end_date" timestamp with time zone,
	CONSTRAINT "branch_assignments_type_check" CHECK ("branch_assignments"."assignment_type_id" IN (1, 2)),
	CONSTRAINT "branch_assignments_dates_check" CHECK ("branch_assignments"."end_date" IS NULL OR "branch_assignments"."end_date" >= "branch_assignments"."start_date")
);
--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "ble_tag_type" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "ble_tag_serial" text;--> statement-breakpoint
ALTER TABLE "branch_assignments" ADD CONSTRAINT "branch_assignments_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_assignments" ADD CONSTRAINT "branch_assignments_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_assignments" ADD CONSTRAINT "branch_assignments_branch_id_branches_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("branch_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branch_assignments_asset_idx" ON "branch_assignments" USING btree ("asset_id","assignment_type_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "branch_assignments_open_unique" ON "branch_assignments" USING btree ("asset_id","assignment_type_id") WHERE end_date IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tracker_requests_open_unique" ON "tracker_requests" USING btree ("asset_id") WHERE handled_at IS NULL;
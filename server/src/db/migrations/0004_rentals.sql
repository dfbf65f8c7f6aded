CREATE TABLE "rentals" (
	"rental_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"asset_id" integer,
	"order_id" integer,
	"rental_type_id" smallint DEFAULT 1 NOT NULL,
	"rental_status_id" smallint NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"quantity" integer DEFAULT 1 NOT NULL,
	"off_rent_date_requested" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rentals_company_status_idx" ON "rentals" USING btree ("company_id","rental_status_id");--> statement-breakpoint
CREATE INDEX "rentals_asset_idx" ON "rentals" USING btree ("asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rentals_one_on_rent_per_asset" ON "rentals" USING btree ("asset_id") WHERE rental_status_id = 5;
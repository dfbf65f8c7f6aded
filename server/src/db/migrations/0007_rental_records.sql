-- btree_gist: the exclusion constraint below compares asset_id (a btree type) in a GiST index.
-- pg_trgm: substring search of names (inventory search, catalogue matching).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "locations" (
	"location_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nickname" text NOT NULL,
	"street_1" text,
	"street_2" text,
	"city" text,
	"state_id" integer,
	"zip_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"needs_review" boolean DEFAULT false NOT NULL,
	"jobsite" boolean DEFAULT false NOT NULL,
	"location_type_id" smallint DEFAULT 1 NOT NULL,
	"geofence_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"job_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"parent_job_id" integer,
	"custom_id" text,
	"geofence_id" integer,
	"work_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"job_id" integer,
	"purchase_order" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "third_party_assets" (
	"third_party_asset_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"custom_name" text NOT NULL,
	"equipment_class_id" integer,
	"location_id" integer
);
--> statement-breakpoint
CREATE TABLE "third_party_rentals" (
	"third_party_rental_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"third_party_asset_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"rental_status_id" smallint NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"price_per_day" numeric(12, 2),
	"price_per_week" numeric(12, 2),
	"price_per_month" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_entities" (
	"entity_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_vendor" boolean DEFAULT true NOT NULL,
	"is_customer" boolean DEFAULT false NOT NULL,
	"entity_type_id" smallint DEFAULT 2 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_notes" (
	"rental_note_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"rental_id" integer NOT NULL,
	"user_id" integer,
	"rental_note_type_id" smallint NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_presets" (
	"preset_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"preset_name" text NOT NULL,
	"preset_domain" text NOT NULL,
	"preset" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "inventory_status_id" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "vendor_type" text DEFAULT 'o' NOT NULL;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "vendor_id" integer;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "third_party_rental_id" integer;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "location_id" integer;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "price_per_hour" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "price_per_day" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "price_per_week" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "price_per_month" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "part_assignments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_state_id_states_state_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("state_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_geofence_id_geofences_geofence_id_fk" FOREIGN KEY ("geofence_id") REFERENCES "public"."geofences"("geofence_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_parent_job_id_jobs_job_id_fk" FOREIGN KEY ("parent_job_id") REFERENCES "public"."jobs"("job_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_geofence_id_geofences_geofence_id_fk" FOREIGN KEY ("geofence_id") REFERENCES "public"."geofences"("geofence_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_job_id_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("job_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_assets" ADD CONSTRAINT "third_party_assets_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_assets" ADD CONSTRAINT "third_party_assets_equipment_class_id_equipment_classes_equipment_class_id_fk" FOREIGN KEY ("equipment_class_id") REFERENCES "public"."equipment_classes"("equipment_class_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_assets" ADD CONSTRAINT "third_party_assets_location_id_locations_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_rentals" ADD CONSTRAINT "third_party_rentals_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_rentals" ADD CONSTRAINT "third_party_rentals_third_party_asset_id_third_party_assets_third_party_asset_id_fk" FOREIGN KEY ("third_party_asset_id") REFERENCES "public"."third_party_assets"("third_party_asset_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_rentals" ADD CONSTRAINT "third_party_rentals_vendor_id_vendor_entities_entity_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_entities"("entity_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_entities" ADD CONSTRAINT "vendor_entities_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_notes" ADD CONSTRAINT "rental_notes_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_notes" ADD CONSTRAINT "rental_notes_rental_id_rentals_rental_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("rental_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_notes" ADD CONSTRAINT "rental_notes_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_presets" ADD CONSTRAINT "saved_search_presets_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_presets" ADD CONSTRAINT "saved_search_presets_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "locations_company_idx" ON "locations" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_company_nickname_unique" ON "locations" USING btree ("company_id",lower(regexp_replace("nickname", '[[:space:]]', '', 'g')));--> statement-breakpoint
CREATE INDEX "jobs_company_idx" ON "jobs" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "jobs_parent_idx" ON "jobs" USING btree ("parent_job_id");--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "third_party_assets_company_idx" ON "third_party_assets" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "third_party_rentals_company_status_idx" ON "third_party_rentals" USING btree ("company_id","rental_status_id");--> statement-breakpoint
CREATE INDEX "vendor_entities_company_idx" ON "vendor_entities" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "rental_notes_rental_idx" ON "rental_notes" USING btree ("rental_id");--> statement-breakpoint
CREATE INDEX "saved_search_presets_user_idx" ON "saved_search_presets" USING btree ("user_id","preset_domain");--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_vendor_id_vendor_entities_entity_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_entities"("entity_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_location_id_locations_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_company_name_idx" ON "assets" USING btree ("company_id","custom_name","asset_id");--> statement-breakpoint
CREATE INDEX "rentals_order_idx" ON "rentals" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "rentals_off_rent_requested_idx" ON "rentals" USING btree ("off_rent_date_requested") WHERE off_rent_date_requested is not null;--> statement-breakpoint
-- One asset is never on two overlapping rentals that are still live (1 Needs approval … 5
-- On-rent): of two concurrent on-rents exactly one commits, the other gets 23P01.
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_no_overlap" EXCLUDE USING gist (
	"asset_id" WITH =,
	tstzrange("start_date", coalesce("end_date", 'infinity'::timestamptz), '[)') WITH &&
) WHERE ("asset_id" IS NOT NULL AND "rental_status_id" BETWEEN 1 AND 5);--> statement-breakpoint
CREATE INDEX "assets_custom_name_trgm_idx" ON "assets" USING gin ("custom_name" gin_trgm_ops);

CREATE TABLE "equipment_classes_models_xref" (
	"equipment_classes_models_xref_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"equipment_class_id" integer NOT NULL,
	"equipment_model_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_category_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"parent_id" integer,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"equipment_make_id" integer NOT NULL,
	"product_category_id" integer NOT NULL,
	"model" text NOT NULL,
	"variant" text,
	"year" integer,
	"part_number" text,
	"match_text" text NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_resources" (
	"asset_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "asset_resources_asset_id_resource_id_pk" PRIMARY KEY("asset_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"resource_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"parent_resource_id" integer,
	"hierarchy_id" integer NOT NULL,
	"hierarchy_map_type" text NOT NULL,
	"value" text NOT NULL,
	"path" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"job_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"status" text DEFAULT 'AVAILABLE' NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "import_jobs_status_check" CHECK ("import_jobs"."status" IN ('ARCHIVED', 'AVAILABLE', 'COMPLETED', 'FAILED_VALIDATION', 'IMPORT_IN_PROGRESS'))
);
--> statement-breakpoint
CREATE TABLE "import_mappings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_rows" (
	"row_id" serial PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"entity_type" text DEFAULT 'ASSET' NOT NULL,
	"created_asset_id" integer,
	"issues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fields" jsonb NOT NULL,
	"legacy_make" text,
	"legacy_model" text,
	"legacy_year" text,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_rows_status_check" CHECK ("import_rows"."status" IN ('COMPLETED', 'FAILED', 'NEEDS_ATTENTION', 'PENDING', 'READY'))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "singular_name" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "canonical_name" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "equipment_classes" ADD COLUMN "primary_photo_id" integer;--> statement-breakpoint
ALTER TABLE "equipment_makes" ADD COLUMN "is_deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "license_plate_number" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "license_plate_state" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "import_job_id" uuid;--> statement-breakpoint
ALTER TABLE "equipment_classes_models_xref" ADD CONSTRAINT "equipment_classes_models_xref_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_classes_models_xref" ADD CONSTRAINT "equipment_classes_models_xref_equipment_class_id_equipment_classes_equipment_class_id_fk" FOREIGN KEY ("equipment_class_id") REFERENCES "public"."equipment_classes"("equipment_class_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_classes_models_xref" ADD CONSTRAINT "equipment_classes_models_xref_equipment_model_id_equipment_models_equipment_model_id_fk" FOREIGN KEY ("equipment_model_id") REFERENCES "public"."equipment_models"("equipment_model_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_equipment_make_id_equipment_makes_equipment_make_id_fk" FOREIGN KEY ("equipment_make_id") REFERENCES "public"."equipment_makes"("equipment_make_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_category_id_product_categories_product_category_id_fk" FOREIGN KEY ("product_category_id") REFERENCES "public"."product_categories"("product_category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_resources" ADD CONSTRAINT "asset_resources_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_resources" ADD CONSTRAINT "asset_resources_resource_id_resources_resource_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("resource_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_resources" ADD CONSTRAINT "asset_resources_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_created_by_user_id_users_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_job_id_import_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("job_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_created_asset_id_assets_asset_id_fk" FOREIGN KEY ("created_asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_classes_models_xref_unique" ON "equipment_classes_models_xref" USING btree ("equipment_class_id","equipment_model_id");--> statement-breakpoint
CREATE INDEX "product_categories_parent_idx" ON "product_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "products_make_idx" ON "products" USING btree ("equipment_make_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("product_category_id");--> statement-breakpoint
CREATE INDEX "asset_resources_resource_idx" ON "asset_resources" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "resources_company_idx" ON "resources" USING btree ("company_id","path");--> statement-breakpoint
CREATE INDEX "import_jobs_company_idx" ON "import_jobs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "import_rows_job_idx" ON "import_rows" USING btree ("job_id","row_number");--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Written by hand (drizzle-kit does not emit expression or operator-class indexes).
-- The import's product matching: trigram similarity on "make model variant" (pg_trgm from 0007).
CREATE INDEX "products_match_text_trgm_idx" ON "products" USING gin ("match_text" gin_trgm_ops);--> statement-breakpoint
-- Manufacturer duplicates are found case-insensitively, archived ones included (spec 2 §4).
CREATE INDEX "equipment_makes_lower_name_idx" ON "equipment_makes" USING btree (lower("name"));--> statement-breakpoint
-- 409 'This Category name is already in use' (spec 2 §8): one active category per name.
CREATE UNIQUE INDEX "categories_active_name_unique" ON "categories" USING btree ("company_id", lower("name")) WHERE "date_deactivated" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_classes_name_unique" ON "equipment_classes" USING btree ("company_id", lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_name_unique" ON "organizations" USING btree ("company_id", lower("name"));--> statement-breakpoint
-- A new asset (form or import) whose serial or VIN the company already has is refused or flagged.
CREATE INDEX "assets_company_serial_idx" ON "assets" USING btree ("company_id", upper("serial_number")) WHERE "serial_number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "assets_company_vin_idx" ON "assets" USING btree ("company_id", upper("vin")) WHERE "vin" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "assets_import_job_idx" ON "assets" USING btree ("import_job_id") WHERE "import_job_id" IS NOT NULL;

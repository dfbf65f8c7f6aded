CREATE TABLE "asset_keypad_entries" (
	"asset_keypad_entry_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"keypad_code_id" integer,
	"keypad_timestamp" timestamp with time zone NOT NULL,
	"is_local_code" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keypad_codes" (
	"keypad_code_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_assignments" (
	"operator_assignment_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"source" text NOT NULL,
	"assigned_by" integer,
	"date_assigned" timestamp with time zone DEFAULT now() NOT NULL,
	"date_unassigned" timestamp with time zone,
	"unassigned_source" text,
	"unassigned_by" integer,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"operator_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"fts_driver_id" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_operators" (
	"pending_operator_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"fts_ai_profile_id" text NOT NULL,
	"vendor_camera_id" text,
	"event_date" timestamp with time zone NOT NULL,
	"identified_operator_id" integer
);
--> statement-breakpoint
CREATE TABLE "asset_service_records" (
	"asset_service_record_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"maintenance_group_interval_id" integer NOT NULL,
	"performed_at" timestamp with time zone NOT NULL,
	"odometer_miles" double precision,
	"engine_hours" double precision,
	"work_order_id" integer
);
--> statement-breakpoint
CREATE TABLE "maintenance_group_intervals" (
	"maintenance_group_interval_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"maintenance_group_id" integer NOT NULL,
	"name" text NOT NULL,
	"time_days" integer,
	"miles" double precision,
	"engine_hours" double precision
);
--> statement-breakpoint
CREATE TABLE "maintenance_groups" (
	"maintenance_group_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_request_files" (
	"service_request_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"photo_type_id" smallint,
	CONSTRAINT "service_request_files_service_request_id_upload_id_pk" PRIMARY KEY("service_request_id","upload_id")
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"service_request_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"rental_id" integer,
	"requesting_user_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"site_point_of_contact" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"location_and_access_instructions" text DEFAULT '' NOT NULL,
	"work_order_id" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"upload_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"original_filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "work_order_files" (
	"work_order_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "work_order_files_work_order_id_upload_id_pk" PRIMARY KEY("work_order_id","upload_id")
);
--> statement-breakpoint
CREATE TABLE "work_order_task_items" (
	"work_order_task_item_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"work_order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"description" text NOT NULL,
	"done" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_user_assignments" (
	"work_order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "work_order_user_assignments_work_order_id_user_id_pk" PRIMARY KEY("work_order_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"work_order_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"work_order_type_id" smallint DEFAULT 1 NOT NULL,
	"work_order_status_id" smallint DEFAULT 1 NOT NULL,
	"description" text NOT NULL,
	"due_date" timestamp with time zone,
	"date_completed" timestamp with time zone,
	"maintenance_group_interval_id" integer,
	"service_request_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "maintenance_group_id" integer;--> statement-breakpoint
ALTER TABLE "asset_keypad_entries" ADD CONSTRAINT "asset_keypad_entries_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_keypad_entries" ADD CONSTRAINT "asset_keypad_entries_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_keypad_entries" ADD CONSTRAINT "asset_keypad_entries_keypad_code_id_keypad_codes_keypad_code_id_fk" FOREIGN KEY ("keypad_code_id") REFERENCES "public"."keypad_codes"("keypad_code_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keypad_codes" ADD CONSTRAINT "keypad_codes_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keypad_codes" ADD CONSTRAINT "keypad_codes_operator_id_operators_operator_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("operator_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_assignments" ADD CONSTRAINT "operator_assignments_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_assignments" ADD CONSTRAINT "operator_assignments_operator_id_operators_operator_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("operator_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_assignments" ADD CONSTRAINT "operator_assignments_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_assignments" ADD CONSTRAINT "operator_assignments_assigned_by_users_user_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_assignments" ADD CONSTRAINT "operator_assignments_unassigned_by_users_user_id_fk" FOREIGN KEY ("unassigned_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_operators" ADD CONSTRAINT "pending_operators_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_operators" ADD CONSTRAINT "pending_operators_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_operators" ADD CONSTRAINT "pending_operators_identified_operator_id_operators_operator_id_fk" FOREIGN KEY ("identified_operator_id") REFERENCES "public"."operators"("operator_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_service_records" ADD CONSTRAINT "asset_service_records_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_service_records" ADD CONSTRAINT "asset_service_records_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_service_records" ADD CONSTRAINT "asset_service_records_maintenance_group_interval_id_maintenance_group_intervals_maintenance_group_interval_id_fk" FOREIGN KEY ("maintenance_group_interval_id") REFERENCES "public"."maintenance_group_intervals"("maintenance_group_interval_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_group_intervals" ADD CONSTRAINT "maintenance_group_intervals_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_group_intervals" ADD CONSTRAINT "maintenance_group_intervals_maintenance_group_id_maintenance_groups_maintenance_group_id_fk" FOREIGN KEY ("maintenance_group_id") REFERENCES "public"."maintenance_groups"("maintenance_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_groups" ADD CONSTRAINT "maintenance_groups_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_files" ADD CONSTRAINT "service_request_files_service_request_id_service_requests_service_request_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("service_request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_files" ADD CONSTRAINT "service_request_files_upload_id_uploads_upload_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("upload_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_files" ADD CONSTRAINT "service_request_files_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_rental_id_rentals_rental_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("rental_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_requesting_user_id_users_user_id_fk" FOREIGN KEY ("requesting_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_work_order_id_work_orders_work_order_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("work_order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_files" ADD CONSTRAINT "work_order_files_work_order_id_work_orders_work_order_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("work_order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_files" ADD CONSTRAINT "work_order_files_upload_id_uploads_upload_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("upload_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_files" ADD CONSTRAINT "work_order_files_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_task_items" ADD CONSTRAINT "work_order_task_items_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_task_items" ADD CONSTRAINT "work_order_task_items_work_order_id_work_orders_work_order_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("work_order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_user_assignments" ADD CONSTRAINT "work_order_user_assignments_work_order_id_work_orders_work_order_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("work_order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_user_assignments" ADD CONSTRAINT "work_order_user_assignments_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_user_assignments" ADD CONSTRAINT "work_order_user_assignments_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_maintenance_group_interval_id_maintenance_group_intervals_maintenance_group_interval_id_fk" FOREIGN KEY ("maintenance_group_interval_id") REFERENCES "public"."maintenance_group_intervals"("maintenance_group_interval_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_keypad_entries_asset_time_idx" ON "asset_keypad_entries" USING btree ("asset_id","keypad_timestamp");--> statement-breakpoint
CREATE UNIQUE INDEX "keypad_codes_company_code_unique" ON "keypad_codes" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_assignments_open_unique" ON "operator_assignments" USING btree ("asset_id") WHERE date_unassigned is null;--> statement-breakpoint
CREATE INDEX "operator_assignments_operator_idx" ON "operator_assignments" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "operators_company_idx" ON "operators" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "pending_operators_asset_idx" ON "pending_operators" USING btree ("asset_id","event_date");--> statement-breakpoint
CREATE INDEX "asset_service_records_asset_idx" ON "asset_service_records" USING btree ("asset_id","maintenance_group_interval_id");--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_group_intervals_name_unique" ON "maintenance_group_intervals" USING btree ("maintenance_group_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_groups_company_name_unique" ON "maintenance_groups" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "service_requests_asset_open_idx" ON "service_requests" USING btree ("asset_id") WHERE closed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_storage_key_unique" ON "uploads" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "uploads_company_idx" ON "uploads" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "work_order_task_items_order_idx" ON "work_order_task_items" USING btree ("work_order_id","position");--> statement-breakpoint
CREATE INDEX "work_orders_asset_idx" ON "work_orders" USING btree ("asset_id","work_order_status_id");--> statement-breakpoint
CREATE INDEX "work_orders_company_idx" ON "work_orders" USING btree ("company_id","work_order_status_id","work_order_id");--> statement-breakpoint
-- Foreign keys drizzle's schema leaves out to keep schema files from importing each other.
ALTER TABLE "assets" ADD CONSTRAINT "assets_maintenance_group_id_fk" FOREIGN KEY ("maintenance_group_id") REFERENCES "public"."maintenance_groups"("maintenance_group_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_service_request_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("service_request_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_service_records" ADD CONSTRAINT "asset_service_records_work_order_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("work_order_id") ON DELETE set null ON UPDATE no action;

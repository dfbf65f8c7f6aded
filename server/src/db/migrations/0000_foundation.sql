CREATE TABLE "companies" (
	"company_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"owner_user_id" integer,
	"timezone" text DEFAULT 'America/Chicago' NOT NULL,
	"white_label_application_id" integer DEFAULT 1 NOT NULL,
	"show_dashboard" boolean DEFAULT true NOT NULL,
	"has_fleet_cam" boolean DEFAULT false NOT NULL,
	"has_rentals" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"security_level_id" smallint NOT NULL,
	"read_only" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"can_access_camera" boolean DEFAULT false NOT NULL,
	"can_rent" boolean DEFAULT false NOT NULL,
	"service_work_order_access" boolean DEFAULT false NOT NULL,
	"can_grant_permissions" boolean DEFAULT false NOT NULL,
	"can_read_asset_financial_records" boolean DEFAULT false NOT NULL,
	"can_create_asset_financial_records" boolean DEFAULT false NOT NULL,
	"cell_phone_number" text,
	"phone_number" text,
	"sms_opted_out" boolean DEFAULT false NOT NULL,
	"employee_id" text,
	"user_type_id" integer,
	"preferred_landing_page" text,
	"i18n_locale" text DEFAULT 'en-US' NOT NULL,
	"i18n_unit" text DEFAULT 'imperial' NOT NULL,
	"i18n_temperature" text DEFAULT 'F' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_security_level_check" CHECK ("users"."security_level_id" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"session_id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "company_app_preferences" (
	"company_id" integer NOT NULL,
	"client_application_id" integer NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "company_app_preferences_company_id_client_application_id_pk" PRIMARY KEY("company_id","client_application_id")
);
--> statement-breakpoint
CREATE TABLE "company_preferences" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"allow_internal_rentals_equipment" boolean DEFAULT true NOT NULL,
	"allow_internal_rentals_vehicles" boolean DEFAULT true NOT NULL,
	"hide_details" boolean DEFAULT false NOT NULL,
	"over_speed_threshold_mph" integer DEFAULT 70 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"client_application_id" integer NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "user_preferences_user_id_client_application_id_pk" PRIMARY KEY("user_id","client_application_id")
);
--> statement-breakpoint
CREATE TABLE "user_view_settings" (
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"application_id" smallint NOT NULL,
	"default_branch_ids" integer[] DEFAULT '{}' NOT NULL,
	"default_organization_ids" integer[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "user_view_settings_user_id_application_id_pk" PRIMARY KEY("user_id","application_id")
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"branch_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_third_party_msp" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"market_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"state_id" integer PRIMARY KEY NOT NULL,
	"abbreviation" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_feature_flags" (
	"company_id" integer NOT NULL,
	"flag" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "company_feature_flags_company_id_flag_pk" PRIMARY KEY("company_id","flag")
);
--> statement-breakpoint
CREATE TABLE "user_feature_flag_overrides" (
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"flag" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "user_feature_flag_overrides_user_id_flag_pk" PRIMARY KEY("user_id","flag")
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_app_preferences" ADD CONSTRAINT "company_app_preferences_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_preferences" ADD CONSTRAINT "company_preferences_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_view_settings" ADD CONSTRAINT "user_view_settings_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_view_settings" ADD CONSTRAINT "user_view_settings_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_feature_flags" ADD CONSTRAINT "company_feature_flags_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_feature_flag_overrides" ADD CONSTRAINT "user_feature_flag_overrides_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_feature_flag_overrides" ADD CONSTRAINT "user_feature_flag_overrides_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "branches_company_idx" ON "branches" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "markets_company_idx" ON "markets" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "states_abbreviation_unique" ON "states" USING btree ("abbreviation");
CREATE TABLE "share_links" (
	"share_link_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"asset_id" integer,
	"rental_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"place_name" text,
	"message" text DEFAULT '' NOT NULL,
	"phone_number" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"sms_message_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"provider_message_id" text,
	"error" text,
	"purpose" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracker_requests" (
	"tracker_request_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"wants" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text,
	"contact_email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "marker_color" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "archived_status" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "archived_by" integer;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_rental_id_rentals_rental_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("rental_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_requests" ADD CONSTRAINT "tracker_requests_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_requests" ADD CONSTRAINT "tracker_requests_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_requests" ADD CONSTRAINT "tracker_requests_requested_by_users_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_token_unique" ON "share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "share_links_rental_idx" ON "share_links" USING btree ("rental_id");--> statement-breakpoint
CREATE INDEX "share_links_company_idx" ON "share_links" USING btree ("company_id","share_link_id");--> statement-breakpoint
CREATE INDEX "sms_messages_company_idx" ON "sms_messages" USING btree ("company_id","sms_message_id");--> statement-breakpoint
CREATE INDEX "tracker_requests_company_idx" ON "tracker_requests" USING btree ("company_id","tracker_request_id");--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_archived_status_check" CHECK ("archived_status" IS NULL OR "archived_status" IN ('ARCHIVED', 'SOLD', 'RETIRED', 'STOLEN', 'TOTALLED', 'SCRAPPED'));--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_archived_at_check" CHECK (("archived_status" IS NULL) = ("archived_at" IS NULL));--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_one_target_check" CHECK (num_nonnulls("asset_id", "rental_id", "latitude") = 1 AND ("latitude" IS NULL) = ("longitude" IS NULL));--> statement-breakpoint
ALTER TABLE "tracker_requests" ADD CONSTRAINT "tracker_requests_wants_check" CHECK ("wants" IN ('tracker', 'camera', 'both'));

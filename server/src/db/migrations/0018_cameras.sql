CREATE TABLE "cameras" (
	"camera_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"camera_vendor_id" integer NOT NULL,
	"vendor_camera_id" text NOT NULL,
	"asset_id" integer,
	"name" text,
	"online" boolean DEFAULT false NOT NULL,
	"ready_to_stream" boolean DEFAULT false NOT NULL,
	"number_of_feeds" integer DEFAULT 2 NOT NULL,
	"status_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cameras" ADD CONSTRAINT "cameras_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cameras" ADD CONSTRAINT "cameras_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cameras_vendor_serial_unique" ON "cameras" USING btree ("camera_vendor_id","vendor_camera_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cameras_asset_unique" ON "cameras" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "cameras_company_idx" ON "cameras" USING btree ("company_id");
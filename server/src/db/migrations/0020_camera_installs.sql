CREATE TABLE "camera_installs" (
	"camera_install_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"camera_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"installed_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "camera_installs_span_check" CHECK ("camera_installs"."removed_at" >= "camera_installs"."installed_at")
);
--> statement-breakpoint
ALTER TABLE "camera_installs" ADD CONSTRAINT "camera_installs_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camera_installs" ADD CONSTRAINT "camera_installs_camera_id_cameras_camera_id_fk" FOREIGN KEY ("camera_id") REFERENCES "public"."cameras"("camera_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camera_installs" ADD CONSTRAINT "camera_installs_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "camera_installs_camera_open_unique" ON "camera_installs" USING btree ("camera_id") WHERE removed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "camera_installs_asset_open_unique" ON "camera_installs" USING btree ("asset_id") WHERE removed_at is null;--> statement-breakpoint
CREATE INDEX "camera_installs_camera_time_idx" ON "camera_installs" USING btree ("camera_id","installed_at");--> statement-breakpoint
-- Every camera installed now gets its open stay. The cameras table never kept when a camera
-- went on its asset, so the stay starts when the camera was registered.
INSERT INTO "camera_installs" ("company_id", "camera_id", "asset_id", "installed_at")
SELECT "company_id", "camera_id", "asset_id", "created_at" FROM "cameras" WHERE "asset_id" IS NOT NULL;

CREATE TABLE "sign_in_failures" (
	"email" text NOT NULL,
	"bucket" text DEFAULT '' NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_failures_email_bucket_pk" PRIMARY KEY("email","bucket")
);
--> statement-breakpoint
CREATE TABLE "sign_in_known_addresses" (
	"email" text NOT NULL,
	"address" text NOT NULL,
	"last_signed_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_known_addresses_email_address_pk" PRIMARY KEY("email","address")
);
--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_failed_idx" ON "sign_in_failures" USING btree ("last_failed_at");--> statement-breakpoint
CREATE INDEX "sign_in_known_addresses_last_idx" ON "sign_in_known_addresses" USING btree ("last_signed_in_at");
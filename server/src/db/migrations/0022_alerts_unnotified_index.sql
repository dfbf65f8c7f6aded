-- The schema now states the index 0015 created by hand (alerts not yet handed to SMS or email), so drizzle-kit keeps it; it exists wherever 0015 ran.
CREATE INDEX IF NOT EXISTS "alerts_unnotified_idx" ON "alerts" USING btree ("alert_id") WHERE notified_at is null;

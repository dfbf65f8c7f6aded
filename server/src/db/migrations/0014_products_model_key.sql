-- Written by hand (drizzle-kit does not emit expression indexes).
-- The import's exact product match (make, model letters and digits, year) answers from this
-- index, so only rows without an exact product pay for the trigram search.
CREATE INDEX "products_model_key_idx" ON "products" USING btree ("equipment_make_id", (lower(regexp_replace("model", '[^a-zA-Z0-9]', '', 'g'))), "year");

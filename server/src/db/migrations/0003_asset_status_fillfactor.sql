-- Statuses are rewritten with every position: leave room in each page so an update stays on
-- its page (a HOT update) and the indexes are not touched.
ALTER TABLE "asset_statuses" SET (fillfactor = 70);

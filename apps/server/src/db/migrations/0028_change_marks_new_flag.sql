-- Issue 17, session 38 (docs/decisions/0072): compaction finds the ambitos to merge through the new marks alone.
--
-- cache_cambios keeps a merged row per club and per match ever marked (a version must never go down, so no ambito is
-- dropped). Compaction grouped every row to find the ambitos holding more than one: ~100 ms on PostgreSQL and ~400 ms
-- on the embedded database's one thread at 100k matches, however few marks were new. The triggers' rows are now
-- `nueva` (the default) and the merged rows are not, and a partial index holds the new ones.
ALTER TABLE "cache_cambios" ADD COLUMN "nueva" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- the rows already there, merged once as compaction does (same sums). The ALTER holds the table until the migrations
-- commit, so no process marks anything meanwhile: a process still on the previous version waits for it.
WITH borradas AS (DELETE FROM cache_cambios RETURNING ambito, n)
INSERT INTO cache_cambios (ambito, n, nueva) SELECT ambito, sum(n), false FROM borradas GROUP BY ambito;--> statement-breakpoint
-- (after the merge: built before it, the index would start with an entry for every row the merge deleted)
CREATE INDEX "cache_cambios_nuevas_idx" ON "cache_cambios" USING btree ("ambito") WHERE nueva;

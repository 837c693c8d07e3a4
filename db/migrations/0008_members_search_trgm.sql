-- The members list's search (docs/product.md, "members"): a '%term%' match on names, e-mail and Tribe ID, served
-- by a trigram index. The embedded PGlite loads the pg_trgm contrib build (api/src/lib/embeddedDb.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("tribe_id", '')) gin_trgm_ops);
-- Custom migration (drizzle-kit generate --custom): trigram indexes need the pg_trgm extension, and
-- drizzle-kit does not manage extensions. pg_trgm is a trusted extension (PostgreSQL 13+), so the
-- database owner may create it without superuser rights; PGlite loads it from its contrib bundle
-- (src/db/client.ts). Browse search (SPEC.md §5, substring match) uses it through the GIN indexes
-- of the next migration.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

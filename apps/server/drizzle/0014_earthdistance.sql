-- Custom migration (drizzle-kit generate --custom): distances between places ("near me" in Browse)
-- use earthdistance's ll_to_earth, earth_box and earth_distance, which need the cube extension,
-- and drizzle-kit does not manage extensions. Both are trusted extensions (PostgreSQL 13+), so
-- the database owner may create them without superuser rights; PGlite loads them from its contrib
-- bundles (src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;

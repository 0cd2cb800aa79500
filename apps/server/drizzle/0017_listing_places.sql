ALTER TABLE "products" ADD COLUMN "place_latitude" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "place_longitude" double precision;--> statement-breakpoint
CREATE INDEX "products_place_earth_idx" ON "products" USING gist (ll_to_earth("place_latitude", "place_longitude"));
DROP INDEX "products_category_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_per_kg" numeric GENERATED ALWAYS AS (case when unit = 'gram' then price_per_unit / 0.001 when unit = 'kg' then price_per_unit / 1 when unit = 'quintal' then price_per_unit / 100 when unit = 'tonne' then price_per_unit / 1000 end) STORED;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_category_created_at_idx" ON "products" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_location_city_trgm_idx" ON "products" USING gin ("location_city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_location_state_created_at_idx" ON "products" USING btree ("location_state","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_organic_created_at_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."is_organic";--> statement-breakpoint
CREATE INDEX "products_certified_created_at_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."is_certified";--> statement-breakpoint
CREATE INDEX "products_in_stock_created_at_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."status" = 'available' and "products"."quantity_available" > 0;--> statement-breakpoint
CREATE INDEX "products_price_kg_asc_idx" ON "products" USING btree ("price_per_kg","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_price_kg_desc_idx" ON "products" USING btree ("price_per_kg" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
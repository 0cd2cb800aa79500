CREATE TYPE "public"."product_unit" AS ENUM('kg', 'gram', 'quintal', 'tonne', 'litre', 'dozen', 'piece', 'bunch', 'crate', 'bag');--> statement-breakpoint
-- Units were free text. Each stored unit is read as the product form reads one (trimmed, any case,
-- the common spellings of @app/shared/units UNIT_ALIASES); anything else becomes kg, the default.
UPDATE "products" SET "unit" = CASE
    WHEN "typed"."spelling" IN ('kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms') THEN 'kg'
    WHEN "typed"."spelling" IN ('gram', 'g', 'gm', 'grams') THEN 'gram'
    WHEN "typed"."spelling" IN ('quintal', 'qtl', 'quintals') THEN 'quintal'
    WHEN "typed"."spelling" IN ('tonne', 'ton', 'tons', 'tonnes') THEN 'tonne'
    WHEN "typed"."spelling" IN ('litre', 'l', 'ltr', 'liter', 'liters', 'litres') THEN 'litre'
    WHEN "typed"."spelling" IN ('dozen', 'doz', 'dozens') THEN 'dozen'
    WHEN "typed"."spelling" IN ('piece', 'pc', 'pcs', 'pieces') THEN 'piece'
    WHEN "typed"."spelling" IN ('bunch', 'bunches') THEN 'bunch'
    WHEN "typed"."spelling" IN ('crate', 'crates') THEN 'crate'
    WHEN "typed"."spelling" IN ('bag', 'bags') THEN 'bag'
    ELSE 'kg'
  END
  FROM (SELECT "id", lower(regexp_replace("unit", '^\s+|\s+$', '', 'g')) AS "spelling" FROM "products") AS "typed"
  WHERE "typed"."id" = "products"."id";--> statement-breakpoint
-- The text default cannot be cast along with the column: drop it, change the type, set it again.
ALTER TABLE "products" ALTER COLUMN "unit" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "unit" SET DATA TYPE "public"."product_unit" USING "unit"::"public"."product_unit";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "unit" SET DEFAULT 'kg'::"public"."product_unit";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_order_quantity" numeric(12, 2) DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "order_step" numeric(12, 2) DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_min_order_quantity_positive" CHECK ("products"."min_order_quantity" > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_order_step_positive" CHECK ("products"."order_step" > 0);--> statement-breakpoint
-- The cart held one row per Add to Cart. Each buyer's rows of one product fold into one line: one
-- minimum order per row, at the price the listing has now, first added when the first row was.
ALTER TABLE "cart_items" ADD COLUMN "quantity" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "price_seen" numeric(12, 2);--> statement-breakpoint
UPDATE "cart_items" SET
    "quantity" = "folded"."rows" * "products"."min_order_quantity",
    "price_seen" = "products"."price_per_unit",
    "added_at" = "folded"."first_added_at"
  FROM (
    SELECT "product_id", count(*) AS "rows", min("added_at") AS "first_added_at",
      (array_agg("id" ORDER BY "added_at", "id"))[1] AS "kept_id"
    FROM "cart_items"
    GROUP BY "buyer_id", "product_id"
  ) AS "folded"
  JOIN "products" ON "products"."id" = "folded"."product_id"
  WHERE "cart_items"."id" = "folded"."kept_id";--> statement-breakpoint
DELETE FROM "cart_items" WHERE "quantity" IS NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "quantity" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "price_seen" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_buyer_id_product_id_unique" ON "cart_items" USING btree ("buyer_id","product_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity" > 0);

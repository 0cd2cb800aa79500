ALTER TABLE "users" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "users_demo_idx" ON "users" USING btree ("id") WHERE "users"."is_demo";--> statement-breakpoint
-- Databases seeded before this migration: their demo accounts are the guests and the demo catalogue's people.
UPDATE "users" SET "is_demo" = true WHERE "email" IN (
  'guest.farmer@kisansetu.in',
  'guest.buyer@kisansetu.in',
  'prakash.gokhale@example.in',
  'srinivasa.bandaru@example.in',
  'gurpreet.sandhu@example.in',
  'mariamma.joseph@example.in',
  'ramesh.patidar@example.in',
  'bishnu.rai@example.in',
  'bhanwar.choudhary@example.in',
  'anjali.mehta@example.in',
  'farhan.qureshi@example.in',
  'lakshmi.narayanan@example.in'
);--> statement-breakpoint
-- A cart line across the sandbox's edge (a real buyer's demo listing, a demo buyer's real one) can no
-- longer be checked out, and it would show each side the other's people: it goes.
DELETE FROM "cart_items" WHERE "id" IN (
  SELECT "cart_items"."id" FROM "cart_items"
  JOIN "users" "buyer" ON "buyer"."id" = "cart_items"."buyer_id"
  JOIN "products" ON "products"."id" = "cart_items"."product_id"
  JOIN "users" "farmer" ON "farmer"."id" = "products"."farmer_id"
  WHERE "buyer"."is_demo" <> "farmer"."is_demo"
);

CREATE TABLE "crop_names" (
	"name" text PRIMARY KEY NOT NULL,
	"crop" text NOT NULL,
	"language" text NOT NULL,
	"rank" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "crop" text;--> statement-breakpoint
CREATE INDEX "products_crop_created_at_idx" ON "products" USING btree ("crop","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
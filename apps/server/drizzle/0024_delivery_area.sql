CREATE TABLE "delivery_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"line" text NOT NULL,
	"town" text NOT NULL,
	"state" text NOT NULL,
	"pin" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_addresses_pin_format" CHECK ("delivery_addresses"."pin" ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
ALTER TABLE "farmer_profiles" ADD COLUMN "delivery_radius_km" integer;--> statement-breakpoint
ALTER TABLE "farmer_profiles" ADD COLUMN "delivery_pins" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "farmer_profiles" ADD COLUMN "pickup_address" text;--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD CONSTRAINT "delivery_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_addresses_user_id_unique" ON "delivery_addresses" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "farmer_profiles" ADD CONSTRAINT "farmer_profiles_delivery_radius_positive" CHECK ("farmer_profiles"."delivery_radius_km" > 0);
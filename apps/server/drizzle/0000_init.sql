CREATE TYPE "public"."user_role" AS ENUM('farmer', 'buyer');--> statement-breakpoint
CREATE TYPE "public"."product_category" AS ENUM('vegetable', 'fruit', 'grain', 'pulse', 'herb', 'spice', 'other');--> statement-breakpoint
CREATE TYPE "public"."product_status" AS ENUM('available', 'out_of_stock', 'unavailable');--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"role" "user_role" NOT NULL,
	"phone" text,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farmer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"variety" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" "product_category" DEFAULT 'grain' NOT NULL,
	"price_per_unit" numeric(12, 2) DEFAULT 0 NOT NULL,
	"unit" text DEFAULT 'kg' NOT NULL,
	"quantity_available" numeric(12, 2) DEFAULT 0 NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_organic" boolean DEFAULT false NOT NULL,
	"is_certified" boolean DEFAULT false NOT NULL,
	"certification_authority" text,
	"certificate_number" text,
	"certified_on" date,
	"harvest_date" date,
	"expiry_date" date,
	"location_city" text DEFAULT '' NOT NULL,
	"location_state" text DEFAULT '' NOT NULL,
	"location_pin" text DEFAULT '' NOT NULL,
	"longitude" double precision,
	"latitude" double precision,
	"delivery_available" boolean DEFAULT false NOT NULL,
	"delivery_radius_km" numeric(8, 2) DEFAULT 0 NOT NULL,
	"status" "product_status" DEFAULT 'available' NOT NULL,
	"ratings" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_unique" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "products_farmer_id_created_at_idx" ON "products" USING btree ("farmer_id","created_at" DESC NULLS LAST);
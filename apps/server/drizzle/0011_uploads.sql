CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"key" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unreferenced_since" timestamp with time zone DEFAULT now(),
	CONSTRAINT "uploads_bytes_positive" CHECK ("uploads"."bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_user_id_key_unique" ON "uploads" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "uploads_key_idx" ON "uploads" USING btree ("key");--> statement-breakpoint
CREATE INDEX "uploads_unreferenced_since_idx" ON "uploads" USING btree ("unreferenced_since") WHERE "uploads"."unreferenced_since" IS NOT NULL;
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"product_id" uuid,
	"account_id" uuid,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution" text,
	CONSTRAINT "reports_one_target" CHECK (("reports"."product_id" IS NULL) <> ("reports"."account_id" IS NULL)),
	CONSTRAINT "reports_reason_known" CHECK ("reports"."reason" IN ('fraud', 'misleading', 'prohibited', 'abusive', 'spam', 'other'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden_cause" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_listing_unique" ON "reports" USING btree ("reporter_id","product_id") WHERE "reports"."resolved_at" IS NULL AND "reports"."product_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_account_unique" ON "reports" USING btree ("reporter_id","account_id") WHERE "reports"."resolved_at" IS NULL AND "reports"."account_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reports_open_created_at_idx" ON "reports" USING btree ("created_at") WHERE "reports"."resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX "reports_product_id_idx" ON "reports" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "reports_account_id_idx" ON "reports" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hidden_cause_known" CHECK ("products"."hidden_cause" IN ('listing', 'account'));
CREATE TYPE "public"."complaint_action" AS ENUM('open', 'notify', 'answer', 'lapse', 'resolve', 'withdraw');--> statement-breakpoint
CREATE TYPE "public"."complaint_by" AS ENUM('buyer', 'farmer', 'operator', 'system');--> statement-breakpoint
CREATE TYPE "public"."complaint_kind" AS ENUM('not_delivered', 'quality', 'quantity_short', 'payment_not_received', 'other');--> statement-breakpoint
CREATE TYPE "public"."complaint_outcome" AS ENUM('no_fault', 'partial_refund', 'full_refund', 'farmer_warned');--> statement-breakpoint
CREATE TYPE "public"."complaint_state" AS ENUM('open', 'awaiting_answer', 'with_operator', 'resolved', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."order_side" AS ENUM('buyer', 'farmer');--> statement-breakpoint
CREATE TABLE "complaint_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"complaint_id" uuid NOT NULL,
	"action" "complaint_action" NOT NULL,
	"by" "complaint_by" NOT NULL,
	"actor_id" uuid,
	"state" "complaint_state" NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"key" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"opened_by" "order_side" NOT NULL,
	"kind" "complaint_kind" NOT NULL,
	"state" "complaint_state" DEFAULT 'open' NOT NULL,
	"outcome" "complaint_outcome",
	"answer_by" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_outcome_when_resolved" CHECK (("complaints"."state" = 'resolved') = ("complaints"."outcome" is not null))
);
--> statement-breakpoint
ALTER TABLE "complaint_entries" ADD CONSTRAINT "complaint_entries_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_entries" ADD CONSTRAINT "complaint_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_photos" ADD CONSTRAINT "complaint_photos_entry_id_complaint_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."complaint_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_entries_complaint_id_created_at_idx" ON "complaint_entries" USING btree ("complaint_id","created_at");--> statement-breakpoint
CREATE INDEX "complaint_photos_entry_id_idx" ON "complaint_photos" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_one_unresolved_per_order" ON "complaints" USING btree ("order_id") WHERE "complaints"."state" in ('open', 'awaiting_answer', 'with_operator');--> statement-breakpoint
CREATE INDEX "complaints_state_created_at_idx" ON "complaints" USING btree ("state","created_at");
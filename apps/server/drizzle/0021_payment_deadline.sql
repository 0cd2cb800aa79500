CREATE TYPE "public"."system_cancel_cause" AS ENUM('not_accepted', 'not_paid', 'payment_refused');--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "cause" "system_cancel_cause";--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "pay_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "refusals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A UPI order accepted before pay_by was kept: its window is the reservation it holds
-- now while it waits for a payment, else PAY_WITHIN_HOURS (24) from its acceptance.
UPDATE "order_payments" SET "pay_by" = coalesce(
  CASE WHEN o."status" = 'accepted' THEN o."hold_until" END,
  (SELECT min(e."created_at") FROM "order_events" e WHERE e."order_id" = o."id" AND e."status" = 'accepted') + interval '24 hours'
)
FROM "orders" o
WHERE o."id" = "order_payments"."order_id" AND "order_payments"."method" = 'upi';--> statement-breakpoint
-- Refusals already made count towards the limit.
UPDATE "order_payments" SET "refusals" = (
  SELECT count(*) FROM "order_events" e WHERE e."order_id" = "order_payments"."order_id" AND e."payment_status" = 'not_received'
);--> statement-breakpoint
-- The system cancelled an order either before it was accepted (no answer) or after (no payment).
UPDATE "order_events" SET "cause" = CASE
  WHEN EXISTS (SELECT 1 FROM "order_events" a WHERE a."order_id" = "order_events"."order_id" AND a."status" = 'accepted') THEN 'not_paid'::"system_cancel_cause"
  ELSE 'not_accepted'::"system_cancel_cause"
END
WHERE "actor" = 'system' AND "status" = 'cancelled';

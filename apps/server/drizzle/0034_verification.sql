CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farmer_id" uuid NOT NULL,
	"scheme" text NOT NULL,
	"certificate_id" text NOT NULL,
	"certifying_body" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"document_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"expiry_warned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_scheme_known" CHECK ("certificates"."scheme" IN ('pgs-india', 'npop', 'other')),
	CONSTRAINT "certificates_status_known" CHECK ("certificates"."status" IN ('pending', 'approved', 'rejected', 'expired')),
	CONSTRAINT "certificates_valid_range" CHECK ("certificates"."valid_to" > "certificates"."valid_from"),
	CONSTRAINT "certificates_reason_on_reject" CHECK ("certificates"."status" <> 'rejected' OR "certificates"."reason" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "farmer_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"legal_name" text NOT NULL,
	"farm_address" text NOT NULL,
	"fpo_name" text,
	"fssai_licence" text,
	"document_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "farmer_verifications_status_known" CHECK ("farmer_verifications"."status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "farmer_verifications_fssai_digits" CHECK ("farmer_verifications"."fssai_licence" ~ '^[0-9]{14}$'),
	CONSTRAINT "farmer_verifications_reason_on_reject" CHECK ("farmer_verifications"."status" <> 'rejected' OR "farmer_verifications"."reason" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmer_verifications" ADD CONSTRAINT "farmer_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmer_verifications" ADD CONSTRAINT "farmer_verifications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_farmer_idx" ON "certificates" USING btree ("farmer_id","created_at");--> statement-breakpoint
CREATE INDEX "certificates_pending_idx" ON "certificates" USING btree ("created_at") WHERE "certificates"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "certificates_approved_valid_to_idx" ON "certificates" USING btree ("valid_to") WHERE "certificates"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "certificates_document_idx" ON "certificates" USING btree ("decided_at") WHERE "certificates"."document_key" IS NOT NULL AND "certificates"."decided_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "farmer_verifications_user_idx" ON "farmer_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "farmer_verifications_one_pending" ON "farmer_verifications" USING btree ("user_id") WHERE "farmer_verifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "farmer_verifications_document_idx" ON "farmer_verifications" USING btree ("decided_at") WHERE "farmer_verifications"."document_key" IS NOT NULL AND "farmer_verifications"."decided_at" IS NOT NULL;--> statement-breakpoint
-- Each farmer with a badge, computed as it is read, so an expired certificate never shows one;
-- read from the two small tables of approved items, never from every user.
CREATE VIEW "farmer_badges" AS
SELECT "farmer_id",
  bool_or("verified") AS "verified",
  bool_or("certified") AS "certified",
  (array_agg("scheme" ORDER BY "scheme" = 'other', "valid_to" DESC) FILTER (WHERE "certified"))[1] AS "certificate_scheme",
  (array_agg("valid_to" ORDER BY "scheme" = 'other', "valid_to" DESC) FILTER (WHERE "certified"))[1] AS "certificate_valid_to"
FROM (
  SELECT "user_id" AS "farmer_id", true AS "verified", false AS "certified", NULL::text AS "scheme", NULL::date AS "valid_to"
  FROM "farmer_verifications" WHERE "status" = 'approved'
  UNION ALL
  SELECT "farmer_id", false, true, "scheme", "valid_to"
  FROM "certificates"
  WHERE "status" = 'approved'
    AND "valid_from" <= (now() AT TIME ZONE 'Asia/Kolkata')::date
    AND "valid_to" >= (now() AT TIME ZONE 'Asia/Kolkata')::date
) AS "badges"
GROUP BY "farmer_id";

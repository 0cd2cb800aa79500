CREATE TABLE "security_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"shown_before" text,
	"shown_after" text,
	"undo_token_hash" text,
	"undo_expires_at" timestamp with time zone,
	"previous_value" text,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_events_kind_known" CHECK ("security_events"."kind" IN ('mobile_added', 'mobile_changed', 'email_added', 'email_changed', 'password_set', 'password_changed', 'password_reset', 'change_undone'))
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" RENAME COLUMN "mobile" TO "recipient";--> statement-breakpoint
DROP INDEX "one_time_codes_mobile_created_idx";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "proven_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "security_events_user_created_idx" ON "security_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "security_events_undo_token_unique" ON "security_events" USING btree ("undo_token_hash");--> statement-breakpoint
CREATE INDEX "one_time_codes_recipient_created_idx" ON "one_time_codes" USING btree ("recipient","created_at");--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_channel_known" CHECK ("one_time_codes"."channel" IN ('sms', 'email'));
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_user_id" uuid,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"subject_user_id" uuid,
	"target_type" text,
	"target_id" text,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip_tag" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_user_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
-- The audit log is append-only: whoever may write to it (the application's own role included) can
-- add entries, never change or remove one. Only someone who can disable the trigger (the table's
-- owner or a superuser) gets past it, and `npm run audit:verify` then finds the broken chain.
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
-- The security events kept before the audit log existed become its first entries, in the order they
-- happened, so their owners still see them on their profile. Each is chained exactly as recordAudit
-- (src/modules/audit/audit.repository.ts) chains one: SHA-256 of the previous hash, a newline and
-- the entry as JSON with its keys sorted, the time in milliseconds as toISOString writes it.
DO $$
DECLARE
  event record;
  at timestamptz;
  canonical text;
  prev text := repeat('0', 64);
  next_hash text;
BEGIN
  FOR event IN
    SELECT e.id, e.user_id, e.kind, e.shown_before, e.shown_after, e.created_at, u.role::text AS role
    FROM security_events e JOIN users u ON u.id = e.user_id
    ORDER BY e.created_at, e.id
  LOOP
    at := date_trunc('milliseconds', event.created_at);
    canonical := '{"action":' || to_json('account.' || event.kind)::text
      || ',"actorRole":' || to_json(event.role)::text
      || ',"actorUserId":' || to_json(event.user_id::text)::text
      || ',"createdAt":' || to_json(to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
      || ',"details":{"after":' || coalesce(to_json(event.shown_after)::text, 'null')
      || ',"before":' || coalesce(to_json(event.shown_before)::text, 'null')
      || ',"securityEventId":' || to_json(event.id::text)::text || '}'
      || ',"ipTag":null,"reason":null'
      || ',"subjectUserId":' || to_json(event.user_id::text)::text
      || ',"targetId":' || to_json(event.user_id::text)::text
      || ',"targetType":"user"}';
    next_hash := encode(sha256(convert_to(prev || E'\n' || canonical, 'UTF8')), 'hex');
    INSERT INTO audit_log (actor_user_id, actor_role, action, subject_user_id, target_type, target_id, details, created_at, prev_hash, hash)
    VALUES (
      event.user_id, event.role, 'account.' || event.kind, event.user_id, 'user', event.user_id::text,
      jsonb_build_object('securityEventId', event.id::text, 'before', event.shown_before, 'after', event.shown_after),
      at, prev, next_hash
    );
    prev := next_hash;
  END LOOP;
END
$$;

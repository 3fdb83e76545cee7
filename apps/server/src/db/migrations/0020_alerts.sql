-- Issue 30: alert rules per company, alerts as episodes (one open per episode, by a unique
-- index) and who has read them. Journal time past 0019's; safe to run twice.
CREATE TABLE IF NOT EXISTS "alert_reads" (
	"alert_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_reads_alert_id_user_id_pk" PRIMARY KEY("alert_id","user_id")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"task_id" uuid,
	"episode" text NOT NULL,
	"message" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "alerts_kind" CHECK (kind in ('late-punch-in', 'silent', 'left-site', 'low-battery', 'mock-location', 'task-overdue', 'customer-request'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "alert_rules" jsonb DEFAULT '{"late-punch-in":{"on":true},"silent":{"on":true,"minutes":30},"left-site":{"on":true,"minutes":10},"low-battery":{"on":true,"percent":15},"mock-location":{"on":true},"task-overdue":{"on":true},"customer-request":{"on":true}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_reads" DROP CONSTRAINT IF EXISTS "alert_reads_alert_id_alerts_id_fk";--> statement-breakpoint
ALTER TABLE "alert_reads" ADD CONSTRAINT "alert_reads_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_reads" DROP CONSTRAINT IF EXISTS "alert_reads_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "alert_reads" ADD CONSTRAINT "alert_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT IF EXISTS "alerts_company_id_user_id_users_company_id_id_fk";--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT IF EXISTS "alerts_company_id_task_id_complaints_company_id_id_fk";--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_company_id_task_id_complaints_company_id_id_fk" FOREIGN KEY ("company_id","task_id") REFERENCES "public"."complaints"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "alerts_open_episode_idx" ON "alerts" USING btree ("company_id","episode") WHERE "alerts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alerts_company_opened_idx" ON "alerts" USING btree ("company_id","opened_at" DESC NULLS LAST);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ronda_alert_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ronda_alert', json_build_object(
    'companyId', NEW.company_id, 'alertId', NEW.id, 'userId', NEW.user_id, 'taskId', NEW.task_id,
    'closed', NEW.closed_at IS NOT NULL)::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "alerts_notify" ON "alerts";--> statement-breakpoint
CREATE TRIGGER "alerts_notify" AFTER INSERT OR UPDATE OF "closed_at" ON "alerts" FOR EACH ROW EXECUTE FUNCTION "ronda_alert_notify"();
--> statement-breakpoint
-- Metres between two points on the sphere (haversine), for the left-site rule.
CREATE OR REPLACE FUNCTION "ronda_distance_m"("a_lat" float8, "a_lng" float8, "b_lat" float8, "b_lng" float8) RETURNS float8
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 2 * 6371000 * asin(sqrt(
    power(sin(radians(round(b_lat::numeric, 9)::float8 - round(a_lat::numeric, 9)::float8) / 2), 2) +
    cos(radians(a_lat)) * cos(radians(b_lat)) *
    power(sin(radians(round(b_lng::numeric, 9)::float8 - round(a_lng::numeric, 9)::float8) / 2), 2)))
$$;

-- Issue 29: a summary of each person's company day, which the reports read (see the schema's
-- note in day-summaries.ts), and the marks that say a summary no longer holds. Punches and breaks
-- mark their days by trigger, so no write path (the phones, the console, a late sync) forgets;
-- ingest and archival mark theirs in their own statements. Journal time past 0017's; safe to
-- run twice.
CREATE TABLE IF NOT EXISTS "day_summaries" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"session_count" integer NOT NULL,
	"worked_ms" integer NOT NULL,
	"break_ms" integer NOT NULL,
	"first_in" timestamp with time zone,
	"last_out" timestamp with time zone,
	"open_session" boolean NOT NULL,
	"walking_m" integer NOT NULL,
	"cycling_m" integer NOT NULL,
	"driving_m" integer NOT NULL,
	"trips" integer NOT NULL,
	"stays" jsonb NOT NULL,
	"gaps" jsonb NOT NULL,
	"silent_minutes" integer NOT NULL,
	"first_fix_at" timestamp with time zone,
	"last_fix_at" timestamp with time zone,
	"fix_count" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "day_summaries_company_id_user_id_local_date_pk" PRIMARY KEY("company_id","user_id","local_date")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "day_summary_dirty" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_summary_dirty_company_id_user_id_local_date_pk" PRIMARY KEY("company_id","user_id","local_date")
);
--> statement-breakpoint
ALTER TABLE "day_summaries" DROP CONSTRAINT IF EXISTS "day_summaries_company_id_user_id_users_company_id_id_fk";--> statement-breakpoint
ALTER TABLE "day_summaries" ADD CONSTRAINT "day_summaries_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "day_summary_dirty_marked_idx" ON "day_summary_dirty" USING btree ("marked_at");--> statement-breakpoint
-- Marks the company days from one instant to another (the same day when `to_at` is null), at most
-- 400 of them: a session left open for months is not a reason to write a row for every day.
CREATE OR REPLACE FUNCTION "ronda_mark_days"("company" uuid, "person" uuid, "from_at" timestamptz, "to_at" timestamptz) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO day_summary_dirty AS d (company_id, user_id, local_date, marked_at)
  SELECT $1, $2, day::date, clock_timestamp()
    FROM companies c,
         generate_series(($3 AT TIME ZONE c.timezone)::date::timestamp,
                         least(coalesce($4, $3), $3 + interval '400 days') AT TIME ZONE c.timezone,
                         interval '1 day') AS day
   WHERE c.id = $1
  ON CONFLICT (company_id, user_id, local_date) DO UPDATE SET marked_at = excluded.marked_at
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ronda_attendance_marks_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM ronda_mark_days(OLD.company_id, OLD.user_id, OLD.check_in_at, OLD.check_out_at);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM ronda_mark_days(NEW.company_id, NEW.user_id, NEW.check_in_at, NEW.check_out_at);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ronda_break_marks_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM ronda_mark_days(OLD.company_id, OLD.user_id, OLD.start_at, OLD.end_at);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM ronda_mark_days(NEW.company_id, NEW.user_id, NEW.start_at, NEW.end_at);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "attendance_records_mark_days" ON "attendance_records";--> statement-breakpoint
CREATE TRIGGER "attendance_records_mark_days" AFTER INSERT OR UPDATE OF "check_in_at", "check_out_at" OR DELETE ON "attendance_records" FOR EACH ROW EXECUTE FUNCTION "ronda_attendance_marks_days"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "breaks_mark_days" ON "breaks";--> statement-breakpoint
CREATE TRIGGER "breaks_mark_days" AFTER INSERT OR UPDATE OF "start_at", "end_at" OR DELETE ON "breaks" FOR EACH ROW EXECUTE FUNCTION "ronda_break_marks_days"();--> statement-breakpoint
-- Every day that already has data is to be summed up (the job works through them).
INSERT INTO "day_summary_dirty" ("company_id", "user_id", "local_date")
SELECT DISTINCT a.company_id, a.user_id, (a.check_in_at AT TIME ZONE c.timezone)::date
  FROM attendance_records a JOIN companies c ON c.id = a.company_id
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "day_summary_dirty" ("company_id", "user_id", "local_date")
SELECT company_id, user_id, local_date FROM day_tracks
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "day_summary_dirty" ("company_id", "user_id", "local_date")
SELECT DISTINCT p.company_id, p.user_id, (p.recorded_at AT TIME ZONE c.timezone)::date
  FROM location_points p JOIN companies c ON c.id = p.company_id
ON CONFLICT DO NOTHING;

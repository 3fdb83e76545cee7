-- Issue 27: the console's day view is live. Every write to a punch, a break or a work log tells
-- the server processes which person's day changed (channel ronda_activity, payload
-- { companyId, userId, kind }), from the database itself so no write path forgets.
CREATE FUNCTION "ronda_notify_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ronda_activity',
    json_build_object('companyId', NEW.company_id, 'userId', NEW.user_id, 'kind', TG_ARGV[0])::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "attendance_records_activity" AFTER INSERT OR UPDATE ON "attendance_records" FOR EACH ROW EXECUTE FUNCTION "ronda_notify_activity"('attendance');
--> statement-breakpoint
CREATE TRIGGER "breaks_activity" AFTER INSERT OR UPDATE ON "breaks" FOR EACH ROW EXECUTE FUNCTION "ronda_notify_activity"('attendance');
--> statement-breakpoint
CREATE TRIGGER "work_logs_activity" AFTER INSERT OR UPDATE ON "work_logs" FOR EACH ROW EXECUTE FUNCTION "ronda_notify_activity"('work-log');

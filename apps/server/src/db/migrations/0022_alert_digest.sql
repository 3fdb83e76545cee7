-- Issue 30: an admin's daily digest of yesterday's alerts is a mail schedule like the reports'.
-- Journal time past 0021's; safe to run twice.
ALTER TABLE "report_schedules" DROP CONSTRAINT IF EXISTS "report_schedules_frequency";--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_frequency" CHECK ("report_schedules"."frequency" in ('monthly', 'weekly', 'alerts-daily'));

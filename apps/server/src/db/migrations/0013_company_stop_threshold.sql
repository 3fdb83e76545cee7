-- Issue 27: the shortest stop that counts on the console's day view is the company's choice (a
-- delivery company sees every 3-minute drop as a visit); the tracking call's own default stays 5.
-- Safe to run twice: its journal time was first set before 0012's, so a database migrated to
-- 0012 before this one existed never ran it (drizzle applies only migrations newer than the
-- newest applied); moved after 0012, it now runs there, and re-runs as a no-op where it ran.
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "stop_threshold_min" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'companies_stop_threshold_range') THEN
    ALTER TABLE "companies" ADD CONSTRAINT "companies_stop_threshold_range" CHECK ("companies"."stop_threshold_min" between 1 and 60);
  END IF;
END $$;
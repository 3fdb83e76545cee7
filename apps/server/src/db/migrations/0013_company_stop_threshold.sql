-- Issue 27: the shortest stop that counts on the console's day view is the company's choice (a
-- delivery company sees every 3-minute drop as a visit); the tracking call's own default stays 5.
ALTER TABLE "companies" ADD COLUMN "stop_threshold_min" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_stop_threshold_range" CHECK ("companies"."stop_threshold_min" between 1 and 60);
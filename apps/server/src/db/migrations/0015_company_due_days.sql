-- Issue 28: a task created without a due date is given one by its priority, in working days the
-- company's admin chooses (0 = the same day). Its journal time is set past 0012's (1795900000000,
-- later than 0013's and 0014's): drizzle applies only migrations newer than the newest applied.
ALTER TABLE "companies" ADD COLUMN "due_days_critical" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "due_days_high" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "due_days_medium" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "due_days_low" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_due_days_range" CHECK ("companies"."due_days_critical" between 0 and 60 and "companies"."due_days_high" between 0 and 60 and "companies"."due_days_medium" between 0 and 60 and "companies"."due_days_low" between 0 and 60);
-- Issue 29: what the reports measure a day against, one set per company in its time zone: the
-- working week (ISO weekdays, 1 = Monday), the shift and its grace in minutes from midnight, the
-- minutes worked below which a day is a half day or absent, public holidays, and the travel
-- reimbursement per km by mode in paise (money is never a float). Its journal time is set past
-- 0015's (1795900015000): drizzle applies only migrations newer than the newest applied. Safe to
-- run twice, like 0013 and 0014, so a database taken back to an earlier journal upgrades cleanly.
CREATE TABLE IF NOT EXISTS "company_holidays" (
	"company_id" uuid NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "company_holidays_company_id_date_pk" PRIMARY KEY("company_id","date"),
	CONSTRAINT "company_holidays_name_length" CHECK (char_length("company_holidays"."name") between 1 and 80)
);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "work_days" smallint[] DEFAULT '{1,2,3,4,5,6}' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "shift_start_min" smallint DEFAULT 570 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "shift_end_min" smallint DEFAULT 1110 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "late_grace_min" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "half_day_below_min" smallint DEFAULT 240 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "absent_below_min" smallint DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "rate_walking_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "rate_cycling_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "rate_driving_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'company_holidays_company_id_companies_id_fk' AND conrelid = '"company_holidays"'::regclass) THEN
    ALTER TABLE "company_holidays" ADD CONSTRAINT "company_holidays_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'companies_work_days_valid' AND conrelid = '"companies"'::regclass) THEN
    ALTER TABLE "companies" ADD CONSTRAINT "companies_work_days_valid" CHECK (cardinality("companies"."work_days") between 1 and 7 and "companies"."work_days" <@ '{1,2,3,4,5,6,7}'::smallint[]);
  END IF;
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'companies_shift_valid' AND conrelid = '"companies"'::regclass) THEN
    ALTER TABLE "companies" ADD CONSTRAINT "companies_shift_valid" CHECK ("companies"."shift_start_min" between 0 and 1439 and "companies"."shift_end_min" between 0 and 1439 and "companies"."shift_end_min" > "companies"."shift_start_min");
  END IF;
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'companies_day_thresholds_valid' AND conrelid = '"companies"'::regclass) THEN
    ALTER TABLE "companies" ADD CONSTRAINT "companies_day_thresholds_valid" CHECK ("companies"."late_grace_min" between 0 and 120 and "companies"."half_day_below_min" between 1 and 1440 and "companies"."absent_below_min" between 0 and 1440 and "companies"."absent_below_min" <= "companies"."half_day_below_min");
  END IF;
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'companies_report_rates_range' AND conrelid = '"companies"'::regclass) THEN
    ALTER TABLE "companies" ADD CONSTRAINT "companies_report_rates_range" CHECK ("companies"."rate_walking_paise" between 0 and 100000 and "companies"."rate_cycling_paise" between 0 and 100000 and "companies"."rate_driving_paise" between 0 and 100000);
  END IF;
END $$;
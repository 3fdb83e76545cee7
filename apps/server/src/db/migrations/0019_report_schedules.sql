-- Issue 29: scheduled report e-mails (see report-schedules.ts). Journal time past 0018's; safe
-- to run twice.
CREATE TABLE IF NOT EXISTS "report_schedules" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_slot" text,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "report_schedules_company_id_user_id_frequency_pk" PRIMARY KEY("company_id","user_id","frequency"),
	CONSTRAINT "report_schedules_frequency" CHECK ("report_schedules"."frequency" in ('monthly', 'weekly'))
);
--> statement-breakpoint
ALTER TABLE "report_schedules" DROP CONSTRAINT IF EXISTS "report_schedules_company_id_user_id_users_company_id_id_fk";--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;
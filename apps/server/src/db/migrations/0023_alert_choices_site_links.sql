-- Issue 30: the alert rules each person wants pushed, whom a work site is for (customer,
-- department), and the sign-in a push subscription belongs to. Journal time past 0022's; safe to run twice.
CREATE TABLE IF NOT EXISTS "alert_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"kinds" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_sites" ADD COLUMN IF NOT EXISTS "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "work_sites" ADD COLUMN IF NOT EXISTS "department_id" uuid;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN IF NOT EXISTS "session_id" uuid;--> statement-breakpoint
ALTER TABLE "alert_preferences" DROP CONSTRAINT IF EXISTS "alert_preferences_company_id_user_id_users_company_id_id_fk";--> statement-breakpoint
ALTER TABLE "alert_preferences" ADD CONSTRAINT "alert_preferences_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_sites" DROP CONSTRAINT IF EXISTS "work_sites_customer_id_customers_id_fk";--> statement-breakpoint
ALTER TABLE "work_sites" ADD CONSTRAINT "work_sites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_sites" DROP CONSTRAINT IF EXISTS "work_sites_department_id_departments_id_fk";--> statement-breakpoint
ALTER TABLE "work_sites" ADD CONSTRAINT "work_sites_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" DROP CONSTRAINT IF EXISTS "push_subscriptions_session_id_sessions_id_fk";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;
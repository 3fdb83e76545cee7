DROP INDEX "complaints_company_status_created_idx";--> statement-breakpoint
DROP INDEX "complaints_company_department_idx";--> statement-breakpoint
DROP INDEX "complaints_company_supervisor_idx";--> statement-breakpoint
DROP INDEX "complaints_company_customer_idx";--> statement-breakpoint
DROP INDEX "complaints_company_employee_idx";--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "resolved_distance_m" integer;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "resolved_fix_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "agenda_at" timestamp with time zone GENERATED ALWAYS AS (case status when 'resolved' then coalesce(resolved_at, created_at) when 'rejected' then coalesce(rejected_at, created_at) else coalesce(due_date, created_at) end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "complaints_list_created_idx" ON "complaints" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE parent_complaint_id is null;--> statement-breakpoint
CREATE INDEX "complaints_list_status_idx" ON "complaints" USING btree ("company_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE parent_complaint_id is null;--> statement-breakpoint
CREATE INDEX "complaints_list_agenda_idx" ON "complaints" USING btree ("company_id","agenda_at") WHERE parent_complaint_id is null;--> statement-breakpoint
CREATE INDEX "complaints_list_department_idx" ON "complaints" USING btree ("company_id","department_id","created_at" DESC NULLS LAST) WHERE parent_complaint_id is null;--> statement-breakpoint
CREATE INDEX "complaints_list_supervisor_idx" ON "complaints" USING btree ("company_id","supervisor_id","created_at" DESC NULLS LAST) WHERE parent_complaint_id is null;--> statement-breakpoint
CREATE INDEX "complaints_list_customer_idx" ON "complaints" USING btree ("company_id","customer_id","created_at" DESC NULLS LAST) WHERE parent_complaint_id is null;--> statement-breakpoint
CREATE INDEX "complaints_company_employee_idx" ON "complaints" USING btree ("company_id","employee_id","created_at" DESC NULLS LAST);
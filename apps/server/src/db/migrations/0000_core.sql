CREATE TYPE "public"."task_priority" AS ENUM('low', 'medium', 'high', 'critical');--> statement-breakpoint
CREATE TYPE "public"."task_status" AS ENUM('incoming', 'in-progress', 'resolved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."task_type" AS ENUM('customer', 'internal');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"address_lat" double precision,
	"address_lng" double precision,
	"email" text,
	"phone" text,
	"website" text,
	"logo_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"timezone" text DEFAULT 'Asia/Kolkata' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"complaint_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"kind" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"parent_complaint_id" uuid,
	"customer_id" uuid,
	"department_id" uuid,
	"supervisor_id" uuid,
	"employee_id" uuid,
	"created_by_user_id" uuid,
	"description" text NOT NULL,
	"status" "task_status" DEFAULT 'incoming' NOT NULL,
	"priority" "task_priority" DEFAULT 'medium' NOT NULL,
	"task_type" "task_type" DEFAULT 'customer' NOT NULL,
	"supervisor_notes" text,
	"employee_notes" text,
	"notes" text,
	"due_date" timestamp with time zone,
	"follow_up_on" timestamp with time zone,
	"started_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"supervisor_assigned_at" timestamp with time zone,
	"employee_assigned_at" timestamp with time zone,
	"completion_percentage" integer DEFAULT 0 NOT NULL,
	"location_address" text,
	"location_lat" double precision,
	"location_lng" double precision,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"employee_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "complaints_completion_percentage_range" CHECK ("complaints"."completion_percentage" between 0 and 100),
	CONSTRAINT "complaints_location_pair" CHECK (("complaints"."location_lat" is null) = ("complaints"."location_lng" is null))
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_company_id_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "department_members" (
	"company_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "department_members_department_id_user_id_pk" PRIMARY KEY("department_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departments_company_name_key" UNIQUE("company_id","name"),
	CONSTRAINT "departments_company_id_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"profile_picture_url" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_supervisor" boolean DEFAULT false NOT NULL,
	"status" "user_status" DEFAULT 'active' NOT NULL,
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_company_id_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_company_id_complaint_id_complaints_company_id_id_fk" FOREIGN KEY ("company_id","complaint_id") REFERENCES "public"."complaints"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_company_id_actor_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","actor_user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_company_id_parent_complaint_id_complaints_company_id_id_fk" FOREIGN KEY ("company_id","parent_complaint_id") REFERENCES "public"."complaints"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_company_id_customer_id_customers_company_id_id_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_company_id_department_id_departments_company_id_id_fk" FOREIGN KEY ("company_id","department_id") REFERENCES "public"."departments"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_company_id_supervisor_id_users_company_id_id_fk" FOREIGN KEY ("company_id","supervisor_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_company_id_employee_id_users_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_company_id_created_by_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","created_by_user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_members" ADD CONSTRAINT "department_members_company_id_department_id_departments_company_id_id_fk" FOREIGN KEY ("company_id","department_id") REFERENCES "public"."departments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_members" ADD CONSTRAINT "department_members_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_events_company_complaint_idx" ON "complaint_events" USING btree ("company_id","complaint_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_company_status_created_idx" ON "complaints" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "complaints_company_department_idx" ON "complaints" USING btree ("company_id","department_id");--> statement-breakpoint
CREATE INDEX "complaints_company_employee_idx" ON "complaints" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "complaints_company_supervisor_idx" ON "complaints" USING btree ("company_id","supervisor_id");--> statement-breakpoint
CREATE INDEX "complaints_company_customer_idx" ON "complaints" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE INDEX "complaints_company_parent_idx" ON "complaints" USING btree ("company_id","parent_complaint_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_company_email_lower_key" ON "customers" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "department_members_company_user_idx" ON "department_members" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_company_status_idx" ON "users" USING btree ("company_id","status");
CREATE TYPE "public"."work_log_status" AS ENUM('pending', 'in-progress', 'completed');--> statement-breakpoint
CREATE TABLE "attendance_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"check_in_at" timestamp with time zone NOT NULL,
	"check_in_client_id" text NOT NULL,
	"check_in_lat" double precision NOT NULL,
	"check_in_lng" double precision NOT NULL,
	"check_in_address" text,
	"check_in_is_mock" boolean DEFAULT false NOT NULL,
	"check_in_outside_site" boolean DEFAULT false NOT NULL,
	"check_in_site_id" uuid,
	"check_out_at" timestamp with time zone,
	"check_out_client_id" text,
	"check_out_lat" double precision,
	"check_out_lng" double precision,
	"check_out_address" text,
	"check_out_is_mock" boolean,
	"check_out_outside_site" boolean,
	"check_out_site_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_records_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "attendance_records_check_in_client_key" UNIQUE("company_id","user_id","check_in_client_id"),
	CONSTRAINT "attendance_records_check_out_client_key" UNIQUE("company_id","user_id","check_out_client_id"),
	CONSTRAINT "attendance_records_check_out_after_in" CHECK ("attendance_records"."check_out_at" is null or "attendance_records"."check_out_at" >= "attendance_records"."check_in_at")
);
--> statement-breakpoint
CREATE TABLE "breaks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"attendance_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"start_client_id" text NOT NULL,
	"start_lat" double precision NOT NULL,
	"start_lng" double precision NOT NULL,
	"end_at" timestamp with time zone,
	"end_client_id" text,
	"end_lat" double precision,
	"end_lng" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "breaks_start_client_key" UNIQUE("company_id","user_id","start_client_id"),
	CONSTRAINT "breaks_end_client_key" UNIQUE("company_id","user_id","end_client_id"),
	CONSTRAINT "breaks_end_after_start" CHECK ("breaks"."end_at" is null or "breaks"."end_at" >= "breaks"."start_at")
);
--> statement-breakpoint
CREATE TABLE "work_sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"radius_meters" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_sites_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "work_sites_radius_positive" CHECK ("work_sites"."radius_meters" > 0)
);
--> statement-breakpoint
CREATE TABLE "latest_locations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"client_id" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy" real,
	"speed" real,
	"heading" real,
	"battery" real,
	"charging" boolean,
	"is_mock" boolean DEFAULT false NOT NULL,
	"presented_json" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_points" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"client_id" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy" real,
	"speed" real,
	"heading" real,
	"altitude" real,
	"battery" real,
	"charging" boolean,
	"activity" text,
	"is_mock" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_points_company_id_user_id_recorded_at_client_id_pk" PRIMARY KEY("company_id","user_id","recorded_at","client_id")
) PARTITION BY RANGE ("recorded_at");
--> statement-breakpoint
-- Hand-written (drizzle-kit does not model partitions): one partition per UTC day is created ahead
-- by the location-partitions job; until then a day's points land in the default partition.
CREATE TABLE "location_points_default" PARTITION OF "location_points" DEFAULT;
--> statement-breakpoint
CREATE TABLE "work_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"work_date" date NOT NULL,
	"logged_at" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"status" "work_log_status" NOT NULL,
	"priority" "task_priority" DEFAULT 'medium' NOT NULL,
	"notes" text,
	"department_id" uuid,
	"supervisor_id" uuid,
	"location_lat" double precision,
	"location_lng" double precision,
	"location_address" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"employee_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_logs_client_key" UNIQUE("company_id","user_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_check_in_site_id_work_sites_id_fk" FOREIGN KEY ("check_in_site_id") REFERENCES "public"."work_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_check_out_site_id_work_sites_id_fk" FOREIGN KEY ("check_out_site_id") REFERENCES "public"."work_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breaks" ADD CONSTRAINT "breaks_company_id_attendance_id_attendance_records_company_id_id_fk" FOREIGN KEY ("company_id","attendance_id") REFERENCES "public"."attendance_records"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breaks" ADD CONSTRAINT "breaks_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_sites" ADD CONSTRAINT "work_sites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "latest_locations" ADD CONSTRAINT "latest_locations_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_points" ADD CONSTRAINT "location_points_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_company_id_department_id_departments_company_id_id_fk" FOREIGN KEY ("company_id","department_id") REFERENCES "public"."departments"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_company_id_supervisor_id_users_company_id_id_fk" FOREIGN KEY ("company_id","supervisor_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_records_one_open_key" ON "attendance_records" USING btree ("company_id","user_id") WHERE "attendance_records"."check_out_at" is null;--> statement-breakpoint
CREATE INDEX "attendance_records_user_day_idx" ON "attendance_records" USING btree ("company_id","user_id","check_in_at");--> statement-breakpoint
CREATE UNIQUE INDEX "breaks_one_open_key" ON "breaks" USING btree ("company_id","user_id") WHERE "breaks"."end_at" is null;--> statement-breakpoint
CREATE INDEX "breaks_attendance_idx" ON "breaks" USING btree ("company_id","attendance_id","start_at");--> statement-breakpoint
CREATE INDEX "latest_locations_company_idx" ON "latest_locations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "work_logs_user_day_idx" ON "work_logs" USING btree ("company_id","user_id","work_date","logged_at");--> statement-breakpoint
-- Hand-written: every process's cache of a company's people (live/latest-board.ts) hears of any
-- change to them, whichever code path (or person with psql) made it.
CREATE FUNCTION "ronda_notify_people_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person uuid;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    person := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  ELSE
    person := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('ronda_people_changed',
      json_build_object('companyId', OLD.company_id, 'userId', person)::text);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR OLD.company_id IS DISTINCT FROM NEW.company_id) THEN
    PERFORM pg_notify('ronda_people_changed',
      json_build_object('companyId', NEW.company_id, 'userId', person)::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_people_changed" AFTER INSERT OR DELETE OR UPDATE OF "first_name", "last_name", "profile_picture_url", "status", "company_id" ON "users" FOR EACH ROW EXECUTE FUNCTION "ronda_notify_people_changed"();
--> statement-breakpoint
CREATE TRIGGER "department_members_people_changed" AFTER INSERT OR UPDATE OR DELETE ON "department_members" FOR EACH ROW EXECUTE FUNCTION "ronda_notify_people_changed"();

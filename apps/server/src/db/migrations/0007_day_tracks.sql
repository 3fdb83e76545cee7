CREATE TABLE "day_tracks" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"timezone" text NOT NULL,
	"day_start" timestamp with time zone NOT NULL,
	"day_end" timestamp with time zone NOT NULL,
	"analysis" jsonb NOT NULL,
	"points" "bytea" NOT NULL,
	"point_count" integer NOT NULL,
	"archived_at" timestamp with time zone NOT NULL,
	"reopened_at" timestamp with time zone,
	CONSTRAINT "day_tracks_company_id_user_id_local_date_pk" PRIMARY KEY("company_id","user_id","local_date")
);
--> statement-breakpoint
ALTER TABLE "day_tracks" ADD CONSTRAINT "day_tracks_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "day_tracks_reopened_idx" ON "day_tracks" USING btree ("reopened_at") WHERE "day_tracks"."reopened_at" is not null;--> statement-breakpoint
CREATE INDEX "complaints_company_location_idx" ON "complaints" USING btree ("company_id","location_lat","location_lng") WHERE "complaints"."location_lat" is not null;
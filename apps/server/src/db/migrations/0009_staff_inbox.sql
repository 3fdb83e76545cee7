ALTER TYPE "public"."notify_status" ADD VALUE 'retrying' BEFORE 'sent';--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "notify_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "submissions_created_idx" ON "submissions" USING btree ("created_at","id");
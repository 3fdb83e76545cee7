ALTER TABLE "companies" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The demo company seeded before this flag existed (its id is derived from a fixed key).
UPDATE "companies" SET "is_demo" = true WHERE "id" = '65dd0c1f-fd2e-5b64-a320-f5800b0b7902';

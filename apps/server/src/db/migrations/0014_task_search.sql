-- Issue 28: finding any task by words of its description or its customer, overdue work in sight,
-- and the list's orders by due date and priority. pg_trgm and btree_gin are trusted extensions
-- (PostgreSQL 13+): a database owner may create them. Safe to run twice, for the reason 0013
-- gives (its journal time moved after 0012's).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN IF NOT EXISTS "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- What a search reads: the description, then the customer's name, e-mail and phone. Kept by the
-- database so no write path (console, public form, subtasks, a customer's new details) forgets.
CREATE OR REPLACE FUNCTION "ronda_task_search_text"("description" text, "customer" uuid) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT $1 || coalesce((SELECT ' ' || k.name || ' ' || k.email || ' ' || coalesce(k.phone, '')
                           FROM customers k WHERE k.id = $2), '')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ronda_complaint_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := ronda_task_search_text(NEW.description, NEW.customer_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "complaints_search_text" ON "complaints";--> statement-breakpoint
CREATE TRIGGER "complaints_search_text" BEFORE INSERT OR UPDATE OF "description", "customer_id" ON "complaints" FOR EACH ROW EXECUTE FUNCTION "ronda_complaint_search_text"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ronda_customer_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE complaints SET search_text = ronda_task_search_text(description, customer_id)
   WHERE company_id = NEW.company_id AND customer_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "customers_search_text" ON "customers";--> statement-breakpoint
CREATE TRIGGER "customers_search_text" AFTER UPDATE OF "name", "email", "phone" ON "customers" FOR EACH ROW EXECUTE FUNCTION "ronda_customer_search_text"();--> statement-breakpoint
UPDATE "complaints" SET "search_text" = ronda_task_search_text("description", "customer_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "complaints_company_search_trgm_idx" ON "complaints" USING gin ("company_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "complaints_open_due_idx" ON "complaints" USING btree ("company_id","due_date") WHERE status not in ('resolved', 'rejected');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "complaints_list_due_idx" ON "complaints" USING btree ("company_id","due_date","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE parent_complaint_id is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "complaints_list_priority_idx" ON "complaints" USING btree ("company_id","priority" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE parent_complaint_id is null;

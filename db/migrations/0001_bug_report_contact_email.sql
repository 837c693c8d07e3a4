ALTER TABLE "bug_reports" ALTER COLUMN "page_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD COLUMN "contact_email" text;--> statement-breakpoint
CREATE INDEX "bug_reports_created_at_idx" ON "bug_reports" USING btree ("created_at");
DROP INDEX "info_logs_user_id_idx";--> statement-breakpoint
ALTER TABLE "bug_reports" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD COLUMN "replied_by_id" integer;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_replied_by_id_users_id_fk" FOREIGN KEY ("replied_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "info_logs_user_id_created_at_idx" ON "info_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "info_logs_entity_created_at_idx" ON "info_logs" USING btree ("entity_type","entity_id","created_at");
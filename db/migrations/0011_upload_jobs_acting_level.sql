ALTER TABLE "upload_jobs" ADD COLUMN "acting_access_level_id" integer;--> statement-breakpoint
ALTER TABLE "upload_jobs" ADD COLUMN "original_user_id" integer;--> statement-breakpoint
ALTER TABLE "upload_jobs" ADD CONSTRAINT "upload_jobs_acting_access_level_id_access_levels_id_fk" FOREIGN KEY ("acting_access_level_id") REFERENCES "public"."access_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_jobs" ADD CONSTRAINT "upload_jobs_original_user_id_users_id_fk" FOREIGN KEY ("original_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_jobs_acting_access_level_id_idx" ON "upload_jobs" USING btree ("acting_access_level_id") WHERE "upload_jobs"."acting_access_level_id" is not null;--> statement-breakpoint
CREATE INDEX "upload_jobs_original_user_id_idx" ON "upload_jobs" USING btree ("original_user_id") WHERE "upload_jobs"."original_user_id" is not null;
ALTER TABLE "upload_jobs" ADD COLUMN "mode" text DEFAULT 'upsert' NOT NULL;--> statement-breakpoint
-- Jobs queued before this column kept their mode as the first word of the stored file's name
-- ('2026/11/<uuid>/create.members.xlsx'); carry it over so a queued or re-run job keeps it.
UPDATE "upload_jobs" SET "mode" = split_part(split_part("storage_key", '/', 4), '.', 1)
  WHERE split_part(split_part("storage_key", '/', 4), '.', 1) in ('create', 'update');--> statement-breakpoint
ALTER TABLE "upload_jobs" ADD CONSTRAINT "upload_jobs_mode_check" CHECK ("upload_jobs"."mode" in ('create', 'upsert', 'update'));

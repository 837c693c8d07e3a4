CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "time_zone" text DEFAULT 'GMT+08:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "audience" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resource_files" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_key_key" ON "stored_files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "stored_files_uploaded_by_id_idx" ON "stored_files" USING btree ("uploaded_by_id") WHERE "stored_files"."uploaded_by_id" is not null;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_audience_check" CHECK ("events"."audience" in ('member', 'affiliate', 'public'));
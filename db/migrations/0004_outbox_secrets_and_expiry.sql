ALTER TABLE "outbox_emails" ADD COLUMN "sensitive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "expires_at" timestamp with time zone;
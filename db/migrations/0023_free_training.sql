CREATE TABLE "training_registrations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile_number" text NOT NULL,
	"track" text NOT NULL,
	"affiliate_id" integer,
	"lead_id" bigint,
	"visitor_id" uuid,
	"registered_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_registrations_track_check" CHECK ("training_registrations"."track" in ('beginner', 'experienced')),
	CONSTRAINT "training_registrations_registered_count_check" CHECK ("training_registrations"."registered_count" >= 1)
);
--> statement-breakpoint
ALTER TABLE "training_registrations" ADD CONSTRAINT "training_registrations_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_registrations" ADD CONSTRAINT "training_registrations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_registrations_email_key" ON "training_registrations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "training_registrations_affiliate_id_idx" ON "training_registrations" USING btree ("affiliate_id") WHERE "training_registrations"."affiliate_id" is not null;--> statement-breakpoint
CREATE INDEX "training_registrations_lead_id_idx" ON "training_registrations" USING btree ("lead_id") WHERE "training_registrations"."lead_id" is not null;
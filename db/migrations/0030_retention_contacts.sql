CREATE TABLE "retention_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"contacted_by_id" integer,
	"contacted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "retention_contacts" ADD CONSTRAINT "retention_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_contacts" ADD CONSTRAINT "retention_contacts_contacted_by_id_users_id_fk" FOREIGN KEY ("contacted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retention_contacts_user_id_contacted_at_idx" ON "retention_contacts" USING btree ("user_id","contacted_at");--> statement-breakpoint
CREATE INDEX "retention_contacts_contacted_by_id_idx" ON "retention_contacts" USING btree ("contacted_by_id");
CREATE TABLE "affiliate_clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"funnel_id" text,
	"visitor_id" uuid NOT NULL,
	"day" date NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_clicks_visit_key" UNIQUE NULLS NOT DISTINCT("affiliate_id","funnel_id","visitor_id","day")
);
--> statement-breakpoint
-- Hand-edited: an existing affiliate's code is their main link's slug (the link table goes), else
-- affiliate-<id>; then the column is required.
ALTER TABLE "affiliates" ADD COLUMN "code" text;--> statement-breakpoint
UPDATE "affiliates" SET "code" = coalesce(
  (select lower(l."slug") from "affiliate_links" l where l."affiliate_id" = "affiliates"."id" and l."funnel_id" is null order by l."id" limit 1),
  'affiliate-' || "affiliates"."id");--> statement-breakpoint
ALTER TABLE "affiliates" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_affiliate_link_id_affiliate_links_id_fk";
--> statement-breakpoint
ALTER TABLE "affiliate_links" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "affiliate_links" CASCADE;--> statement-breakpoint
DROP INDEX "leads_affiliate_link_id_idx";--> statement-breakpoint
DROP INDEX "leads_user_id_idx";--> statement-breakpoint
-- Hand-edited: a user is tied to one affiliate (leads_user_id_key below); should older data hold
-- several leads for one user, the oldest keeps the tie.
UPDATE "leads" SET "user_id" = NULL WHERE "id" IN (
  select "id" from (select "id", row_number() over (partition by "user_id" order by "created_at", "id") as "n" from "leads" where "user_id" is not null) ranked where "n" > 1);--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "code_chosen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "payout_method" text;--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "payout_account_name" text;--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "payout_account_number" text;--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "payout_bank_name" text;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_funnel_id_funnels_id_fk" FOREIGN KEY ("funnel_id") REFERENCES "public"."funnels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_clicks_visitor_id_last_at_idx" ON "affiliate_clicks" USING btree ("visitor_id","last_at");--> statement-breakpoint
CREATE INDEX "affiliate_clicks_affiliate_id_day_idx" ON "affiliate_clicks" USING btree ("affiliate_id","day");--> statement-breakpoint
CREATE INDEX "affiliate_clicks_funnel_id_idx" ON "affiliate_clicks" USING btree ("funnel_id") WHERE "affiliate_clicks"."funnel_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_code_key" ON "affiliates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_user_id_key" ON "leads" USING btree ("user_id") WHERE "leads"."user_id" is not null;--> statement-breakpoint
ALTER TABLE "leads" DROP COLUMN "affiliate_link_id";--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_status_check" CHECK ("affiliates"."status" in ('active', 'waiting', 'suspended'));--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_payout_method_check" CHECK ("affiliates"."payout_method" is null or "affiliates"."payout_method" in ('GCash', 'Bank'));
CREATE TABLE "affiliate_click_days" (
	"affiliate_id" integer NOT NULL,
	"day" date NOT NULL,
	"clicks" integer NOT NULL,
	CONSTRAINT "affiliate_click_days_affiliate_id_day_pk" PRIMARY KEY("affiliate_id","day")
);
--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "lead_id" bigint;--> statement-breakpoint
ALTER TABLE "affiliate_click_days" ADD CONSTRAINT "affiliate_click_days_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_click_days_day_idx" ON "affiliate_click_days" USING btree ("day");--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commissions_affiliate_id_lead_id_idx" ON "commissions" USING btree ("affiliate_id","lead_id") WHERE "commissions"."reverses_id" is null and "commissions"."status" <> 'reversed';--> statement-breakpoint
-- The lead each commission was earned through: the buyer's tie to the same affiliate (negative lines after their original).
UPDATE "commissions" c SET "lead_id" = l."id"
FROM "payment_schedules" p
JOIN "invoices" i ON i."id" = p."invoice_id"
JOIN "subscriptions" s ON s."id" = i."subscription_id"
JOIN "leads" l ON l."user_id" = s."user_id"
WHERE p."id" = c."payment_schedule_id" AND l."affiliate_id" = c."affiliate_id";
--> statement-breakpoint
UPDATE "commissions" n SET "lead_id" = o."lead_id" FROM "commissions" o WHERE n."reverses_id" = o."id";

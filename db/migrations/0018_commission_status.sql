CREATE TABLE "affiliate_funnel_rates" (
	"affiliate_id" integer NOT NULL,
	"funnel_id" text NOT NULL,
	"commission_type" text NOT NULL,
	"commission_centavos" integer,
	"commission_percent" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_funnel_rates_affiliate_id_funnel_id_pk" PRIMARY KEY("affiliate_id","funnel_id"),
	CONSTRAINT "affiliate_funnel_rates_commission_check" CHECK (("affiliate_funnel_rates"."commission_type" = 'Fixed Amount' and "affiliate_funnel_rates"."commission_centavos" >= 0 and "affiliate_funnel_rates"."commission_percent" is null)
        or ("affiliate_funnel_rates"."commission_type" = 'Percentage' and "affiliate_funnel_rates"."commission_percent" between 0 and 100 and "affiliate_funnel_rates"."commission_centavos" is null))
);
--> statement-breakpoint
ALTER TABLE "commissions" DROP CONSTRAINT "commissions_amount_check";--> statement-breakpoint
DROP INDEX "commissions_live_payment_schedule_id_key";--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
-- Hand-edited: voided_at and void_reason are renamed (a voided commission is a reversed one).
ALTER TABLE "commissions" RENAME COLUMN "voided_at" TO "reversed_at";--> statement-breakpoint
ALTER TABLE "commissions" RENAME COLUMN "void_reason" TO "reason";--> statement-breakpoint
-- Hand-edited: commissions from before the hold existed are payable (approved when earned),
-- reversed when voided, paid when their payout was paid.
UPDATE "commissions" SET
  "approved_at" = "created_at",
  "hold_until" = "created_at",
  "status" = CASE
    WHEN "reversed_at" IS NOT NULL THEN 'reversed'
    WHEN EXISTS (SELECT 1 FROM "payouts" p WHERE p."id" = "commissions"."payout_id" AND p."paid_at" IS NOT NULL) THEN 'paid'
    ELSE 'approved' END;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "reverses_id" bigint;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "self_referral" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_funnel_rates" ADD CONSTRAINT "affiliate_funnel_rates_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_funnel_rates" ADD CONSTRAINT "affiliate_funnel_rates_funnel_id_funnels_id_fk" FOREIGN KEY ("funnel_id") REFERENCES "public"."funnels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_funnel_rates_funnel_id_idx" ON "affiliate_funnel_rates" USING btree ("funnel_id");--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_reverses_id_commissions_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."commissions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_reverses_id_key" ON "commissions" USING btree ("reverses_id") WHERE "commissions"."reverses_id" is not null;--> statement-breakpoint
CREATE INDEX "commissions_status_hold_until_idx" ON "commissions" USING btree ("status","hold_until") WHERE "commissions"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_live_payment_schedule_id_key" ON "commissions" USING btree ("payment_schedule_id") WHERE "commissions"."reverses_id" is null and "commissions"."status" <> 'reversed';--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_status_check" CHECK ("commissions"."status" in ('pending', 'approved', 'paid', 'reversed'));--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_amount_check" CHECK (("commissions"."reverses_id" is null and "commissions"."amount_centavos" >= 0) or ("commissions"."reverses_id" is not null and "commissions"."amount_centavos" < 0));
--> statement-breakpoint
-- Hand-edited: the programme's settings, in every database that migrates (production is never
-- seeded; the code reads the same defaults when a row is missing, but staff edit rows).
INSERT INTO "settings" ("name", "value", "type", "scope", "description") VALUES
	('affiliate-approval', 'false', 'boolean', 'default', 'New affiliates wait for staff approval before their links count (off: approved at once).'),
	('affiliate-cookie-days', '30', 'number', 'default', 'Days an affiliate link keeps counting for a visitor who has not signed up yet (the last click wins).'),
	('affiliate-main-offer', '/tribe-membership', 'url', 'default', 'Where an affiliate''s main link (/their-code) leads.'),
	('affiliate-default-percent', '20', 'number', 'default', 'A new affiliate''s commission, in percent of each approved payment.'),
	('affiliate-hold-days', '30', 'number', 'default', 'Days a commission stays pending (the refund window) before it is approved for payout.'),
	('affiliate-renewal-months', '12', 'number', 'default', 'Months from a referred buyer''s signup during which their payments, renewals too, earn commission.'),
	('affiliate-minimum-payout', '500', 'number', 'default', 'The smallest payout in pesos; approved commission below it waits for the next period.'),
	('affiliate-terms', 'Welcome to the Tribe affiliate programme. By accepting these terms you agree to share Tribe honestly and to follow the rules below.

1. Your links. You get a main link and one link for each open offer. A visitor who follows your link and signs up within the attribution window is yours for good: their later purchases earn you commission.

2. Commission. You earn your commission rate on every approved payment of a subscription bought by a person you referred, instalments included. Commission is pending during the hold period, then approved. Refunded or revoked payments earn nothing; commission already paid on them is deducted from your next payout.

3. No self-referral. Purchases by you, or by an account with your e-mail, earn no commission.

4. Honest promotion. Do not promise income, do not spam, do not bid on the Tribe brand name in paid ads, and do not pretend to be Tribe staff.

5. Payouts. Add your GCash number or bank account on the Payout page. Approved commission is paid once it reaches the minimum payout.

6. Changes. Tribe may change these terms, your rate or the programme with notice, and may suspend an affiliate who breaks them. Commission already earned is kept.', 'text', 'default', 'The affiliate programme terms, shown at /affiliate/terms (a blank line starts a new paragraph).')
ON CONFLICT ("name") DO NOTHING;

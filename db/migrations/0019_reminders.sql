CREATE TABLE "sent_reminders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"row_id" bigint NOT NULL,
	"stage" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sent_reminders_kind_row_id_stage_key" ON "sent_reminders" USING btree ("kind","row_id","stage");--> statement-breakpoint
-- The reminder switches (db/schema/settings.ts REMINDER_SETTINGS), on, in every database that
-- migrates: a missing switch reads as off, and production is never seeded.
INSERT INTO "settings" ("name", "value", "type", "scope", "description") VALUES
	('reminder-payment-upcoming-7', 'true', 'boolean', 'default', 'E-mail a member 7 days before an instalment is due.'),
	('reminder-payment-upcoming-1', 'true', 'boolean', 'default', 'E-mail a member the day before an instalment is due ("Due tomorrow").'),
	('reminder-payment-due-today', 'true', 'boolean', 'default', 'E-mail a member on the day an instalment is due.'),
	('reminder-payment-overdue-1', 'true', 'boolean', 'default', 'E-mail a member the day after a missed instalment.'),
	('reminder-payment-overdue-7', 'true', 'boolean', 'default', 'E-mail a member 7 days after a missed instalment.'),
	('reminder-payment-grace-end', 'true', 'boolean', 'default', 'E-mail a member on the last day of the 14-day grace period of a missed instalment.'),
	('reminder-subscription-expiry-7', 'true', 'boolean', 'default', 'E-mail a member 7 days before their subscription ends.'),
	('reminder-subscription-expiry-1', 'true', 'boolean', 'default', 'E-mail a member the day before their subscription ends.'),
	('reminder-payment-receipt', 'true', 'boolean', 'default', 'E-mail a member a receipt when their payment is approved.')
ON CONFLICT ("name") DO NOTHING;

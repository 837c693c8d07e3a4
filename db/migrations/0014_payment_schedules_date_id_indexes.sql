DROP INDEX "payment_schedules_unpaid_schedule_date_idx";--> statement-breakpoint
DROP INDEX "payment_schedules_paid_schedule_date_idx";--> statement-breakpoint
CREATE INDEX "payment_schedules_unpaid_schedule_date_idx" ON "payment_schedules" USING btree ("schedule_date","id") WHERE "payment_schedules"."transaction_id" is null;--> statement-breakpoint
CREATE INDEX "payment_schedules_paid_schedule_date_idx" ON "payment_schedules" USING btree ("schedule_date","id") WHERE "payment_schedules"."transaction_id" is not null;
ALTER TABLE "checkout_sessions" DROP CONSTRAINT "checkout_sessions_amount_check";--> statement-breakpoint
DROP INDEX "stored_files_uploaded_by_id_idx";--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "total_centavos" integer;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "coupon_reserved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "refund_due_reason" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "refund_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "refund_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "refund_settled_by_id" integer;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_refund_settled_by_id_users_id_fk" FOREIGN KEY ("refund_settled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_created_at_idx" ON "stored_files" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "checkout_sessions_pending_expires_at_idx" ON "checkout_sessions" USING btree ("expires_at") WHERE "checkout_sessions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "checkout_sessions_refund_due_at_idx" ON "checkout_sessions" USING btree ("refund_due_at") WHERE "checkout_sessions"."refund_due_at" is not null and "checkout_sessions"."refund_settled_at" is null;--> statement-breakpoint
CREATE INDEX "checkout_sessions_refund_settled_by_id_idx" ON "checkout_sessions" USING btree ("refund_settled_by_id") WHERE "checkout_sessions"."refund_settled_by_id" is not null;--> statement-breakpoint
CREATE INDEX "stored_files_uploaded_by_id_idx" ON "stored_files" USING btree ("uploaded_by_id","created_at") WHERE "stored_files"."uploaded_by_id" is not null;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_amount_check" CHECK ("checkout_sessions"."amount_centavos" >= 0 and "checkout_sessions"."discount_centavos" >= 0 and ("checkout_sessions"."total_centavos" is null or "checkout_sessions"."total_centavos" >= "checkout_sessions"."amount_centavos"));--> statement-breakpoint
-- Files already attached to a payment proof are proofs: only payment staff and their uploader read them.
UPDATE "stored_files" SET "purpose" = 'payment-proof' WHERE "id" IN (SELECT "stored_file_id" FROM "payment_proofs");--> statement-breakpoint
-- Sessions still pending end a day after they started, as new ones do.
UPDATE "checkout_sessions" SET "expires_at" = "created_at" + interval '24 hours' WHERE "status" = 'pending';

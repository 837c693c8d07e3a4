CREATE TABLE "checkout_sessions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"user_id" integer NOT NULL,
	"funnel_id" text,
	"payment_term_id" text,
	"coupon_id" integer,
	"payment_schedule_id" bigint,
	"amount_centavos" integer NOT NULL,
	"discount_centavos" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"subscription_id" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_sessions_provider_check" CHECK ("checkout_sessions"."provider" in ('test', 'paymongo')),
	CONSTRAINT "checkout_sessions_status_check" CHECK ("checkout_sessions"."status" in ('pending', 'paid', 'failed', 'expired')),
	CONSTRAINT "checkout_sessions_purpose_check" CHECK (("checkout_sessions"."funnel_id" is not null and "checkout_sessions"."payment_term_id" is not null and "checkout_sessions"."payment_schedule_id" is null)
        or ("checkout_sessions"."funnel_id" is null and "checkout_sessions"."payment_term_id" is null and "checkout_sessions"."coupon_id" is null and "checkout_sessions"."payment_schedule_id" is not null)),
	CONSTRAINT "checkout_sessions_amount_check" CHECK ("checkout_sessions"."amount_centavos" >= 0 and "checkout_sessions"."discount_centavos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"checkout_session_id" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_schedule_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"stored_file_id" integer NOT NULL,
	"payment_platform" text NOT NULL,
	"reference_number" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_id" integer,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_proofs_status_check" CHECK ("payment_proofs"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_funnel_id_funnels_id_fk" FOREIGN KEY ("funnel_id") REFERENCES "public"."funnels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_payment_term_id_payment_terms_id_fk" FOREIGN KEY ("payment_term_id") REFERENCES "public"."payment_terms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_payment_schedule_id_payment_schedules_id_fk" FOREIGN KEY ("payment_schedule_id") REFERENCES "public"."payment_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_checkout_session_id_checkout_sessions_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_payment_schedule_id_payment_schedules_id_fk" FOREIGN KEY ("payment_schedule_id") REFERENCES "public"."payment_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_stored_file_id_stored_files_id_fk" FOREIGN KEY ("stored_file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_provider_session_id_key" ON "checkout_sessions" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_user_id_idx" ON "checkout_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_funnel_id_idx" ON "checkout_sessions" USING btree ("funnel_id") WHERE "checkout_sessions"."funnel_id" is not null;--> statement-breakpoint
CREATE INDEX "checkout_sessions_payment_term_id_idx" ON "checkout_sessions" USING btree ("payment_term_id") WHERE "checkout_sessions"."payment_term_id" is not null;--> statement-breakpoint
CREATE INDEX "checkout_sessions_coupon_id_idx" ON "checkout_sessions" USING btree ("coupon_id") WHERE "checkout_sessions"."coupon_id" is not null;--> statement-breakpoint
CREATE INDEX "checkout_sessions_payment_schedule_id_idx" ON "checkout_sessions" USING btree ("payment_schedule_id") WHERE "checkout_sessions"."payment_schedule_id" is not null;--> statement-breakpoint
CREATE INDEX "checkout_sessions_subscription_id_idx" ON "checkout_sessions" USING btree ("subscription_id") WHERE "checkout_sessions"."subscription_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_id_key" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_checkout_session_id_idx" ON "payment_events" USING btree ("checkout_session_id") WHERE "payment_events"."checkout_session_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_proofs_payment_schedule_id_idx" ON "payment_proofs" USING btree ("payment_schedule_id");--> statement-breakpoint
CREATE INDEX "payment_proofs_user_id_idx" ON "payment_proofs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_proofs_stored_file_id_idx" ON "payment_proofs" USING btree ("stored_file_id");--> statement-breakpoint
CREATE INDEX "payment_proofs_reviewed_by_id_idx" ON "payment_proofs" USING btree ("reviewed_by_id") WHERE "payment_proofs"."reviewed_by_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_proofs_pending_created_at_idx" ON "payment_proofs" USING btree ("created_at") WHERE "payment_proofs"."status" = 'pending';
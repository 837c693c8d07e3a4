CREATE TABLE "access_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"page_access" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"function_access" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_reset_otps" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"otp_hash" text NOT NULL,
	"reset_token_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"validated_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"original_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "user_access_levels" (
	"user_id" integer NOT NULL,
	"access_level_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_access_levels_user_id_access_level_id_pk" PRIMARY KEY("user_id","access_level_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"hashed_password" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"middle_name" text,
	"suffix" text,
	"sex" text,
	"birthdate" date,
	"profile_image" text,
	"slug" text NOT NULL,
	"tribe_id" text,
	"mobile_number" text,
	"facebook_profile" text,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"batch_id" integer,
	"stage_id" integer,
	"affiliate_timestamp" timestamp with time zone,
	"is_fast_track_student" boolean DEFAULT false NOT NULL,
	"show_returnee_modal" boolean DEFAULT false NOT NULL,
	"disabled_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"original_user_id" integer,
	"entity_type" text,
	"entity_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_otps" ADD CONSTRAINT "password_reset_otps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_original_user_id_users_id_fk" FOREIGN KEY ("original_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_access_levels" ADD CONSTRAINT "user_access_levels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_access_levels" ADD CONSTRAINT "user_access_levels_access_level_id_access_levels_id_fk" FOREIGN KEY ("access_level_id") REFERENCES "public"."access_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_logs" ADD CONSTRAINT "info_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_logs" ADD CONSTRAINT "info_logs_original_user_id_users_id_fk" FOREIGN KEY ("original_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_levels_name_key" ON "access_levels" USING btree ("name");--> statement-breakpoint
CREATE INDEX "password_reset_otps_user_id_idx" ON "password_reset_otps" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_otps_reset_token_hash_key" ON "password_reset_otps" USING btree ("reset_token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_original_user_id_idx" ON "sessions" USING btree ("original_user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_access_levels_access_level_id_idx" ON "user_access_levels" USING btree ("access_level_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_slug_key" ON "users" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "users_tribe_id_key" ON "users" USING btree ("tribe_id");--> statement-breakpoint
CREATE INDEX "users_batch_id_idx" ON "users" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "users_stage_id_idx" ON "users" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_last_name_first_name_idx" ON "users" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "users_archived_at_idx" ON "users" USING btree ("archived_at");--> statement-breakpoint
CREATE INDEX "info_logs_created_at_idx" ON "info_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "info_logs_action_created_at_idx" ON "info_logs" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "info_logs_user_id_idx" ON "info_logs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "info_logs_original_user_id_idx" ON "info_logs" USING btree ("original_user_id");--> statement-breakpoint
CREATE INDEX "outbox_emails_status_next_attempt_at_idx" ON "outbox_emails" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_emails_to_idx" ON "outbox_emails" USING btree ("to");
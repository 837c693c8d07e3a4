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
	"user_id" integer,
	"email" text NOT NULL,
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
CREATE TABLE "user_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"bio" text,
	"country" text,
	"state" text,
	"city" text,
	"timezone" text,
	"instagram_url" text,
	"tiktok_url" text,
	"youtube_url" text,
	"linkedin_url" text,
	"twitter_url" text,
	"website_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_wins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"image_url" text,
	"won_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"number" integer,
	"launch_from" date NOT NULL,
	"launch_to" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_launch_window_check" CHECK ("batches"."launch_to" >= "batches"."launch_from")
);
--> statement-breakpoint
CREATE TABLE "success_manager_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"success_manager_id" integer NOT NULL,
	"assigned_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "success_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"is_accepting_members" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accountability_group_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"accountability_group_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accountability_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"leader_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_group_members" (
	"challenge_group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_group_members_challenge_group_id_user_id_pk" PRIMARY KEY("challenge_group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "challenge_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"leader_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_leaders" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"sub_group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"sub_group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"import_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"import_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_groups_id_group_id_key" UNIQUE("id","group_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_description" text,
	"description" text,
	"thumbnail_url" text,
	"intro_video_url" text,
	"intro_content" text,
	"author_id" integer,
	"is_published" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"import_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"image_url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"recurrence_rule" text,
	"zoom_link" text,
	"recording_url" text,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_time_check" CHECK ("events"."ends_at" >= "events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "lesson_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_url" text NOT NULL,
	"content_type" text,
	"size_bytes" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_progress" (
	"user_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"position_seconds" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_progress_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"name" text NOT NULL,
	"short_description" text,
	"description" text,
	"type" text DEFAULT 'Video' NOT NULL,
	"video_url" text,
	"image_url" text,
	"content" text,
	"duration_seconds" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"import_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lessons_type_check" CHECK ("lessons"."type" in ('Video', 'Image/Text Only'))
);
--> statement-breakpoint
CREATE TABLE "resource_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"file_url" text NOT NULL,
	"file_name" text,
	"content_type" text,
	"size_bytes" bigint,
	"audience" text DEFAULT 'member' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_files_category_check" CHECK ("resource_files"."category" in ('images', 'videos', 'audio', 'presentations', 'spreadsheets', 'documents', 'pdf', 'archive', 'webLink')),
	CONSTRAINT "resource_files_audience_check" CHECK ("resource_files"."audience" in ('member', 'affiliate', 'public'))
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" text NOT NULL,
	"short_description" text,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"import_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "move_up_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"from_stage_id" integer NOT NULL,
	"to_stage_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"reviewer_id" integer,
	"reviewer_note" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "move_up_reviews_status_check" CHECK ("move_up_reviews"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"task_completion_id" bigint,
	"reason" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_entries_kind_check" CHECK ("point_entries"."kind" in ('base', 'task', 'manual')),
	CONSTRAINT "point_entries_task_link_check" CHECK (("point_entries"."kind" = 'task') = ("point_entries"."task_completion_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "stage_leaders" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"stage_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stage_reviewers" (
	"stage_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stage_reviewers_stage_id_user_id_pk" PRIMARY KEY("stage_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"course_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stages_number_check" CHECK ("stages"."number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "task_completions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"stage_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"action_label" text,
	"action_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_points_check" CHECK ("tasks"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "form_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"user_id" integer,
	"email" text,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"funnel_id" text NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"amount_centavos" integer,
	"percent_off" integer,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_type_check" CHECK (("coupons"."type" = 'fixed' and "coupons"."amount_centavos" > 0 and "coupons"."percent_off" is null)
        or ("coupons"."type" = 'percentage' and "coupons"."percent_off" between 1 and 100 and "coupons"."amount_centavos" is null)),
	CONSTRAINT "coupons_usage_check" CHECK ("coupons"."used_count" >= 0 and ("coupons"."max_uses" is null or "coupons"."used_count" <= "coupons"."max_uses")),
	CONSTRAINT "coupons_validity_check" CHECK ("coupons"."valid_until" is null or "coupons"."valid_from" is null or "coupons"."valid_until" > "coupons"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "funnel_payment_terms" (
	"funnel_id" text NOT NULL,
	"payment_term_id" text NOT NULL,
	"total_price_centavos" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funnel_payment_terms_funnel_id_payment_term_id_pk" PRIMARY KEY("funnel_id","payment_term_id"),
	CONSTRAINT "funnel_payment_terms_price_check" CHECK ("funnel_payment_terms"."total_price_centavos" is null or "funnel_payment_terms"."total_price_centavos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "funnels" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"price_centavos" integer NOT NULL,
	"validity_by_days" integer,
	"is_open" boolean DEFAULT true NOT NULL,
	"page_content" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funnels_price_check" CHECK ("funnels"."price_centavos" >= 0),
	CONSTRAINT "funnels_validity_check" CHECK ("funnels"."validity_by_days" is null or "funnels"."validity_by_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"coupon_id" integer,
	"discount_centavos" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_discount_check" CHECK ("invoices"."discount_centavos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_schedules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"price_centavos" integer NOT NULL,
	"schedule_date" date NOT NULL,
	"transaction_id" text,
	"payment_platform" text,
	"external_invoice_id" text,
	"remarks" text,
	"approved_at" timestamp with time zone,
	"approved_by_id" integer,
	"revoked_at" timestamp with time zone,
	"revoked_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_schedules_price_check" CHECK ("payment_schedules"."price_centavos" >= 0),
	CONSTRAINT "payment_schedules_paid_check" CHECK (("payment_schedules"."transaction_id" is null) = ("payment_schedules"."approved_at" is null))
);
--> statement-breakpoint
CREATE TABLE "payment_terms" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"number_of_payments" integer DEFAULT 1 NOT NULL,
	"interval_unit" text DEFAULT 'month' NOT NULL,
	"interval_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_terms_number_of_payments_check" CHECK ("payment_terms"."number_of_payments" >= 1),
	CONSTRAINT "payment_terms_interval_unit_check" CHECK ("payment_terms"."interval_unit" in ('day', 'week', 'month')),
	CONSTRAINT "payment_terms_interval_count_check" CHECK ("payment_terms"."interval_count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "product_courses" (
	"product_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_courses_product_id_course_id_pk" PRIMARY KEY("product_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image_url" text,
	"price_centavos" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_check" CHECK ("products"."price_centavos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"funnel_id" text NOT NULL,
	"payment_term_id" text NOT NULL,
	"lead_id" bigint,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expiry" timestamp with time zone NOT NULL,
	"unenrolled_at" timestamp with time zone,
	"unenrolled_by_id" integer,
	"created_by_id" integer,
	"import_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_expiry_check" CHECK ("subscriptions"."expiry" >= "subscriptions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "affiliate_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"funnel_id" text,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"commission_type" text DEFAULT 'Percentage' NOT NULL,
	"commission_centavos" integer,
	"commission_percent" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliates_commission_check" CHECK (("affiliates"."commission_type" = 'Fixed Amount' and "affiliates"."commission_centavos" >= 0 and "affiliates"."commission_percent" is null)
        or ("affiliates"."commission_type" = 'Percentage' and "affiliates"."commission_percent" between 0 and 100 and "affiliates"."commission_centavos" is null))
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"payment_schedule_id" bigint NOT NULL,
	"commission_type" text NOT NULL,
	"commission_percent" integer,
	"amount_centavos" integer NOT NULL,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"payout_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commissions_amount_check" CHECK ("commissions"."amount_centavos" >= 0),
	CONSTRAINT "commissions_type_check" CHECK ("commissions"."commission_type" in ('Fixed Amount', 'Percentage'))
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"affiliate_link_id" integer,
	"funnel_id" text,
	"user_id" integer,
	"email" text,
	"name" text,
	"mobile_number" text,
	"landing_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"amount_centavos" integer NOT NULL,
	"period_from" date,
	"period_to" date,
	"method" text,
	"reference" text,
	"paid_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_centavos" > 0)
);
--> statement-breakpoint
CREATE TABLE "redirect_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_path" text NOT NULL,
	"to_url" text NOT NULL,
	"is_permanent" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirect_rules_from_path_check" CHECK ("redirect_rules"."from_path" like '/%')
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'string' NOT NULL,
	"scope" text DEFAULT 'default' NOT NULL,
	"description" text,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_type_check" CHECK ("settings"."type" in ('string', 'boolean', 'number', 'url', 'json')),
	CONSTRAINT "settings_scope_check" CHECK ("settings"."scope" in ('default', 'workshop-beginner', 'workshop-experienced'))
);
--> statement-breakpoint
CREATE TABLE "bug_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"page_url" text NOT NULL,
	"description" text NOT NULL,
	"screenshot_url" text,
	"user_agent" text,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bug_reports_status_check" CHECK ("bug_reports"."status" in ('open', 'in-progress', 'resolved', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "feature_changelog_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"version" text,
	"released_on" date NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_rows" integer DEFAULT 0 NOT NULL,
	"updated_rows" integer DEFAULT 0 NOT NULL,
	"failed_rows" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure_message" text,
	"created_by_id" integer,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_jobs_type_check" CHECK ("upload_jobs"."type" in ('members', 'groups', 'courses', 'subscriptions')),
	CONSTRAINT "upload_jobs_status_check" CHECK ("upload_jobs"."status" in ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
	CONSTRAINT "upload_jobs_progress_check" CHECK ("upload_jobs"."processed_rows" >= 0 and "upload_jobs"."processed_rows" <= "upload_jobs"."total_rows" and "upload_jobs"."failed_rows" <= "upload_jobs"."processed_rows")
);
--> statement-breakpoint
ALTER TABLE "password_reset_otps" ADD CONSTRAINT "password_reset_otps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_original_user_id_users_id_fk" FOREIGN KEY ("original_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_access_levels" ADD CONSTRAINT "user_access_levels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_access_levels" ADD CONSTRAINT "user_access_levels_access_level_id_access_levels_id_fk" FOREIGN KEY ("access_level_id") REFERENCES "public"."access_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_logs" ADD CONSTRAINT "info_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_logs" ADD CONSTRAINT "info_logs_original_user_id_users_id_fk" FOREIGN KEY ("original_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_wins" ADD CONSTRAINT "user_wins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "success_manager_members" ADD CONSTRAINT "success_manager_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "success_manager_members" ADD CONSTRAINT "success_manager_members_success_manager_id_success_managers_id_fk" FOREIGN KEY ("success_manager_id") REFERENCES "public"."success_managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "success_manager_members" ADD CONSTRAINT "success_manager_members_assigned_by_id_users_id_fk" FOREIGN KEY ("assigned_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "success_managers" ADD CONSTRAINT "success_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountability_group_members" ADD CONSTRAINT "accountability_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountability_group_members" ADD CONSTRAINT "accountability_group_members_accountability_group_id_accountability_groups_id_fk" FOREIGN KEY ("accountability_group_id") REFERENCES "public"."accountability_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountability_groups" ADD CONSTRAINT "accountability_groups_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_group_members" ADD CONSTRAINT "challenge_group_members_challenge_group_id_challenge_groups_id_fk" FOREIGN KEY ("challenge_group_id") REFERENCES "public"."challenge_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_group_members" ADD CONSTRAINT "challenge_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_groups" ADD CONSTRAINT "challenge_groups_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_leaders" ADD CONSTRAINT "group_leaders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_leaders" ADD CONSTRAINT "group_leaders_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_leaders" ADD CONSTRAINT "group_leaders_sub_group_fk" FOREIGN KEY ("sub_group_id","group_id") REFERENCES "public"."sub_groups"("id","group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_sub_group_fk" FOREIGN KEY ("sub_group_id","group_id") REFERENCES "public"."sub_groups"("id","group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_groups" ADD CONSTRAINT "sub_groups_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_files" ADD CONSTRAINT "lesson_files_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_files" ADD CONSTRAINT "resource_files_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_up_reviews" ADD CONSTRAINT "move_up_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_up_reviews" ADD CONSTRAINT "move_up_reviews_from_stage_id_stages_id_fk" FOREIGN KEY ("from_stage_id") REFERENCES "public"."stages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_up_reviews" ADD CONSTRAINT "move_up_reviews_to_stage_id_stages_id_fk" FOREIGN KEY ("to_stage_id") REFERENCES "public"."stages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_up_reviews" ADD CONSTRAINT "move_up_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_task_completion_id_task_completions_id_fk" FOREIGN KEY ("task_completion_id") REFERENCES "public"."task_completions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_leaders" ADD CONSTRAINT "stage_leaders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_leaders" ADD CONSTRAINT "stage_leaders_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_reviewers" ADD CONSTRAINT "stage_reviewers_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_reviewers" ADD CONSTRAINT "stage_reviewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_funnel_id_funnels_id_fk" FOREIGN KEY ("funnel_id") REFERENCES "public"."funnels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_payment_terms" ADD CONSTRAINT "funnel_payment_terms_funnel_id_funnels_id_fk" FOREIGN KEY ("funnel_id") REFERENCES "public"."funnels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_payment_terms" ADD CONSTRAINT "funnel_payment_terms_payment_term_id_payment_terms_id_fk" FOREIGN KEY ("payment_term_id") REFERENCES "public"."payment_terms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnels" ADD CONSTRAINT "funnels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_schedules" ADD CONSTRAINT "payment_schedules_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_schedules" ADD CONSTRAINT "payment_schedules_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_schedules" ADD CONSTRAINT "payment_schedules_revoked_by_id_users_id_fk" FOREIGN KEY ("revoked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_courses" ADD CONSTRAINT "product_courses_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_courses" ADD CONSTRAINT "product_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_funnel_id_funnels_id_fk" FOREIGN KEY ("funnel_id") REFERENCES "public"."funnels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_term_id_payment_terms_id_fk" FOREIGN KEY ("payment_term_id") REFERENCES "public"."payment_terms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_unenrolled_by_id_users_id_fk" FOREIGN KEY ("unenrolled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_links" ADD CONSTRAINT "affiliate_links_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_links" ADD CONSTRAINT "affiliate_links_funnel_id_funnels_id_fk" FOREIGN KEY ("funnel_id") REFERENCES "public"."funnels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_payment_schedule_id_payment_schedules_id_fk" FOREIGN KEY ("payment_schedule_id") REFERENCES "public"."payment_schedules"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_affiliate_link_id_affiliate_links_id_fk" FOREIGN KEY ("affiliate_link_id") REFERENCES "public"."affiliate_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_funnel_id_funnels_id_fk" FOREIGN KEY ("funnel_id") REFERENCES "public"."funnels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirect_rules" ADD CONSTRAINT "redirect_rules_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_changelog_entries" ADD CONSTRAINT "feature_changelog_entries_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_jobs" ADD CONSTRAINT "upload_jobs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_levels_name_key" ON "access_levels" USING btree ("name");--> statement-breakpoint
CREATE INDEX "password_reset_otps_user_id_idx" ON "password_reset_otps" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_reset_otps_email_idx" ON "password_reset_otps" USING btree ("email");--> statement-breakpoint
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
CREATE INDEX "outbox_emails_to_idx" ON "outbox_emails" USING btree ("to");--> statement-breakpoint
CREATE INDEX "user_wins_user_id_created_at_idx" ON "user_wins" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_wins_created_at_idx" ON "user_wins" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "batches_name_key" ON "batches" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "batches_number_key" ON "batches" USING btree ("number");--> statement-breakpoint
CREATE INDEX "batches_launch_from_idx" ON "batches" USING btree ("launch_from");--> statement-breakpoint
CREATE INDEX "success_manager_members_success_manager_id_idx" ON "success_manager_members" USING btree ("success_manager_id");--> statement-breakpoint
CREATE INDEX "success_manager_members_assigned_by_id_idx" ON "success_manager_members" USING btree ("assigned_by_id") WHERE "success_manager_members"."assigned_by_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "success_managers_user_id_key" ON "success_managers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "accountability_group_members_accountability_group_id_idx" ON "accountability_group_members" USING btree ("accountability_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accountability_groups_leader_id_key" ON "accountability_groups" USING btree ("leader_id");--> statement-breakpoint
CREATE INDEX "challenge_group_members_user_id_idx" ON "challenge_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "challenge_groups_leader_id_idx" ON "challenge_groups" USING btree ("leader_id") WHERE "challenge_groups"."leader_id" is not null;--> statement-breakpoint
CREATE INDEX "challenge_groups_starts_on_idx" ON "challenge_groups" USING btree ("starts_on");--> statement-breakpoint
CREATE INDEX "group_leaders_group_id_idx" ON "group_leaders" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "group_leaders_sub_group_id_idx" ON "group_leaders" USING btree ("sub_group_id") WHERE "group_leaders"."sub_group_id" is not null;--> statement-breakpoint
CREATE INDEX "group_members_group_id_idx" ON "group_members" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "group_members_sub_group_id_idx" ON "group_members" USING btree ("sub_group_id") WHERE "group_members"."sub_group_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "groups_name_key" ON "groups" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_import_key_key" ON "groups" USING btree ("import_key");--> statement-breakpoint
CREATE INDEX "sub_groups_group_id_idx" ON "sub_groups" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_groups_group_id_name_key" ON "sub_groups" USING btree ("group_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_groups_import_key_key" ON "sub_groups" USING btree ("import_key");--> statement-breakpoint
CREATE INDEX "courses_author_id_idx" ON "courses" USING btree ("author_id") WHERE "courses"."author_id" is not null;--> statement-breakpoint
CREATE INDEX "courses_name_idx" ON "courses" USING btree ("name");--> statement-breakpoint
CREATE INDEX "courses_position_idx" ON "courses" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_import_key_key" ON "courses" USING btree ("import_key");--> statement-breakpoint
CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "events_recurring_starts_at_idx" ON "events" USING btree ("starts_at") WHERE "events"."recurrence_rule" is not null;--> statement-breakpoint
CREATE INDEX "events_title_idx" ON "events" USING btree ("title");--> statement-breakpoint
CREATE INDEX "events_created_by_id_idx" ON "events" USING btree ("created_by_id") WHERE "events"."created_by_id" is not null;--> statement-breakpoint
CREATE INDEX "lesson_files_lesson_id_idx" ON "lesson_files" USING btree ("lesson_id","position");--> statement-breakpoint
CREATE INDEX "lesson_progress_lesson_id_idx" ON "lesson_progress" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "lessons_unit_id_position_idx" ON "lessons" USING btree ("unit_id","position");--> statement-breakpoint
CREATE INDEX "lessons_name_idx" ON "lessons" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_import_key_key" ON "lessons" USING btree ("import_key");--> statement-breakpoint
CREATE INDEX "resource_files_audience_category_idx" ON "resource_files" USING btree ("audience","category","created_at");--> statement-breakpoint
CREATE INDEX "resource_files_title_idx" ON "resource_files" USING btree ("title");--> statement-breakpoint
CREATE INDEX "resource_files_created_by_id_idx" ON "resource_files" USING btree ("created_by_id") WHERE "resource_files"."created_by_id" is not null;--> statement-breakpoint
CREATE INDEX "units_course_id_position_idx" ON "units" USING btree ("course_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "units_import_key_key" ON "units" USING btree ("import_key");--> statement-breakpoint
CREATE INDEX "move_up_reviews_from_stage_id_status_created_at_idx" ON "move_up_reviews" USING btree ("from_stage_id","status","created_at");--> statement-breakpoint
CREATE INDEX "move_up_reviews_to_stage_id_idx" ON "move_up_reviews" USING btree ("to_stage_id");--> statement-breakpoint
CREATE INDEX "move_up_reviews_user_id_idx" ON "move_up_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "move_up_reviews_reviewer_id_idx" ON "move_up_reviews" USING btree ("reviewer_id") WHERE "move_up_reviews"."reviewer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "move_up_reviews_pending_user_id_key" ON "move_up_reviews" USING btree ("user_id") WHERE "move_up_reviews"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "point_entries_user_id_created_at_idx" ON "point_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_task_completion_id_key" ON "point_entries" USING btree ("task_completion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_base_user_id_key" ON "point_entries" USING btree ("user_id") WHERE "point_entries"."kind" = 'base';--> statement-breakpoint
CREATE INDEX "point_entries_created_by_id_idx" ON "point_entries" USING btree ("created_by_id") WHERE "point_entries"."created_by_id" is not null;--> statement-breakpoint
CREATE INDEX "stage_leaders_stage_id_idx" ON "stage_leaders" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "stage_reviewers_user_id_idx" ON "stage_reviewers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stages_number_key" ON "stages" USING btree ("number");--> statement-breakpoint
CREATE INDEX "stages_course_id_idx" ON "stages" USING btree ("course_id") WHERE "stages"."course_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "task_completions_user_id_task_id_key" ON "task_completions" USING btree ("user_id","task_id");--> statement-breakpoint
CREATE INDEX "task_completions_task_id_idx" ON "task_completions" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "tasks_stage_id_position_idx" ON "tasks" USING btree ("stage_id","position");--> statement-breakpoint
CREATE INDEX "form_responses_form_id_submitted_at_idx" ON "form_responses" USING btree ("form_id","submitted_at");--> statement-breakpoint
CREATE INDEX "form_responses_user_id_form_id_idx" ON "form_responses" USING btree ("user_id","form_id") WHERE "form_responses"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "forms_slug_key" ON "forms" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_funnel_id_code_key" ON "coupons" USING btree ("funnel_id",lower("code"));--> statement-breakpoint
CREATE INDEX "funnel_payment_terms_payment_term_id_idx" ON "funnel_payment_terms" USING btree ("payment_term_id");--> statement-breakpoint
CREATE UNIQUE INDEX "funnels_slug_key" ON "funnels" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "funnels_product_id_idx" ON "funnels" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "invoices_subscription_id_idx" ON "invoices" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "invoices_coupon_id_idx" ON "invoices" USING btree ("coupon_id") WHERE "invoices"."coupon_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_schedules_invoice_id_schedule_date_idx" ON "payment_schedules" USING btree ("invoice_id","schedule_date");--> statement-breakpoint
CREATE INDEX "payment_schedules_unpaid_schedule_date_idx" ON "payment_schedules" USING btree ("schedule_date") WHERE "payment_schedules"."transaction_id" is null;--> statement-breakpoint
CREATE INDEX "payment_schedules_paid_schedule_date_idx" ON "payment_schedules" USING btree ("schedule_date") WHERE "payment_schedules"."transaction_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_schedules_approved_at_idx" ON "payment_schedules" USING btree ("approved_at") WHERE "payment_schedules"."approved_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_schedules_transaction_id_key" ON "payment_schedules" USING btree ("transaction_id") WHERE "payment_schedules"."transaction_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_schedules_approved_by_id_idx" ON "payment_schedules" USING btree ("approved_by_id") WHERE "payment_schedules"."approved_by_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_schedules_revoked_by_id_idx" ON "payment_schedules" USING btree ("revoked_by_id") WHERE "payment_schedules"."revoked_by_id" is not null;--> statement-breakpoint
CREATE INDEX "product_courses_course_id_idx" ON "product_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name");--> statement-breakpoint
CREATE INDEX "subscriptions_user_id_expiry_idx" ON "subscriptions" USING btree ("user_id","expiry");--> statement-breakpoint
CREATE INDEX "subscriptions_expiry_idx" ON "subscriptions" USING btree ("expiry");--> statement-breakpoint
CREATE INDEX "subscriptions_funnel_id_idx" ON "subscriptions" USING btree ("funnel_id");--> statement-breakpoint
CREATE INDEX "subscriptions_payment_term_id_idx" ON "subscriptions" USING btree ("payment_term_id");--> statement-breakpoint
CREATE INDEX "subscriptions_lead_id_idx" ON "subscriptions" USING btree ("lead_id") WHERE "subscriptions"."lead_id" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_unenrolled_at_idx" ON "subscriptions" USING btree ("unenrolled_at") WHERE "subscriptions"."unenrolled_at" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_unenrolled_by_id_idx" ON "subscriptions" USING btree ("unenrolled_by_id") WHERE "subscriptions"."unenrolled_by_id" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_created_by_id_idx" ON "subscriptions" USING btree ("created_by_id") WHERE "subscriptions"."created_by_id" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_created_at_idx" ON "subscriptions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_import_key_key" ON "subscriptions" USING btree ("import_key");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_links_slug_key" ON "affiliate_links" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "affiliate_links_affiliate_id_idx" ON "affiliate_links" USING btree ("affiliate_id");--> statement-breakpoint
CREATE INDEX "affiliate_links_funnel_id_idx" ON "affiliate_links" USING btree ("funnel_id") WHERE "affiliate_links"."funnel_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_user_id_key" ON "affiliates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "affiliates_created_at_idx" ON "affiliates" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "commissions_affiliate_id_created_at_idx" ON "commissions" USING btree ("affiliate_id","created_at");--> statement-breakpoint
CREATE INDEX "commissions_payment_schedule_id_idx" ON "commissions" USING btree ("payment_schedule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_live_payment_schedule_id_key" ON "commissions" USING btree ("payment_schedule_id") WHERE "commissions"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "commissions_payout_id_idx" ON "commissions" USING btree ("payout_id") WHERE "commissions"."payout_id" is not null;--> statement-breakpoint
CREATE INDEX "leads_affiliate_id_created_at_idx" ON "leads" USING btree ("affiliate_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_affiliate_link_id_idx" ON "leads" USING btree ("affiliate_link_id") WHERE "leads"."affiliate_link_id" is not null;--> statement-breakpoint
CREATE INDEX "leads_funnel_id_idx" ON "leads" USING btree ("funnel_id") WHERE "leads"."funnel_id" is not null;--> statement-breakpoint
CREATE INDEX "leads_user_id_idx" ON "leads" USING btree ("user_id") WHERE "leads"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email") WHERE "leads"."email" is not null;--> statement-breakpoint
CREATE INDEX "payouts_affiliate_id_created_at_idx" ON "payouts" USING btree ("affiliate_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_created_by_id_idx" ON "payouts" USING btree ("created_by_id") WHERE "payouts"."created_by_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "redirect_rules_from_path_key" ON "redirect_rules" USING btree ("from_path");--> statement-breakpoint
CREATE INDEX "redirect_rules_created_by_id_idx" ON "redirect_rules" USING btree ("created_by_id") WHERE "redirect_rules"."created_by_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "settings_name_key" ON "settings" USING btree ("name");--> statement-breakpoint
CREATE INDEX "settings_scope_idx" ON "settings" USING btree ("scope");--> statement-breakpoint
CREATE INDEX "settings_updated_by_id_idx" ON "settings" USING btree ("updated_by_id") WHERE "settings"."updated_by_id" is not null;--> statement-breakpoint
CREATE INDEX "bug_reports_status_created_at_idx" ON "bug_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "bug_reports_user_id_idx" ON "bug_reports" USING btree ("user_id") WHERE "bug_reports"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "feature_changelog_entries_released_on_idx" ON "feature_changelog_entries" USING btree ("released_on");--> statement-breakpoint
CREATE INDEX "feature_changelog_entries_created_by_id_idx" ON "feature_changelog_entries" USING btree ("created_by_id") WHERE "feature_changelog_entries"."created_by_id" is not null;--> statement-breakpoint
CREATE INDEX "upload_jobs_created_at_idx" ON "upload_jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "upload_jobs_pending_idx" ON "upload_jobs" USING btree ("created_at") WHERE "upload_jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "upload_jobs_created_by_id_idx" ON "upload_jobs" USING btree ("created_by_id") WHERE "upload_jobs"."created_by_id" is not null;
CREATE SEQUENCE "public"."current_user_facts_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "shared_facts_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "shared_facts_version_one_row" CHECK ("shared_facts_version"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "facts_version" bigint DEFAULT nextval('current_user_facts_version_seq') NOT NULL;
CREATE TABLE "membership_spans" (
	"user_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"is_first" boolean NOT NULL,
	"next_starts_on" date,
	CONSTRAINT "membership_spans_user_id_starts_on_pk" PRIMARY KEY("user_id","starts_on"),
	CONSTRAINT "membership_spans_days_check" CHECK ("membership_spans"."ends_on" >= "membership_spans"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "subscription_renewals" (
	"subscription_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"renewed_on" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "membership_spans" ADD CONSTRAINT "membership_spans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_spans_starts_on_idx" ON "membership_spans" USING btree ("starts_on");--> statement-breakpoint
CREATE INDEX "membership_spans_ends_on_idx" ON "membership_spans" USING btree ("ends_on","next_starts_on");--> statement-breakpoint
CREATE INDEX "subscription_renewals_renewed_on_idx" ON "subscription_renewals" USING btree ("renewed_on");--> statement-breakpoint
CREATE INDEX "subscription_renewals_user_id_idx" ON "subscription_renewals" USING btree ("user_id");--> statement-breakpoint

-- membership_spans and subscription_renewals are derived from subscriptions: the triggers below
-- are the one home of their rules, so every writer (services, the imports, merging users, the
-- seed, psql) keeps them exact in its own transaction. A change recomputes the whole story of
-- each member it touches (a member has a handful of subscriptions), which stays right whatever
-- the change was (a start moved, an unenrolment undone, subscriptions moved by a merge).
-- Days are Manila's: a subscription gives access from its start's day to the day of its expiry
-- or of its unenrolment, whichever is first (one unenrolled before it started gives none).
CREATE FUNCTION refresh_membership_facts(member_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(member_ids, 1), 0) = 0 THEN RETURN; END IF;
  -- Two writers recomputing one member would both delete the old rows and both insert: one at a
  -- time per member, by locking the member's row (in id order, so two bulk writers cannot
  -- deadlock). A row lock, not an advisory lock: a bulk insert of 10,000 members would overflow
  -- the shared lock table. NO KEY UPDATE leaves foreign-key checks and readers free.
  PERFORM 1 FROM users WHERE id = ANY (member_ids) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM membership_spans WHERE user_id = ANY (member_ids);
  DELETE FROM subscription_renewals WHERE user_id = ANY (member_ids);
  INSERT INTO membership_spans (user_id, starts_on, ends_on, is_first, next_starts_on)
  WITH days AS (
    SELECT user_id,
           (starts_at AT TIME ZONE 'Asia/Manila')::date AS s,
           (least(expiry, coalesce(unenrolled_at, expiry)) AT TIME ZONE 'Asia/Manila')::date AS e
      FROM subscriptions WHERE user_id = ANY (member_ids)
  ), marked AS (
    -- A subscription starting by the day after the latest end so far continues the span.
    SELECT user_id, s, e,
           CASE WHEN s <= max(e) OVER (PARTITION BY user_id ORDER BY s, e ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) + 1
                THEN 0 ELSE 1 END AS opens
      FROM days WHERE e >= s
  ), numbered AS (
    SELECT user_id, s, e, sum(opens) OVER (PARTITION BY user_id ORDER BY s, e) AS span FROM marked
  ), spans AS (
    SELECT user_id, min(s) AS s, max(e) AS e FROM numbered GROUP BY user_id, span
  )
  SELECT user_id, s, e, s = min(s) OVER (PARTITION BY user_id), lead(s) OVER (PARTITION BY user_id ORDER BY s) FROM spans;
  -- A renewal: a subscription to a product that starts while an earlier one of the same member to
  -- the same product is active or ended at most 14 days before (RENEWAL_GRACE_DAYS).
  INSERT INTO subscription_renewals (subscription_id, user_id, renewed_on)
  SELECT s.id, s.user_id, (s.starts_at AT TIME ZONE 'Asia/Manila')::date
    FROM subscriptions s JOIN funnels f ON f.id = s.funnel_id
   WHERE s.user_id = ANY (member_ids)
     AND EXISTS (
       SELECT 1 FROM subscriptions p JOIN funnels pf ON pf.id = p.funnel_id
        WHERE p.user_id = s.user_id AND pf.product_id = f.product_id
          AND (p.starts_at, p.id) < (s.starts_at, s.id)
          AND least(p.expiry, coalesce(p.unenrolled_at, p.expiry)) >= p.starts_at
          AND (least(p.expiry, coalesce(p.unenrolled_at, p.expiry)) AT TIME ZONE 'Asia/Manila')::date + 14 >= (s.starts_at AT TIME ZONE 'Asia/Manila')::date);
END
$$;
--> statement-breakpoint

-- Per statement with transition tables (a bulk insert recomputes each member once). An update
-- that changes none of the columns the facts read (the unpaid counter on every payment, a lead)
-- recomputes nobody.
CREATE FUNCTION subscriptions_membership_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_membership_facts(array(SELECT DISTINCT user_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_membership_facts(array(SELECT DISTINCT user_id FROM old_rows));
  ELSE
    PERFORM refresh_membership_facts(array(
      SELECT user_id FROM (
        (SELECT id, user_id, funnel_id, starts_at, expiry, unenrolled_at FROM new_rows
         EXCEPT SELECT id, user_id, funnel_id, starts_at, expiry, unenrolled_at FROM old_rows)
        UNION
        (SELECT id, user_id, funnel_id, starts_at, expiry, unenrolled_at FROM old_rows
         EXCEPT SELECT id, user_id, funnel_id, starts_at, expiry, unenrolled_at FROM new_rows)
      ) AS changed GROUP BY user_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "subscriptions_membership_facts_insert" AFTER INSERT ON "subscriptions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subscriptions_membership_facts();--> statement-breakpoint
CREATE TRIGGER "subscriptions_membership_facts_update" AFTER UPDATE ON "subscriptions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subscriptions_membership_facts();--> statement-breakpoint
CREATE TRIGGER "subscriptions_membership_facts_delete" AFTER DELETE ON "subscriptions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subscriptions_membership_facts();--> statement-breakpoint

-- A funnel moved to another product changes which subscriptions renew which.
CREATE FUNCTION funnels_membership_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_membership_facts(array(
    SELECT DISTINCT s.user_id FROM subscriptions s
      JOIN new_rows n ON n.id = s.funnel_id JOIN old_rows o ON o.id = n.id
     WHERE n.product_id IS DISTINCT FROM o.product_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "funnels_membership_facts_update" AFTER UPDATE ON "funnels" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION funnels_membership_facts();--> statement-breakpoint

-- Backfill.
SELECT refresh_membership_facts(array(SELECT DISTINCT user_id FROM subscriptions));

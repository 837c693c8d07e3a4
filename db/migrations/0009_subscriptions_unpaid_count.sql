-- subscriptions.unpaid_schedule_count: how many of a subscription's payment schedule rows are
-- unpaid (transaction_id null), so the /subscriptions "unpaid" and "paid" filters and their exact
-- totals read one column and a partial index (the count of distinct subscriptions among 110,000
-- unpaid rows took over 100 ms). It is a cache of a count, so the database keeps it, in the
-- writer's own transaction, whichever code writes (services, the payment webhook, the imports,
-- merging users, the seed, psql): the triggers below are the one home of the rule. Deltas, not
-- recounts: "count = count + delta" is re-evaluated on the latest row version when two
-- transactions change one subscription's rows at once, where a recount would lose one of them.
ALTER TABLE "subscriptions" ADD COLUMN "unpaid_schedule_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint

-- The counter changes are no change to the facts of the subscription's user (0003's
-- currentUser facts cache): the subscriptions update trigger compares rows without it, so
-- approving a payment does not throw away the member's cached facts.
CREATE FUNCTION bump_subscription_facts_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_facts_versions (user_id, version)
    SELECT user_id, nextval('current_user_facts_version_seq')
      FROM (SELECT DISTINCT (row_json ->> 'user_id')::int AS user_id FROM (
        (SELECT to_jsonb(n) - 'unpaid_schedule_count' FROM new_rows n EXCEPT ALL SELECT to_jsonb(o) - 'unpaid_schedule_count' FROM old_rows o)
        UNION ALL
        (SELECT to_jsonb(o) - 'unpaid_schedule_count' FROM old_rows o EXCEPT ALL SELECT to_jsonb(n) - 'unpaid_schedule_count' FROM new_rows n)
      ) AS changed(row_json)) AS named
    ON CONFLICT (user_id) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "subscriptions_facts_update" ON "subscriptions";--> statement-breakpoint
CREATE TRIGGER "subscriptions_facts_update" AFTER UPDATE ON "subscriptions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_subscription_facts_version();--> statement-breakpoint

-- Backfill.
UPDATE "subscriptions" s SET "unpaid_schedule_count" = c.unpaid
  FROM (SELECT i.subscription_id, count(*)::int AS unpaid FROM payment_schedules ps JOIN invoices i ON i.id = ps.invoice_id
        WHERE ps.transaction_id IS NULL GROUP BY i.subscription_id) AS c
  WHERE s.id = c.subscription_id;--> statement-breakpoint
CREATE INDEX "subscriptions_unpaid_created_at_idx" ON "subscriptions" USING btree ("created_at","id") WHERE "subscriptions"."unpaid_schedule_count" > 0;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_unpaid_schedule_count_check" CHECK ("subscriptions"."unpaid_schedule_count" >= 0);--> statement-breakpoint

-- Schedule rows added, removed or changed (paid, revoked, moved to another invoice): per statement
-- (a bulk insert updates each subscription once), with transition tables; a statement that
-- changes no row's unpaid state (remarks, dates, prices) updates no subscription.
CREATE FUNCTION count_unpaid_schedules() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE subscriptions s SET unpaid_schedule_count = s.unpaid_schedule_count + d.delta
      FROM (SELECT i.subscription_id, count(*)::int AS delta FROM new_rows r JOIN invoices i ON i.id = r.invoice_id
            WHERE r.transaction_id IS NULL GROUP BY i.subscription_id) AS d
      WHERE s.id = d.subscription_id;
  ELSIF TG_OP = 'DELETE' THEN
    -- Rows deleted with their invoice (or their subscription) find no invoice here: the invoices
    -- trigger below took them off before the cascade.
    UPDATE subscriptions s SET unpaid_schedule_count = s.unpaid_schedule_count - d.delta
      FROM (SELECT i.subscription_id, count(*)::int AS delta FROM old_rows r JOIN invoices i ON i.id = r.invoice_id
            WHERE r.transaction_id IS NULL GROUP BY i.subscription_id) AS d
      WHERE s.id = d.subscription_id;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE subscriptions s SET unpaid_schedule_count = s.unpaid_schedule_count + d.delta
      FROM (SELECT i.subscription_id, sum(c.delta)::int AS delta FROM (
              SELECT invoice_id, 1 FROM new_rows WHERE transaction_id IS NULL
              UNION ALL SELECT invoice_id, -1 FROM old_rows WHERE transaction_id IS NULL) AS c(invoice_id, delta)
            JOIN invoices i ON i.id = c.invoice_id GROUP BY i.subscription_id HAVING sum(c.delta) <> 0) AS d
      WHERE s.id = d.subscription_id;
  ELSE -- TRUNCATE (of payment_schedules, or of invoices or subscriptions cascading to it)
    UPDATE subscriptions SET unpaid_schedule_count = 0 WHERE unpaid_schedule_count <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payment_schedules_unpaid_count_insert" AFTER INSERT ON "payment_schedules" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_unpaid_schedules();--> statement-breakpoint
CREATE TRIGGER "payment_schedules_unpaid_count_update" AFTER UPDATE ON "payment_schedules" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_unpaid_schedules();--> statement-breakpoint
CREATE TRIGGER "payment_schedules_unpaid_count_delete" AFTER DELETE ON "payment_schedules" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_unpaid_schedules();--> statement-breakpoint
CREATE TRIGGER "payment_schedules_unpaid_count_truncate" AFTER TRUNCATE ON "payment_schedules"
  FOR EACH STATEMENT EXECUTE FUNCTION count_unpaid_schedules();--> statement-breakpoint

-- An invoice deleted (alone, or by its subscription's cascade): its unpaid rows leave the count
-- before the cascade deletes them, when the invoice can still be found (in the cascade's delete
-- the schedule trigger above no longer finds it). FOR UPDATE waits for a concurrent approval
-- of one of those rows and then counts it as it is after that.
CREATE FUNCTION uncount_invoice_unpaid_schedules() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unpaid integer;
BEGIN
  SELECT count(*) INTO unpaid FROM (SELECT 1 FROM payment_schedules
    WHERE invoice_id = OLD.id AND transaction_id IS NULL FOR UPDATE) AS locked;
  IF unpaid > 0 THEN
    UPDATE subscriptions SET unpaid_schedule_count = unpaid_schedule_count - unpaid WHERE id = OLD.subscription_id;
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_unpaid_count_delete" BEFORE DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION uncount_invoice_unpaid_schedules();--> statement-breakpoint

-- An invoice moved to another subscription (no service does; psql or a future merge might):
-- its unpaid rows move with it.
CREATE FUNCTION move_invoice_unpaid_schedules() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unpaid integer;
BEGIN
  SELECT count(*) INTO unpaid FROM payment_schedules WHERE invoice_id = NEW.id AND transaction_id IS NULL;
  IF unpaid > 0 THEN
    UPDATE subscriptions SET unpaid_schedule_count = unpaid_schedule_count - unpaid WHERE id = OLD.subscription_id;
    UPDATE subscriptions SET unpaid_schedule_count = unpaid_schedule_count + unpaid WHERE id = NEW.subscription_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_unpaid_count_move" AFTER UPDATE OF "subscription_id" ON "invoices"
  FOR EACH ROW WHEN (OLD.subscription_id IS DISTINCT FROM NEW.subscription_id) EXECUTE FUNCTION move_invoice_unpaid_schedules();

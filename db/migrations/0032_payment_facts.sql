CREATE TABLE "payment_day_totals" (
	"slot" smallint NOT NULL,
	"due_on" date NOT NULL,
	"paid_on" date,
	"funnel_id" text NOT NULL,
	"payment_platform" text,
	"amount_centavos" bigint NOT NULL,
	"row_count" integer NOT NULL,
	CONSTRAINT "payment_day_totals_key" UNIQUE NULLS NOT DISTINCT("due_on","paid_on","funnel_id","payment_platform","slot")
);
--> statement-breakpoint
CREATE TABLE "payment_fact_slots" (
	"slot" smallint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unpaid_member_dues" (
	"user_id" integer NOT NULL,
	"due_on" date NOT NULL,
	"funnel_id" text NOT NULL,
	"payment_platform" text,
	"amount_centavos" bigint NOT NULL,
	"row_count" integer NOT NULL,
	CONSTRAINT "unpaid_member_dues_key" UNIQUE NULLS NOT DISTINCT("due_on","user_id","funnel_id","payment_platform")
);
--> statement-breakpoint
CREATE INDEX "payment_day_totals_paid_on_idx" ON "payment_day_totals" USING btree ("paid_on") WHERE "payment_day_totals"."paid_on" is not null;
--> statement-breakpoint

-- payment_day_totals and unpaid_member_dues are derived from payment_schedules, invoices and
-- subscriptions: the triggers below are the one home of their rules, so every writer (services,
-- imports, merges, the seed, psql) keeps them exact in its own transaction. Unlike membership_spans
-- they are kept by differences, not recomputed: a write subtracts the facts of the rows as they were
-- and adds them as they are, so an approval touches one or two total rows whatever the day holds.
--
-- A row's facts: its due day, its approval's Manila day (null while unpaid), its subscription's
-- funnel and member, its platform, its amount; counted when paid, or when unpaid and its
-- subscription is not unenrolled (an unenrolled subscription owes nothing more).
CREATE TYPE payment_fact AS (due_on date, paid_on date, funnel_id text, payment_platform text, user_id integer, amount_centavos bigint, row_count integer);
--> statement-breakpoint

-- A row's fact under its subscription, signed (+1 as the row is, -1 as it was), or null when the
-- row does not count: the one home of the counted rule and of the approval's Manila day, for every
-- trigger below and the backfill. Approved is paid (payment_schedules_paid_check).
CREATE FUNCTION payment_fact_of(due_on date, approved_at timestamptz, funnel_id text, payment_platform text, user_id integer, unenrolled_at timestamptz, price_centavos integer, sign integer)
RETURNS payment_fact LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN approved_at IS NOT NULL OR unenrolled_at IS NULL
    THEN ROW(due_on, (approved_at AT TIME ZONE 'Asia/Manila')::date, funnel_id, payment_platform, user_id, sign * price_centavos::bigint, sign)::payment_fact END
$$;
--> statement-breakpoint

-- Adds signed facts to both tables: one upsert each, grouped by key (an upsert may not touch a key
-- twice), in key order; keys left with no row are deleted (a concurrent writer's upsert waits for
-- that and inserts afresh). The day totals go to a slot this transaction holds (as row_counts does,
-- migration 0013): its session's own, pg_backend_pid() % 16, else the next one no other open
-- transaction holds (FOR UPDATE SKIP LOCKED; one this transaction took already is its own), so
-- writers of the same day never wait for each other here and add no lock cycle. Only with every
-- slot held (or none made yet, as after a test's emptying) does it wait for its own. The unpaid dues
-- are one member's each: only that member's own writers meet on a key.
CREATE FUNCTION apply_payment_facts(facts payment_fact[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  own smallint := pg_backend_pid() % 16;
  chosen smallint;
BEGIN
  facts := array(SELECT f FROM unnest(facts) f WHERE f.row_count IS NOT NULL); -- rows that do not count
  IF coalesce(array_length(facts, 1), 0) = 0 THEN RETURN; END IF;
  SELECT slot INTO chosen FROM payment_fact_slots
   ORDER BY slot = own DESC, (slot - own + 16) % 16 LIMIT 1 FOR UPDATE SKIP LOCKED;
  IF NOT FOUND THEN
    INSERT INTO payment_fact_slots (slot) VALUES (own) ON CONFLICT DO NOTHING;
    SELECT slot INTO chosen FROM payment_fact_slots WHERE slot = own FOR UPDATE;
  END IF;
  INSERT INTO payment_day_totals AS t (slot, due_on, paid_on, funnel_id, payment_platform, amount_centavos, row_count)
  SELECT chosen, f.due_on, f.paid_on, f.funnel_id, f.payment_platform, sum(f.amount_centavos), sum(f.row_count)
    FROM unnest(facts) f GROUP BY 2, 3, 4, 5
  HAVING sum(f.amount_centavos) <> 0 OR sum(f.row_count) <> 0
   ORDER BY 2, 3, 4, 5
  ON CONFLICT (due_on, paid_on, funnel_id, payment_platform, slot) DO UPDATE
    SET amount_centavos = t.amount_centavos + excluded.amount_centavos, row_count = t.row_count + excluded.row_count;
  DELETE FROM payment_day_totals t
   USING (SELECT DISTINCT f.due_on, f.paid_on, f.funnel_id, f.payment_platform FROM unnest(facts) f) k
   WHERE t.slot = chosen AND t.row_count = 0 AND t.amount_centavos = 0 AND t.due_on = k.due_on AND t.paid_on IS NOT DISTINCT FROM k.paid_on
     AND t.funnel_id = k.funnel_id AND t.payment_platform IS NOT DISTINCT FROM k.payment_platform;
  INSERT INTO unpaid_member_dues AS t (due_on, user_id, funnel_id, payment_platform, amount_centavos, row_count)
  SELECT f.due_on, f.user_id, f.funnel_id, f.payment_platform, sum(f.amount_centavos), sum(f.row_count)
    FROM unnest(facts) f WHERE f.paid_on IS NULL GROUP BY 1, 2, 3, 4
  HAVING sum(f.amount_centavos) <> 0 OR sum(f.row_count) <> 0
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (due_on, user_id, funnel_id, payment_platform) DO UPDATE
    SET amount_centavos = t.amount_centavos + excluded.amount_centavos, row_count = t.row_count + excluded.row_count;
  DELETE FROM unpaid_member_dues t
   USING (SELECT DISTINCT f.due_on, f.user_id, f.funnel_id, f.payment_platform FROM unnest(facts) f WHERE f.paid_on IS NULL) k
   WHERE t.row_count = 0 AND t.due_on = k.due_on AND t.user_id = k.user_id
     AND t.funnel_id = k.funnel_id AND t.payment_platform IS NOT DISTINCT FROM k.payment_platform;
END
$$;
--> statement-breakpoint

-- Rows inserted, changed or deleted, per statement with transition tables. The subscription is read
-- FOR SHARE: a concurrent unenrolment, move or merge of it waits for this transaction, and this one
-- waits for theirs and then reads the subscription as they left it, so the two never count one row
-- differently (the subscriptions trigger reads the rows without locking them, so it cannot deadlock
-- with this lock). Rows deleted with their invoice or subscription find neither here: the
-- invoices and subscriptions triggers took their facts off before the cascade.
CREATE FUNCTION payment_schedules_payment_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM apply_payment_facts(array(
      SELECT payment_fact_of(r.schedule_date, r.approved_at, s.funnel_id, r.payment_platform, s.user_id, s.unenrolled_at, r.price_centavos, 1)
        FROM new_rows r JOIN invoices i ON i.id = r.invoice_id JOIN subscriptions s ON s.id = i.subscription_id
         FOR SHARE OF s));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM apply_payment_facts(array(
      SELECT payment_fact_of(r.schedule_date, r.approved_at, s.funnel_id, r.payment_platform, s.user_id, s.unenrolled_at, r.price_centavos, -1)
        FROM old_rows r JOIN invoices i ON i.id = r.invoice_id JOIN subscriptions s ON s.id = i.subscription_id
         FOR SHARE OF s));
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only rows whose facts can differ (not a remark, a reminder mark or the revoker's name).
    PERFORM apply_payment_facts(array(
      SELECT payment_fact_of(c.schedule_date, c.approved_at, s.funnel_id, c.payment_platform, s.user_id, s.unenrolled_at, c.price_centavos, c.sign)
        FROM (
          SELECT -1 AS sign, o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
           WHERE (o.invoice_id, o.price_centavos, o.schedule_date, o.transaction_id, o.approved_at, o.payment_platform)
                 IS DISTINCT FROM (n.invoice_id, n.price_centavos, n.schedule_date, n.transaction_id, n.approved_at, n.payment_platform)
          UNION ALL
          SELECT 1, n.* FROM new_rows n JOIN old_rows o ON o.id = n.id
           WHERE (o.invoice_id, o.price_centavos, o.schedule_date, o.transaction_id, o.approved_at, o.payment_platform)
                 IS DISTINCT FROM (n.invoice_id, n.price_centavos, n.schedule_date, n.transaction_id, n.approved_at, n.payment_platform)
        ) c JOIN invoices i ON i.id = c.invoice_id JOIN subscriptions s ON s.id = i.subscription_id
         FOR SHARE OF s));
  ELSE -- TRUNCATE (of payment_schedules, or of invoices or subscriptions cascading to it)
    DELETE FROM payment_day_totals;
    DELETE FROM unpaid_member_dues;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payment_schedules_payment_facts_insert" AFTER INSERT ON "payment_schedules" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payment_schedules_payment_facts();--> statement-breakpoint
CREATE TRIGGER "payment_schedules_payment_facts_update" AFTER UPDATE ON "payment_schedules" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payment_schedules_payment_facts();--> statement-breakpoint
CREATE TRIGGER "payment_schedules_payment_facts_delete" AFTER DELETE ON "payment_schedules" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payment_schedules_payment_facts();--> statement-breakpoint
CREATE TRIGGER "payment_schedules_payment_facts_truncate" AFTER TRUNCATE ON "payment_schedules"
  FOR EACH STATEMENT EXECUTE FUNCTION payment_schedules_payment_facts();--> statement-breakpoint

-- A subscription's member, funnel or unenrolment changed (a merge, an import, an unenrolment or its
-- undoing): its rows' facts as they were counted under the old subscription come off and go on
-- under the new one.
CREATE FUNCTION subscriptions_payment_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_payment_facts(array(
    SELECT payment_fact_of(ps.schedule_date, ps.approved_at, c.funnel_id, ps.payment_platform, c.user_id, c.unenrolled_at, ps.price_centavos, c.sign)
      FROM (
        SELECT -1 AS sign, o.id, o.user_id, o.funnel_id, o.unenrolled_at FROM old_rows o JOIN new_rows n ON n.id = o.id
         WHERE (o.user_id, o.funnel_id, o.unenrolled_at IS NULL) IS DISTINCT FROM (n.user_id, n.funnel_id, n.unenrolled_at IS NULL)
        UNION ALL
        SELECT 1, n.id, n.user_id, n.funnel_id, n.unenrolled_at FROM new_rows n JOIN old_rows o ON o.id = n.id
         WHERE (o.user_id, o.funnel_id, o.unenrolled_at IS NULL) IS DISTINCT FROM (n.user_id, n.funnel_id, n.unenrolled_at IS NULL)
      ) c
      JOIN invoices i ON i.subscription_id = c.id JOIN payment_schedules ps ON ps.invoice_id = i.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "subscriptions_payment_facts_update" AFTER UPDATE ON "subscriptions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subscriptions_payment_facts();--> statement-breakpoint

-- An invoice or a subscription deleted (alone, or by a cascade from its member): its rows' facts come
-- off before the cascade deletes the rows, while the invoice and subscription can still be found.
-- FOR UPDATE waits for a concurrent approval of one of those rows and then reads it as that left it.
-- In a subscription's cascade, the invoice's own trigger finds the subscription gone and adds nothing.
CREATE FUNCTION uncount_payment_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_payment_facts(array(
    SELECT payment_fact_of(ps.schedule_date, ps.approved_at, s.funnel_id, ps.payment_platform, s.user_id, s.unenrolled_at, ps.price_centavos, -1)
      FROM payment_schedules ps JOIN invoices i ON i.id = ps.invoice_id JOIN subscriptions s ON s.id = i.subscription_id
     WHERE (CASE TG_TABLE_NAME WHEN 'invoices' THEN i.id ELSE s.id END) = OLD.id
       FOR UPDATE OF ps));
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_payment_facts_delete" BEFORE DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION uncount_payment_facts();--> statement-breakpoint
CREATE TRIGGER "subscriptions_payment_facts_delete" BEFORE DELETE ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION uncount_payment_facts();--> statement-breakpoint

-- An invoice moved to another subscription (no service does; psql or a future merge might): its
-- rows' facts move with it. FOR UPDATE as above.
CREATE FUNCTION move_invoice_payment_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_payment_facts(array(
    SELECT payment_fact_of(ps.schedule_date, ps.approved_at, s.funnel_id, ps.payment_platform, s.user_id, s.unenrolled_at, ps.price_centavos, c.sign)
      FROM (VALUES (-1, OLD.subscription_id), (1, NEW.subscription_id)) AS c(sign, subscription_id)
      JOIN subscriptions s ON s.id = c.subscription_id
      JOIN payment_schedules ps ON ps.invoice_id = NEW.id
       FOR UPDATE OF ps));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_payment_facts_move" AFTER UPDATE OF "subscription_id" ON "invoices"
  FOR EACH ROW WHEN (OLD.subscription_id IS DISTINCT FROM NEW.subscription_id) EXECUTE FUNCTION move_invoice_payment_facts();--> statement-breakpoint

-- The slots, and the backfill (into slot 0).
INSERT INTO payment_fact_slots (slot) SELECT generate_series(0, 15);
--> statement-breakpoint
INSERT INTO payment_day_totals (slot, due_on, paid_on, funnel_id, payment_platform, amount_centavos, row_count)
SELECT 0, (f).due_on, (f).paid_on, (f).funnel_id, (f).payment_platform, sum((f).amount_centavos), sum((f).row_count)
  FROM (SELECT payment_fact_of(ps.schedule_date, ps.approved_at, s.funnel_id, ps.payment_platform, s.user_id, s.unenrolled_at, ps.price_centavos, 1) AS f
          FROM payment_schedules ps JOIN invoices i ON i.id = ps.invoice_id JOIN subscriptions s ON s.id = i.subscription_id) counted
 WHERE (f).row_count IS NOT NULL
 GROUP BY 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO unpaid_member_dues (due_on, user_id, funnel_id, payment_platform, amount_centavos, row_count)
SELECT (f).due_on, (f).user_id, (f).funnel_id, (f).payment_platform, sum((f).amount_centavos), sum((f).row_count)
  FROM (SELECT payment_fact_of(ps.schedule_date, ps.approved_at, s.funnel_id, ps.payment_platform, s.user_id, s.unenrolled_at, ps.price_centavos, 1) AS f
          FROM payment_schedules ps JOIN invoices i ON i.id = ps.invoice_id JOIN subscriptions s ON s.id = i.subscription_id
         WHERE ps.transaction_id IS NULL) counted
 WHERE (f).row_count IS NOT NULL
 GROUP BY 1, 2, 3, 4;

-- A member's dues (getDuesAndExpiration) are cached per process beside their currentUser facts,
-- under the same stamp (api/src/services/dues/duesCache.ts). Subscriptions already move the
-- owner's stamp (0003); these triggers make every change to what the dues read beyond them move it
-- too, in the writer's transaction, whichever code made it:
-- - payment_schedules: a schedule added, removed, paid or revoked (transaction_id), or moved to
--   another day or invoice. Edits of other columns (remarks, the approver) leave the dues as they were.
-- - invoices: one removed (its schedules go with it, and by then the schedules' own trigger can no
--   longer find their owner through it) or moved to another subscription.
-- So approving a payment now moves the member's stamp after all (0009 had kept the counter's own
-- update from doing so): their next request reloads their facts, one statement, with the dues.
-- Statement-level with transition tables, as in 0003: an import of many schedules writes each
-- owner's stamp once per statement.
CREATE FUNCTION bump_dues_facts_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  named_rows text;
  owners text;
BEGIN
  named_rows := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT * FROM old_rows'
    ELSE format('SELECT * FROM (SELECT %1$s FROM new_rows EXCEPT ALL SELECT %1$s FROM old_rows) AS after_change
      UNION ALL SELECT * FROM (SELECT %1$s FROM old_rows EXCEPT ALL SELECT %1$s FROM new_rows) AS before_change', TG_ARGV[0])
  END;
  owners := CASE TG_TABLE_NAME
    WHEN 'payment_schedules' THEN format('SELECT s.user_id FROM (%s) AS r JOIN invoices i ON i.id = r.invoice_id JOIN subscriptions s ON s.id = i.subscription_id', named_rows)
    ELSE format('SELECT s.user_id FROM (%s) AS r JOIN subscriptions s ON s.id = r.subscription_id', named_rows)
  END;
  EXECUTE format('INSERT INTO user_facts_versions (user_id, version)
    SELECT user_id, nextval(''current_user_facts_version_seq'')
      FROM (SELECT DISTINCT owner.user_id FROM (%s) AS owner(user_id) WHERE owner.user_id IS NOT NULL) AS changed
    ON CONFLICT (user_id) DO UPDATE SET version = excluded.version', owners);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payment_schedules_dues_insert AFTER INSERT ON payment_schedules REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_dues_facts_version('invoice_id, schedule_date, transaction_id');
--> statement-breakpoint
CREATE TRIGGER payment_schedules_dues_update AFTER UPDATE ON payment_schedules REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_dues_facts_version('invoice_id, schedule_date, transaction_id');
--> statement-breakpoint
CREATE TRIGGER payment_schedules_dues_delete AFTER DELETE ON payment_schedules REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_dues_facts_version('invoice_id, schedule_date, transaction_id');
--> statement-breakpoint
CREATE TRIGGER invoices_dues_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_dues_facts_version('id, subscription_id');
--> statement-breakpoint
CREATE TRIGGER invoices_dues_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_dues_facts_version('id, subscription_id');
--> statement-breakpoint
-- TRUNCATE names no rows: a new shared stamp, which every user's stamp includes.
CREATE TRIGGER payment_schedules_dues_truncate AFTER TRUNCATE ON payment_schedules FOR EACH STATEMENT EXECUTE FUNCTION bump_shared_facts_version();
--> statement-breakpoint
CREATE TRIGGER invoices_dues_truncate AFTER TRUNCATE ON invoices FOR EACH STATEMENT EXECUTE FUNCTION bump_shared_facts_version();

-- Every change to the redirect rules is announced on the channel redirect_rules_changed, once per
-- statement (insert, update, delete, truncate), whoever writes: each API process LISTENs to it and
-- drops its copy of the rules (api/src/lib/security/ruleChanges.ts), so a page load needs no
-- statement to know the rules are current.
CREATE OR REPLACE FUNCTION notify_redirect_rules_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('redirect_rules_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER redirect_rules_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON redirect_rules
  FOR EACH STATEMENT EXECUTE FUNCTION notify_redirect_rules_changed();

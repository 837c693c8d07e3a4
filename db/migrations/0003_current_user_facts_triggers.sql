-- The invalidation path of the currentUser facts cache (api/src/lib/auth/userFactsCache.ts).
-- Every API process keeps, per user, the facts its currentUser is built from beyond the user's
-- own row, stamped with users.facts_version, user_facts_versions.version and
-- shared_facts_version.version; each request reads all three in its session lookup and rebuilds
-- on any difference. These triggers are what make that correct across processes: any committed
-- write to a table the facts are read from moves a stamp, whichever code (service, seed,
-- script, psql) made it, in the writer's own transaction.
--
-- Statement-level triggers with transition tables: a bulk insert (the seed's --scale) writes each
-- affected user's stamp once per statement, not once per row, and a statement that changed
-- nothing (an upsert that found every row as it was, an update to the same values) moves no
-- stamp, so a second seed run leaves every table as it was. The stamps go to the narrow
-- user_facts_versions (created by 0005, generated from db/schema/identity.ts after 0004 was; no
-- migration between them writes to a fact table), not to users: rewriting a users row rewrites
-- all its indexes too, which made a --scale run about 50% slower.

-- Rows owned by one user (the column named by the trigger's argument): a new stamp for each user
-- named by a row the statement added, removed or really changed. Dynamic SQL throughout: one
-- function serves tables of different row types, so no plan may be cached across them.
CREATE FUNCTION bump_user_facts_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  named_users text;
BEGIN
  named_users := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %1$I FROM new_rows', TG_ARGV[0])
    WHEN 'UPDATE' THEN format('SELECT %1$I FROM (SELECT * FROM new_rows EXCEPT ALL SELECT * FROM old_rows) AS after_change
      UNION SELECT %1$I FROM (SELECT * FROM old_rows EXCEPT ALL SELECT * FROM new_rows) AS before_change', TG_ARGV[0])
    ELSE format('SELECT %1$I FROM old_rows', TG_ARGV[0])
  END;
  -- One row per user (an upsert may not touch a row twice in one statement), each a new stamp.
  EXECUTE format('INSERT INTO user_facts_versions (user_id, version)
    SELECT user_id, nextval(''current_user_facts_version_seq'')
      FROM (SELECT DISTINCT named.user_id FROM (%s) AS named(user_id) WHERE named.user_id IS NOT NULL) AS changed
    ON CONFLICT (user_id) DO UPDATE SET version = excluded.version', named_users);
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- Rows any user's facts may read, and TRUNCATE of any fact table (which names no rows): one new
-- stamp for everyone, when the statement added, removed or really changed a row. These tables
-- change rarely (admin edits), so invalidating every user's facts is cheap.
CREATE FUNCTION bump_shared_facts_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed boolean := true;
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE 'SELECT EXISTS (SELECT 1 FROM new_rows)' INTO changed;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE 'SELECT EXISTS (SELECT 1 FROM old_rows)' INTO changed;
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE 'SELECT EXISTS (SELECT * FROM new_rows EXCEPT ALL SELECT * FROM old_rows)' INTO changed;
  END IF;
  IF changed THEN
    INSERT INTO shared_facts_version (id, version) VALUES (1, nextval('current_user_facts_version_seq'))
      ON CONFLICT (id) DO UPDATE SET version = excluded.version;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

DO $$
DECLARE
  owned record;
  shared text;
BEGIN
  FOR owned IN SELECT * FROM (VALUES
    ('user_access_levels', 'user_id'),
    ('group_members', 'user_id'),
    ('group_leaders', 'user_id'),
    ('stage_leaders', 'user_id'),
    ('stage_reviewers', 'user_id'),
    ('accountability_groups', 'leader_id'),
    ('accountability_group_members', 'user_id'),
    ('subscriptions', 'user_id'),
    ('form_responses', 'user_id')
  ) AS t(table_name, user_column) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_user_facts_version(%L)',
      owned.table_name || '_facts_insert', owned.table_name, owned.user_column);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_user_facts_version(%L)',
      owned.table_name || '_facts_update', owned.table_name, owned.user_column);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_user_facts_version(%L)',
      owned.table_name || '_facts_delete', owned.table_name, owned.user_column);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_shared_facts_version()',
      owned.table_name || '_facts_truncate', owned.table_name);
  END LOOP;
  FOREACH shared IN ARRAY ARRAY['access_levels', 'batches', 'stages', 'groups', 'forms'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_shared_facts_version()',
      shared || '_facts_insert', shared);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_shared_facts_version()',
      shared || '_facts_update', shared);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_shared_facts_version()',
      shared || '_facts_delete', shared);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_shared_facts_version()',
      shared || '_facts_truncate', shared);
  END LOOP;
END
$$;

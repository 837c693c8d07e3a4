CREATE TABLE "community_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"batch_id" integer,
	"stage_id" integer,
	"group_id" integer,
	"active_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_members_batch_id_idx" ON "community_members" USING btree ("batch_id");--> statement-breakpoint

-- community_members is derived from users, user_access_levels, access_levels, group_members and
-- subscriptions: the triggers below are the one home of its rule, so every writer keeps it exact
-- in its own transaction. A change recomputes the whole row of each member it names, which stays
-- right whatever the change was (a member archived, a level taken away, subscriptions moved by a
-- merge). The status is not stored: it depends on the day it is asked, and a stored one would be
-- wrong the morning after an expiry. The latest expiry is stored instead; the status is that
-- against today, at read time.
CREATE FUNCTION refresh_community_members(member_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(member_ids, 1), 0) = 0 THEN RETURN; END IF;
  -- Two writers recomputing one member would both delete the old row and both insert: one at a
  -- time per member, by locking the member's row in id order, as refresh_membership_facts does
  -- (0029: a row lock, not an advisory lock, so a bulk write cannot overflow the lock table).
  PERFORM 1 FROM users WHERE id = ANY (member_ids) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM community_members WHERE user_id = ANY (member_ids);
  INSERT INTO community_members (user_id, batch_id, stage_id, group_id, active_until)
  SELECT u.id, u.batch_id, u.stage_id, gm.group_id,
         (SELECT max(s.expiry) FROM subscriptions s WHERE s.user_id = u.id AND s.unenrolled_at IS NULL)
    FROM users u LEFT JOIN group_members gm ON gm.user_id = u.id
   WHERE u.id = ANY (member_ids) AND u.archived_at IS NULL
     AND EXISTS (SELECT 1 FROM user_access_levels ual JOIN access_levels al ON al.id = ual.access_level_id
                  WHERE ual.user_id = u.id AND al.name = 'member');
END
$$;
--> statement-breakpoint

-- Per statement with transition tables (a bulk insert recomputes each member once). The first
-- argument names the row's member column, the rest the columns the row reads: an update that
-- changes none of them (a member's last sign-in, a subscription's unpaid counter) recomputes nobody.
CREATE FUNCTION community_members_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member_column text := quote_ident(TG_ARGV[0]);
  read_columns text;
  named text;
  ids integer[];
BEGIN
  SELECT string_agg(quote_ident(c), ', ') INTO read_columns FROM unnest(TG_ARGV[1:]) AS c;
  named := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s FROM new_rows', member_column)
    WHEN 'DELETE' THEN format('SELECT %s FROM old_rows', member_column)
    ELSE format('SELECT %1$s FROM (SELECT %2$s FROM new_rows EXCEPT SELECT %2$s FROM old_rows) AS after_change
      UNION SELECT %1$s FROM (SELECT %2$s FROM old_rows EXCEPT SELECT %2$s FROM new_rows) AS before_change', member_column, read_columns)
  END;
  EXECUTE format('SELECT array(SELECT DISTINCT m FROM (%s) AS named(m) WHERE m IS NOT NULL)', named) INTO ids;
  PERFORM refresh_community_members(ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "community_members_users_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION community_members_changed('id', 'id', 'batch_id', 'stage_id', 'archived_at');--> statement-breakpoint
CREATE TRIGGER "community_members_user_access_levels_insert" AFTER INSERT ON "user_access_levels" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION community_members_changed('user_id');--> statement-breakpoint
CREATE TRIGGER "community_members_user_access_levels_update" AFTER UPDATE ON "user_access_levels" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION community_members_changed('user_id', 'user_id', 'access_level_id');--> statement-breakpoint
CREATE TRIGGER "community_members_user_access_levels_delete" AFTER DELETE ON "user_access_levels" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION community_members_changed('user_id');--> statement-breakpoint
CREATE TRIGGER "community_members_group_members_insert" AFTER INSERT ON "group_members" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION community_members_changed('user_id');--> statement-breakpoint
CREATE TRIGGER "community_members_group_members_update" AFTER UPDATE ON "group_members" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION community_members_changed('user_id', 'user_id', 'group_id');--> statement-breakpoint
CREATE TRIGGER "community_members_group_members_delete" AFTER DELETE ON "group_members" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION community_members_changed('user_id');--> statement-breakpoint
CREATE TRIGGER "community_members_subscriptions_insert" AFTER INSERT ON "subscriptions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION community_members_changed('user_id');--> statement-breakpoint
CREATE TRIGGER "community_members_subscriptions_update" AFTER UPDATE ON "subscriptions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION community_members_changed('user_id', 'id', 'user_id', 'expiry', 'unenrolled_at');--> statement-breakpoint
CREATE TRIGGER "community_members_subscriptions_delete" AFTER DELETE ON "subscriptions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION community_members_changed('user_id');--> statement-breakpoint

-- The member level renamed (to or from 'member'): everyone holding it is recomputed.
CREATE FUNCTION community_members_level_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_community_members(array(
    SELECT DISTINCT ual.user_id FROM user_access_levels ual
      JOIN new_rows n ON n.id = ual.access_level_id JOIN old_rows o ON o.id = n.id
     WHERE n.name IS DISTINCT FROM o.name AND 'member' IN (n.name, o.name)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "community_members_access_levels_update" AFTER UPDATE ON "access_levels" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION community_members_level_renamed();--> statement-breakpoint

-- Backfill.
SELECT refresh_community_members(array(SELECT id FROM users));

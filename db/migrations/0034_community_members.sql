CREATE TABLE "retention_pairs" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"latest_id" integer NOT NULL,
	"latest_start_day" date NOT NULL,
	"latest_expiry" timestamp with time zone NOT NULL,
	"latest_expiry_day" date NOT NULL,
	"latest_unenrolled" boolean NOT NULL,
	"prev_id" integer,
	"prev_expiry" timestamp with time zone,
	"prev_expiry_day" date,
	CONSTRAINT "retention_pairs_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "community_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"batch_id" integer,
	"stage_id" integer,
	"group_id" integer,
	"active_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_activity_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"lessons" integer NOT NULL,
	"tasks" integer NOT NULL,
	"points" bigint NOT NULL,
	"move_ups" integer NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "member_activity_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_activity_months" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"lessons" integer NOT NULL,
	"tasks" integer NOT NULL,
	"points" bigint NOT NULL,
	"move_ups" integer NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "member_activity_months_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
CREATE TABLE "member_activity_totals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"lessons" integer NOT NULL,
	"tasks" integer NOT NULL,
	"points" bigint NOT NULL,
	"move_ups" integer NOT NULL,
	"events" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "retention_pairs" ADD CONSTRAINT "retention_pairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_pairs" ADD CONSTRAINT "retention_pairs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_activity_days" ADD CONSTRAINT "member_activity_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_activity_months" ADD CONSTRAINT "member_activity_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_activity_totals" ADD CONSTRAINT "member_activity_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retention_pairs_latest_expiry_day_idx" ON "retention_pairs" USING btree ("latest_expiry_day");--> statement-breakpoint
CREATE INDEX "retention_pairs_prev_expiry_day_idx" ON "retention_pairs" USING btree ("prev_expiry_day");--> statement-breakpoint
CREATE INDEX "retention_pairs_unenrolled_idx" ON "retention_pairs" USING btree ("latest_expiry_day") WHERE "retention_pairs"."latest_unenrolled";--> statement-breakpoint
CREATE INDEX "community_members_batch_id_idx" ON "community_members" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "member_activity_days_day_idx" ON "member_activity_days" USING btree ("day","user_id","lessons","tasks","points","move_ups");--> statement-breakpoint
CREATE INDEX "member_activity_months_month_idx" ON "member_activity_months" USING btree ("month","user_id","lessons","tasks","points","move_ups");
--> statement-breakpoint
--> statement-breakpoint

-- community_members (the community report's members) is derived from users, user_access_levels, access_levels, group_members and
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

-- Per statement with transition tables (a bulk insert recomputes each member once), for both kept
-- tables. The arguments: the refresh function, the row's member column, then the columns the kept
-- rows read: an update that changes none of them (a member's last sign-in, a subscription's unpaid
-- counter) recomputes nobody.
CREATE FUNCTION kept_member_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member_column text := quote_ident(TG_ARGV[1]);
  read_columns text;
  named text;
  ids integer[];
BEGIN
  SELECT string_agg(quote_ident(c), ', ') INTO read_columns FROM unnest(TG_ARGV[2:]) AS c;
  named := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s FROM new_rows', member_column)
    WHEN 'DELETE' THEN format('SELECT %s FROM old_rows', member_column)
    ELSE format('SELECT %1$s FROM (SELECT %2$s FROM new_rows EXCEPT SELECT %2$s FROM old_rows) AS after_change
      UNION SELECT %1$s FROM (SELECT %2$s FROM old_rows EXCEPT SELECT %2$s FROM new_rows) AS before_change', member_column, read_columns)
  END;
  EXECUTE format('SELECT array(SELECT DISTINCT m FROM (%s) AS named(m) WHERE m IS NOT NULL)', named) INTO ids;
  EXECUTE format('SELECT %I($1)', TG_ARGV[0]) USING ids;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "community_members_users_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_member_rows_changed('refresh_community_members', 'id', 'id', 'batch_id', 'stage_id', 'archived_at');--> statement-breakpoint
CREATE TRIGGER "community_members_user_access_levels_insert" AFTER INSERT ON "user_access_levels" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_member_rows_changed('refresh_community_members', 'user_id');--> statement-breakpoint
CREATE TRIGGER "community_members_user_access_levels_update" AFTER UPDATE ON "user_access_levels" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_member_rows_changed('refresh_community_members', 'user_id', 'user_id', 'access_level_id');--> statement-breakpoint
CREATE TRIGGER "community_members_user_access_levels_delete" AFTER DELETE ON "user_access_levels" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_member_rows_changed('refresh_community_members', 'user_id');--> statement-breakpoint
CREATE TRIGGER "community_members_group_members_insert" AFTER INSERT ON "group_members" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_member_rows_changed('refresh_community_members', 'user_id');--> statement-breakpoint
CREATE TRIGGER "community_members_group_members_update" AFTER UPDATE ON "group_members" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_member_rows_changed('refresh_community_members', 'user_id', 'user_id', 'group_id');--> statement-breakpoint
CREATE TRIGGER "community_members_group_members_delete" AFTER DELETE ON "group_members" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_member_rows_changed('refresh_community_members', 'user_id');--> statement-breakpoint
CREATE TRIGGER "community_members_subscriptions_insert" AFTER INSERT ON "subscriptions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_member_rows_changed('refresh_community_members', 'user_id');--> statement-breakpoint
CREATE TRIGGER "community_members_subscriptions_update" AFTER UPDATE ON "subscriptions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_member_rows_changed('refresh_community_members', 'user_id', 'id', 'user_id', 'expiry', 'unenrolled_at');--> statement-breakpoint
CREATE TRIGGER "community_members_subscriptions_delete" AFTER DELETE ON "subscriptions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_member_rows_changed('refresh_community_members', 'user_id');--> statement-breakpoint

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

-- retention_pairs is derived from subscriptions and funnels (the worklist's ranking, buckets.ts):
-- per member and product with a paid funnel, the latest paid subscription (by start, then id) and
-- the one before it; no row when a live lifetime subscription to the product exists (any funnel).
-- Days are Manila's. Recomputed per member, like community_members, under the same row lock.
CREATE FUNCTION refresh_retention_pairs(member_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(member_ids, 1), 0) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM users WHERE id = ANY (member_ids) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM retention_pairs WHERE user_id = ANY (member_ids);
  INSERT INTO retention_pairs (user_id, product_id, latest_id, latest_start_day, latest_expiry, latest_expiry_day, latest_unenrolled, prev_id, prev_expiry, prev_expiry_day)
  WITH ranked AS (
    SELECT s.id, s.user_id, f.product_id, s.starts_at, s.expiry, s.unenrolled_at,
           row_number() OVER w AS n, lead(s.id) OVER w AS prev_id, lead(s.expiry) OVER w AS prev_expiry
      FROM subscriptions s JOIN funnels f ON f.id = s.funnel_id
     WHERE s.user_id = ANY (member_ids) AND f.price_centavos > 0
    WINDOW w AS (PARTITION BY s.user_id, f.product_id ORDER BY s.starts_at DESC, s.id DESC)
  )
  SELECT r.user_id, r.product_id, r.id, (r.starts_at AT TIME ZONE 'Asia/Manila')::date, r.expiry, (r.expiry AT TIME ZONE 'Asia/Manila')::date,
         r.unenrolled_at IS NOT NULL, r.prev_id, r.prev_expiry, (r.prev_expiry AT TIME ZONE 'Asia/Manila')::date
    FROM ranked r
   WHERE r.n = 1
     AND NOT EXISTS (
       SELECT 1 FROM subscriptions ls JOIN funnels lf ON lf.id = ls.funnel_id
        WHERE ls.user_id = r.user_id AND lf.product_id = r.product_id
          AND ls.expiry >= '9999-01-01T00:00:00Z'::timestamptz AND ls.unenrolled_at IS NULL);
END
$$;
--> statement-breakpoint
CREATE TRIGGER "retention_pairs_subscriptions_insert" AFTER INSERT ON "subscriptions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_member_rows_changed('refresh_retention_pairs', 'user_id');--> statement-breakpoint
CREATE TRIGGER "retention_pairs_subscriptions_update" AFTER UPDATE ON "subscriptions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_member_rows_changed('refresh_retention_pairs', 'user_id', 'id', 'user_id', 'funnel_id', 'starts_at', 'expiry', 'unenrolled_at');--> statement-breakpoint
CREATE TRIGGER "retention_pairs_subscriptions_delete" AFTER DELETE ON "subscriptions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_member_rows_changed('refresh_retention_pairs', 'user_id');--> statement-breakpoint

-- A funnel moved to another product, or made free or paid: its members are recomputed.
CREATE FUNCTION funnels_retention_pairs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_retention_pairs(array(
    SELECT DISTINCT s.user_id FROM subscriptions s
      JOIN new_rows n ON n.id = s.funnel_id JOIN old_rows o ON o.id = n.id
     WHERE n.product_id IS DISTINCT FROM o.product_id OR (n.price_centavos > 0) IS DISTINCT FROM (o.price_centavos > 0)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "retention_pairs_funnels_update" AFTER UPDATE ON "funnels" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION funnels_retention_pairs();--> statement-breakpoint

-- member_activity_days, _months and _totals are derived from the four tables that record a
-- member doing something (the definitions of communityReportActivity.ts): a lesson completed, a
-- task finished, points earned (not the imported base points; a manual adjustment as it stands)
-- and a move-up approved, each an event; days and months are Manila's. The backfill recomputes
-- every user from their rows (refresh_member_activity, also the way to rebuild them); the triggers
-- below move them by each statement's difference.
CREATE FUNCTION refresh_member_activity(member_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(member_ids, 1), 0) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM users WHERE id = ANY (member_ids) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM member_activity_days WHERE user_id = ANY (member_ids);
  DELETE FROM member_activity_months WHERE user_id = ANY (member_ids);
  DELETE FROM member_activity_totals WHERE user_id = ANY (member_ids);
  -- One statement: the days, and the months and totals summed from them.
  WITH days AS (
    SELECT ev.user_id, (ev.at AT TIME ZONE 'Asia/Manila')::date AS day,
           sum(ev.lessons)::int AS lessons, sum(ev.tasks)::int AS tasks, sum(ev.points)::bigint AS points,
           sum(ev.move_ups)::int AS move_ups, count(*)::int AS events
      FROM (
        SELECT lp.user_id, lp.completed_at AS at, 1 AS lessons, 0 AS tasks, 0 AS points, 0 AS move_ups
          FROM lesson_progress lp WHERE lp.user_id = ANY (member_ids) AND lp.completed_at IS NOT NULL
        UNION ALL
        SELECT tc.user_id, tc.completed_at, 0, 1, 0, 0 FROM task_completions tc WHERE tc.user_id = ANY (member_ids)
        UNION ALL
        SELECT pe.user_id, pe.created_at, 0, 0, pe.points, 0 FROM point_entries pe WHERE pe.user_id = ANY (member_ids) AND pe.kind <> 'base'
        UNION ALL
        SELECT mr.user_id, mr.reviewed_at, 0, 0, 0, 1 FROM move_up_reviews mr
         WHERE mr.user_id = ANY (member_ids) AND mr.status = 'approved' AND mr.reviewed_at IS NOT NULL
      ) ev
     GROUP BY 1, 2
  ), kept_days AS (
    INSERT INTO member_activity_days (user_id, day, lessons, tasks, points, move_ups, events)
    SELECT user_id, day, lessons, tasks, points, move_ups, events FROM days
  ), kept_months AS (
    INSERT INTO member_activity_months (user_id, month, lessons, tasks, points, move_ups, events)
    SELECT user_id, date_trunc('month', day)::date, sum(lessons), sum(tasks), sum(points), sum(move_ups), sum(events) FROM days GROUP BY 1, 2
  )
  INSERT INTO member_activity_totals (user_id, lessons, tasks, points, move_ups, events)
  SELECT user_id, sum(lessons), sum(tasks), sum(points), sum(move_ups), sum(events) FROM days GROUP BY user_id;
END
$$;
--> statement-breakpoint
-- Per statement, the kept activity moves by the statement's difference rather than being
-- recomputed: the seed's chunk of 10,000 members writes 10,000 events, and recomputing each of those
-- members from all four tables cost 6 s a statement. The events of the rows the statement added,
-- minus those of the rows it removed (an update is both: a watch position moved on a completed
-- lesson cancels out and writes nothing), are added to each user's day, month and total; a kept row
-- left with no event is removed. Concurrent writers add to the same rows safely (an upsert waits for
-- the other's row; rows are written in user order, so two bulk writers cannot deadlock). Rows of a user deleted by the same statement are skipped (the user's kept rows
-- go with it). Each table's events are refresh_member_activity's.
CREATE FUNCTION member_activity_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  events_of text := CASE TG_TABLE_NAME
    WHEN 'lesson_progress' THEN 'SELECT user_id, completed_at AS at, 1 AS lessons, 0 AS tasks, 0 AS points, 0 AS move_ups FROM %s WHERE completed_at IS NOT NULL'
    WHEN 'task_completions' THEN 'SELECT user_id, completed_at AS at, 0 AS lessons, 1 AS tasks, 0 AS points, 0 AS move_ups FROM %s'
    WHEN 'point_entries' THEN 'SELECT user_id, created_at AS at, 0 AS lessons, 0 AS tasks, points, 0 AS move_ups FROM %s WHERE kind <> ''base'''
    WHEN 'move_up_reviews' THEN 'SELECT user_id, reviewed_at AS at, 0 AS lessons, 0 AS tasks, 0 AS points, 1 AS move_ups FROM %s WHERE status = ''approved'' AND reviewed_at IS NOT NULL'
  END;
  signed text;
  ids integer[];
BEGIN
  signed := concat_ws(' UNION ALL ',
    CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN 'SELECT 1 AS sign, e.* FROM (' || format(events_of, 'new_rows') || ') e' END,
    CASE WHEN TG_OP IN ('DELETE', 'UPDATE') THEN 'SELECT -1 AS sign, e.* FROM (' || format(events_of, 'old_rows') || ') e' END);
  EXECUTE format($q$
    WITH delta AS (
      SELECT ev.user_id, (ev.at AT TIME ZONE 'Asia/Manila')::date AS day,
             sum(ev.sign * ev.lessons)::int AS lessons, sum(ev.sign * ev.tasks)::int AS tasks, sum(ev.sign * ev.points)::bigint AS points,
             sum(ev.sign * ev.move_ups)::int AS move_ups, sum(ev.sign)::int AS events
        FROM (%s) ev
       WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = ev.user_id)
       GROUP BY 1, 2
      HAVING sum(ev.sign) <> 0 OR sum(ev.sign * ev.lessons) <> 0 OR sum(ev.sign * ev.tasks) <> 0 OR sum(ev.sign * ev.points) <> 0 OR sum(ev.sign * ev.move_ups) <> 0
    ), kept_days AS (
      INSERT INTO member_activity_days AS k (user_id, day, lessons, tasks, points, move_ups, events)
      SELECT user_id, day, lessons, tasks, points, move_ups, events FROM delta ORDER BY user_id, day
      ON CONFLICT (user_id, day) DO UPDATE SET lessons = k.lessons + excluded.lessons, tasks = k.tasks + excluded.tasks,
        points = k.points + excluded.points, move_ups = k.move_ups + excluded.move_ups, events = k.events + excluded.events
    ), kept_months AS (
      INSERT INTO member_activity_months AS k (user_id, month, lessons, tasks, points, move_ups, events)
      SELECT user_id, date_trunc('month', day)::date, sum(lessons), sum(tasks), sum(points), sum(move_ups), sum(events) FROM delta GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (user_id, month) DO UPDATE SET lessons = k.lessons + excluded.lessons, tasks = k.tasks + excluded.tasks,
        points = k.points + excluded.points, move_ups = k.move_ups + excluded.move_ups, events = k.events + excluded.events
    ), kept_totals AS (
      INSERT INTO member_activity_totals AS k (user_id, lessons, tasks, points, move_ups, events)
      SELECT user_id, sum(lessons), sum(tasks), sum(points), sum(move_ups), sum(events) FROM delta GROUP BY 1 ORDER BY 1
      ON CONFLICT (user_id) DO UPDATE SET lessons = k.lessons + excluded.lessons, tasks = k.tasks + excluded.tasks,
        points = k.points + excluded.points, move_ups = k.move_ups + excluded.move_ups, events = k.events + excluded.events
    )
    SELECT array(SELECT DISTINCT user_id FROM delta WHERE events < 0)$q$, signed) INTO ids;
  -- Only a removal can leave a kept row without events.
  IF coalesce(array_length(ids, 1), 0) > 0 THEN
    DELETE FROM member_activity_days WHERE user_id = ANY (ids) AND events = 0;
    DELETE FROM member_activity_months WHERE user_id = ANY (ids) AND events = 0;
    DELETE FROM member_activity_totals WHERE user_id = ANY (ids) AND events = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "member_activity_lesson_progress_insert" AFTER INSERT ON "lesson_progress" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_activity_changed();--> statement-breakpoint
CREATE TRIGGER "member_activity_lesson_progress_update" AFTER UPDATE ON "lesson_progress" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_activity_changed();--> statement-breakpoint
CREATE TRIGGER "member_activity_lesson_progress_delete" AFTER DELETE ON "lesson_progress" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_activity_changed();--> statement-breakpoint
CREATE TRIGGER "member_activity_task_completions_insert" AFTER INSERT ON "task_completions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_activity_changed();--> statement-breakpoint
CREATE TRIGGER "member_activity_task_completions_update" AFTER UPDATE ON "task_completions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_activity_changed();--> statement-breakpoint
CREATE TRIGGER "member_activity_task_completions_delete" AFTER DELETE ON "task_completions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_activity_changed();--> statement-breakpoint
CREATE TRIGGER "member_activity_point_entries_insert" AFTER INSERT ON "point_entries" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_activity_changed();--> statement-breakpoint
CREATE TRIGGER "member_activity_point_entries_update" AFTER UPDATE ON "point_entries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_activity_changed();--> statement-breakpoint
CREATE TRIGGER "member_activity_point_entries_delete" AFTER DELETE ON "point_entries" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_activity_changed();--> statement-breakpoint
CREATE TRIGGER "member_activity_move_up_reviews_insert" AFTER INSERT ON "move_up_reviews" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_activity_changed();--> statement-breakpoint
CREATE TRIGGER "member_activity_move_up_reviews_update" AFTER UPDATE ON "move_up_reviews" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_activity_changed();--> statement-breakpoint
CREATE TRIGGER "member_activity_move_up_reviews_delete" AFTER DELETE ON "move_up_reviews" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_activity_changed();--> statement-breakpoint

-- Backfill.
SELECT refresh_community_members(array(SELECT id FROM users));--> statement-breakpoint
SELECT refresh_retention_pairs(array(SELECT DISTINCT user_id FROM subscriptions));--> statement-breakpoint
SELECT refresh_member_activity(array(SELECT id FROM users));

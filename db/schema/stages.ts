// The member journey: numbered stages, their tasks, task completions, the Tribe Points ledger,
// stage leaders and reviewers, and move-up reviews.
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, timestamps } from './columns'
// eslint-disable-next-line import/no-cycle -- foreign keys across domain files; references(() => …) resolves them lazily (docs/architecture.md, "Import rules (lint)": the data model, not an import problem)
import { courses } from './courses'
import { users } from './members'

// Stage 0 means "no real stage": a row numbered 0 may exist to hold the onboarding lessons and
// tasks ("Setting Up for Success"), and a user whose stageId is null is shown as on stage 0.
// users.stageId references this table ON DELETE RESTRICT: members are moved off a stage before
// it is deleted, never dropped to stage 0 by accident (returnees keep their last stage).
export const stages = pgTable(
  'stages',
  {
    id: serial().primaryKey(),
    number: integer().notNull(),
    name: text().notNull(),
    description: text(),
    // The course whose lessons make up this stage ("stages of lessons with tasks").
    // Set null: deleting the course leaves the stage and its tasks. The AnyPgColumn annotation
    // breaks TypeScript's inference cycle users.stageId -> stages -> courses.authorId -> users.
    courseId: integer().references((): AnyPgColumn => courses.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('stages_number_key').on(t.number),
    index('stages_course_id_idx').on(t.courseId).where(sql`${t.courseId} is not null`),
    check('stages_number_check', sql`${t.number} >= 0`),
  ],
)

// The stage leader (menu: manage stage). currentUser.managedStage is singular: one per user.
export const stageLeaders = pgTable(
  'stage_leaders',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    stageId: integer()
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    ...createdAt,
  },
  (t) => [index('stage_leaders_stage_id_idx').on(t.stageId)],
)

// Who reviews move-up requests out of a stage (currentUser.stagesAsReviewer: many per user).
export const stageReviewers = pgTable(
  'stage_reviewers',
  {
    stageId: integer()
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...createdAt,
  },
  (t) => [primaryKey({ columns: [t.stageId, t.userId] }), index('stage_reviewers_user_id_idx').on(t.userId)],
)

export const tasks = pgTable(
  'tasks',
  {
    id: serial().primaryKey(),
    // Cascade, but see task_completions.taskId: a stage whose tasks were already finished by
    // someone cannot be deleted, because those completions refuse to go.
    stageId: integer()
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    // Markdown.
    description: text().notNull().default(''),
    points: integer().notNull().default(0),
    actionLabel: text(),
    actionUrl: text(),
    position: integer().notNull().default(0),
    // A finished task is retired, not deleted, so members keep their completions and points.
    archivedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('tasks_stage_id_position_idx').on(t.stageId, t.position),
    check('tasks_points_check', sql`${t.points} >= 0`),
  ],
)

// finishTask(taskId): one completion per user per task, so a double click or a retry cannot
// award points twice.
export const taskCompletions = pgTable(
  'task_completions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Restrict: a task someone has finished is archived (tasks.archivedAt), never deleted.
    taskId: integer()
      .notNull()
      .references(() => tasks.id, { onDelete: 'restrict' }),
    completedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('task_completions_user_id_task_id_key').on(t.userId, t.taskId),
    index('task_completions_task_id_idx').on(t.taskId),
    // The community report's tasks finished in a range (index-only, with the members).
    index('task_completions_completed_at_user_id_idx').on(t.completedAt, t.userId),
  ],
)

export const POINT_KINDS = ['base', 'task', 'manual'] as const
export type PointKind = (typeof POINT_KINDS)[number]

// Tribe Points as an append-only ledger: a user's points are sum(points). Every change has a
// row saying why (base points from the member import, a finished task, an admin adjustment,
// which may be negative), so totals can be audited and recomputed, never silently edited.
export const pointEntries = pgTable(
  'point_entries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<PointKind>().notNull(),
    points: integer().notNull(),
    // For kind 'task': the completion that earned it (its points are copied, so editing a
    // task's points later does not rewrite history). Cascade: undoing a completion takes its
    // points with it.
    taskCompletionId: bigint({ mode: 'number' }).references(() => taskCompletions.id, { onDelete: 'cascade' }),
    reason: text(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...createdAt,
  },
  (t) => [
    index('point_entries_user_id_created_at_idx').on(t.userId, t.createdAt),
    // The community report's points earned in a range: base points are carried over, not earned,
    // and are most of a fresh import's rows, so they stay out of the index.
    index('point_entries_earned_created_at_idx').on(t.createdAt).where(sql`${t.kind} <> 'base'`),
    uniqueIndex('point_entries_task_completion_id_key').on(t.taskCompletionId),
    // One base-points row per user, so re-running a member import updates it instead of
    // adding the base points again.
    uniqueIndex('point_entries_base_user_id_key').on(t.userId).where(sql`${t.kind} = 'base'`),
    index('point_entries_created_by_id_idx').on(t.createdById).where(sql`${t.createdById} is not null`),
    check('point_entries_kind_check', sql`${t.kind} in ('base', 'task', 'manual')`),
    check(
      'point_entries_task_link_check',
      sql`(${t.kind} = 'task') = (${t.taskCompletionId} is not null)`,
    ),
  ],
)

// A member asks to move up from their stage; a reviewer of that stage approves (the service
// then moves users.stageId to toStageId) or rejects.
export const moveUpReviews = pgTable(
  'move_up_reviews',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Restrict: the review history of a stage is kept; such a stage is renamed, not deleted.
    fromStageId: integer()
      .notNull()
      .references(() => stages.id, { onDelete: 'restrict' }),
    toStageId: integer()
      .notNull()
      .references(() => stages.id, { onDelete: 'restrict' }),
    status: text().$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    note: text(),
    reviewerId: integer().references(() => users.id, { onDelete: 'set null' }),
    reviewerNote: text(),
    reviewedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // A reviewer's queue: pending requests out of their stages, oldest first.
    index('move_up_reviews_from_stage_id_status_created_at_idx').on(t.fromStageId, t.status, t.createdAt),
    index('move_up_reviews_to_stage_id_idx').on(t.toStageId),
    index('move_up_reviews_user_id_idx').on(t.userId),
    index('move_up_reviews_reviewer_id_idx').on(t.reviewerId).where(sql`${t.reviewerId} is not null`),
    // At most one open request per member.
    uniqueIndex('move_up_reviews_pending_user_id_key').on(t.userId).where(sql`${t.status} = 'pending'`),
    check('move_up_reviews_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
)

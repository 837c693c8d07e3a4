// How the community is organised over time: enrolment batches.
// (Groups, success managers, accountability and challenge groups are in groups.ts.)
import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { timestamps } from './columns'

// An enrolment batch (a cohort launched together), referenced by users.batchId.
//
// "Current" is DERIVED, not flagged: the current batch is the one with the latest launchFrom
// on or before today in Asia/Manila. A flag would need someone to flip it on launch day (and
// could be left on two batches or none); the dates already say it. A batch created ahead of
// its launch becomes current on its launchFrom, and late enrolees after launchTo still land in
// the latest launched batch. enrollmentBatches answers isCurrent from this rule, served by
// batches_launch_from_idx.
// users.batchId references this table ON DELETE RESTRICT: a batch that still has members is
// not deletable (its members would silently lose their cohort, and isBatch17 with it).
export const batches = pgTable(
  'batches',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    // The cohort number ("Batch 17" is 17). The spec's currentUser.isBatch17 (the journey-form
    // gate) is derived as `users.batchId -> batches.number = 17`, which survives a rename of
    // the batch; the member import matches its Batch column on name or number.
    number: integer(),
    // The launch window, as Manila calendar dates.
    launchFrom: date().notNull(),
    launchTo: date().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('batches_name_key').on(t.name),
    uniqueIndex('batches_number_key').on(t.number),
    index('batches_launch_from_idx').on(t.launchFrom),
    check('batches_launch_window_check', sql`${t.launchTo} >= ${t.launchFrom}`),
  ],
)

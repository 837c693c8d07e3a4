// The rows communityReport.test.ts names: four members in two batches and two groups (one expired,
// one never enrolled, one without group or stage), an archived member and a staff member whose
// activity must not count, and activity on both sides of the Manila midnight that starts Last 7
// Days when today is 2026-03-20 in Manila (NOW).
import { batches, courses, groupMembers, groups, lessonProgress, lessons, moveUpReviews, pointEntries, stages, taskCompletions, tasks, units } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createSubscription, createUser } from '../../test/factories'

/** 12:00 on 2026-03-20 in Manila: Last 7 Days is 2026-03-14 .. 2026-03-20. */
export const NOW = new Date('2026-03-20T04:00:00Z')
/** 23:30 Manila on 2026-03-13, the day before Last 7 Days. */
export const BEFORE_EDGE = new Date('2026-03-13T15:30:00Z')
/** 00:30 Manila on 2026-03-14, Last 7 Days' first day. */
export const AFTER_EDGE = new Date('2026-03-13T16:30:00Z')

const ACTIVE_UNTIL = new Date('2027-01-01T00:00:00Z')
const EXPIRED_ON = new Date('2026-01-01T00:00:00Z')

export const community = async () => {
  const viewer = await createUser({ firstName: 'Vic', lastName: 'Viewer', accessLevels: [{ name: 'community-viewer', pageAccess: { communityReport: true } }] })
  const [batch16, batch17] = await db
    .insert(batches)
    .values([
      { name: 'Batch 16', number: 16, launchFrom: '2025-06-01', launchTo: '2025-06-30' },
      { name: 'Batch 17', number: 17, launchFrom: '2025-12-01', launchTo: '2025-12-31' },
    ])
    .returning()
  const [luzon, visayas] = await db.insert(groups).values([{ name: 'Tribe Luzon' }, { name: 'Tribe Visayas' }]).returning()
  const [stage1, stage2] = await db
    .insert(stages)
    .values([
      { number: 1, name: 'Foundation' },
      { number: 2, name: 'Launch' },
    ])
    .returning()
  const member = [{ name: 'member', pageAccess: { home: true } }]
  const ana = await createUser({ firstName: 'Ana', lastName: 'Abad', email: 'ana@example.com', batchId: batch16.id, stageId: stage1.id, accessLevels: member })
  const ben = await createUser({ firstName: 'Ben', lastName: 'Bautista', email: 'ben@example.com', batchId: batch16.id, stageId: stage2.id, accessLevels: ['member'] })
  const cara = await createUser({ firstName: 'Cara', lastName: 'Cruz', email: 'cara@example.com', batchId: batch17.id, stageId: stage1.id, accessLevels: ['member'] })
  // Never enrolled, no group, no stage; a name a spreadsheet would run as a formula.
  const dan = await createUser({ firstName: '=Dan', lastName: 'Dizon', email: 'dan@example.com', batchId: batch17.id, accessLevels: ['member'] })
  const eve = await createUser({ firstName: 'Eve', lastName: 'Archived', batchId: batch16.id, stageId: stage1.id, accessLevels: ['member'], archivedAt: new Date('2026-02-01T00:00:00Z') })
  const staff = await createUser({ firstName: 'Sam', lastName: 'Staff', accessLevels: [{ name: 'tribe-team-ro', pageAccess: { home: true } }] })
  await db.insert(groupMembers).values([
    { userId: ana.id, groupId: luzon.id },
    { userId: ben.id, groupId: visayas.id },
    { userId: cara.id, groupId: luzon.id },
    { userId: eve.id, groupId: luzon.id },
  ])
  await createSubscription(ana.id, ACTIVE_UNTIL)
  await createSubscription(ben.id, ACTIVE_UNTIL)
  // Ben also had an expired one: Active wins.
  await createSubscription(ben.id, EXPIRED_ON)
  await createSubscription(cara.id, EXPIRED_ON)
  // An unenrolled subscription does not make Cara Active.
  await createSubscription(cara.id, ACTIVE_UNTIL, { unenrolled: true })
  await createSubscription(eve.id, ACTIVE_UNTIL)

  const [course] = await db.insert(courses).values({ name: 'Stage 1 lessons' }).returning()
  const [unit] = await db.insert(units).values({ courseId: course.id, name: 'Unit 1' }).returning()
  const [lesson1, lesson2] = await db.insert(lessons).values([{ unitId: unit.id, name: 'Lesson 1' }, { unitId: unit.id, name: 'Lesson 2' }]).returning()
  await db.insert(lessonProgress).values([
    { userId: ana.id, lessonId: lesson1.id, completedAt: AFTER_EDGE },
    // Long ago: in all time's total, before the twelve months of its chart.
    { userId: ana.id, lessonId: lesson2.id, completedAt: new Date('2024-12-01T02:00:00Z') },
    { userId: ben.id, lessonId: lesson1.id, completedAt: BEFORE_EDGE },
    { userId: cara.id, lessonId: lesson1.id, completedAt: null },
    { userId: cara.id, lessonId: lesson2.id, completedAt: new Date('2026-03-20T01:00:00Z') },
    { userId: eve.id, lessonId: lesson1.id, completedAt: new Date('2026-03-16T02:00:00Z') },
  ])
  const [task1, task2] = await db
    .insert(tasks)
    .values([
      { stageId: stage1.id, title: 'Set up your profile', points: 10 },
      { stageId: stage1.id, title: 'Join a call', points: 20 },
    ])
    .returning()
  const [anaTask, benTask, staffTask] = await db
    .insert(taskCompletions)
    .values([
      { userId: ana.id, taskId: task1.id, completedAt: AFTER_EDGE },
      { userId: ben.id, taskId: task2.id, completedAt: new Date('2026-03-18T01:00:00Z') },
      { userId: staff.id, taskId: task1.id, completedAt: new Date('2026-03-16T02:00:00Z') },
    ])
    .returning()
  await db.insert(pointEntries).values([
    { userId: ana.id, kind: 'task', points: 10, taskCompletionId: anaTask.id, createdAt: AFTER_EDGE },
    { userId: ben.id, kind: 'task', points: 20, taskCompletionId: benTask.id, createdAt: new Date('2026-03-18T01:00:00Z') },
    { userId: ben.id, kind: 'manual', points: -5, reason: 'Correction', createdAt: new Date('2026-03-19T03:00:00Z') },
    // Carried over from the import: never "earned".
    { userId: ben.id, kind: 'base', points: 100, createdAt: new Date('2026-03-16T02:00:00Z') },
    { userId: staff.id, kind: 'task', points: 10, taskCompletionId: staffTask.id, createdAt: new Date('2026-03-16T02:00:00Z') },
  ])
  await db.insert(moveUpReviews).values([
    { userId: ana.id, fromStageId: stage1.id, toStageId: stage2.id, status: 'approved', reviewedAt: new Date('2026-03-15T02:00:00Z') },
    // Still waiting, and a refused one: not move-ups.
    { userId: cara.id, fromStageId: stage1.id, toStageId: stage2.id, status: 'rejected', reviewedAt: new Date('2026-03-16T02:00:00Z') },
    { userId: cara.id, fromStageId: stage1.id, toStageId: stage2.id, status: 'pending' },
  ])
  return { viewer, ana, ben, cara, dan, eve, staff, batch16, batch17, luzon, visayas, stage1, stage2 }
}

// A member part-way through their courses, as the seed leaves the demo member: a Tribe Membership
// subscription (through grantSubscription, as an admin's manual subscription), every lesson of
// "Setting Up for Success" finished, the first three of "Virtual Assistant Fundamentals" finished
// and the fourth started. A journey may then finish the course without touching anyone else's.
import { and, asc, eq, isNull } from 'drizzle-orm'
import { courses, funnels, lessonProgress, lessons, units, users } from '../../../db/schema'
import { db } from '../../../api/src/lib/db'
import { grantSubscription } from '../../../api/src/services/subscriptions/grantSubscription'
import { addDays, manilaAt, manilaToday } from '../../seed/helpers'
import person, { type Person } from './person'

export default async function learner(): Promise<Person> {
  const made = await person({ batch: 18, stage: 1 })
  const today = manilaToday()
  const [funnel] = await db.select({ id: funnels.id }).from(funnels).where(eq(funnels.slug, 'tribe-membership'))
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@tribe.test'))
  if (!funnel || !admin) throw new Error('The seed has no tribe-membership funnel or admin')
  const onboarding = await lessonsOf('setting-up-for-success')
  const va = await lessonsOf('virtual-assistant-fundamentals')

  await db.transaction(async (tx) => {
    await grantSubscription(tx, {
      userId: made.id,
      funnelId: funnel.id,
      paymentTermId: 'one-time',
      startsAt: manilaAt(addDays(today, -60), '10:00'),
      paid: { transactionId: `E2E-learner-${made.id}`, paymentPlatform: 'GCash' },
      actorId: admin.id,
      source: 'manual',
    })
    const progress = [
      ...onboarding.map((lessonId, n) => ({ lessonId, done: true, day: -40 + n })),
      ...va.slice(0, 3).map((lessonId, n) => ({ lessonId, done: true, day: -20 + n * 3 })),
      { lessonId: va[3], done: false, day: -2 },
    ]
    await tx.insert(lessonProgress).values(
      progress.map(({ lessonId, done, day }) => ({
        userId: made.id,
        lessonId,
        positionSeconds: done ? 0 : 340,
        startedAt: manilaAt(addDays(today, day), '21:00'),
        completedAt: done ? manilaAt(addDays(today, day), '21:30') : null,
      })),
    )
  })
  return made
}

/** The live lessons of a seeded course, in the order the course shows them. */
async function lessonsOf(courseKey: string): Promise<number[]> {
  const rows = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(units, eq(units.id, lessons.unitId))
    .innerJoin(courses, eq(courses.id, units.courseId))
    .where(and(eq(courses.importKey, `seed:course:${courseKey}`), isNull(lessons.archivedAt), isNull(units.archivedAt)))
    .orderBy(asc(units.position), asc(units.id), asc(lessons.position), asc(lessons.id))
  if (rows.length < 4) throw new Error(`The seeded course ${courseKey} has ${rows.length} lessons`)
  return rows.map((row) => row.id)
}

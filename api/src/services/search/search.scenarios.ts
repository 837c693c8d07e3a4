// The rows search.test.ts names.
import { courses, events, funnels, lessons, paymentTerms, productCourses, products, resourceFiles, subscriptions, units } from '../../../../db/schema'
import { db } from '../../lib/db'
import { startOfManilaDay } from '../../lib/time'
import { createUser } from '../../test/factories'

const DAY = 86_400_000

/** A product granting `courseIds`, with the funnel a subscription names. */
async function product(name: string, courseIds: number[]) {
  const [row] = await db.insert(products).values({ name }).returning()
  const [funnel] = await db
    .insert(funnels)
    .values({ productId: row.id, name: `${name} Annual`, slug: name.toLowerCase(), priceCentavos: 100_000 })
    .returning()
  if (courseIds.length) await db.insert(productCourses).values(courseIds.map((courseId) => ({ productId: row.id, courseId })))
  return funnel
}

/** A subscription of `userId` to `funnelId` expiring `days` from today (negative: expired). */
async function subscribe(userId: number, funnelId: string, days: number) {
  let [term] = await db.select().from(paymentTerms)
  if (!term) [term] = await db.insert(paymentTerms).values({ id: 'one-time', name: 'One-time' }).returning()
  await db.insert(subscriptions).values({
    userId,
    funnelId,
    paymentTermId: term.id,
    startsAt: new Date('2020-01-01T00:00:00Z'),
    expiry: new Date(startOfManilaDay(new Date()).getTime() + days * DAY),
  })
}

/** A member: the member level and an active subscription to `funnelId`. */
async function memberOf(funnelId: string) {
  const user = await createUser({ accessLevels: ['member'] })
  await subscribe(user.id, funnelId, 30)
  return user
}

/**
 * "Freelancing" content of every kind, published and not: a published course with a published
 * and a hidden lesson, a draft course with a lesson, a published and an unpublished event, member,
 * public and affiliate resources. And a member who searches.
 */
export const content = async () => {
  const [course] = await db.insert(courses).values({ name: 'Freelancing Basics', isPublished: true }).returning()
  const [draftCourse] = await db.insert(courses).values({ name: 'Freelancing Draft', isPublished: false }).returning()
  const [unit] = await db.insert(units).values({ courseId: course.id, name: 'Unit 1' }).returning()
  const [draftUnit] = await db.insert(units).values({ courseId: draftCourse.id, name: 'Unit D' }).returning()
  const [lesson] = await db.insert(lessons).values({ unitId: unit.id, name: 'Pricing your freelancing work' }).returning()
  await db.insert(lessons).values({ unitId: unit.id, name: 'Freelancing hidden lesson', isPublished: false })
  await db.insert(lessons).values({ unitId: draftUnit.id, name: 'Freelancing in a draft course' })
  const start = new Date('2024-05-06T10:00:00Z')
  const [event] = await db.insert(events).values({ title: 'Live freelancing Q&A', startsAt: start, endsAt: start }).returning()
  await db.insert(events).values({ title: 'Freelancing unpublished event', startsAt: start, endsAt: start, isPublished: false })
  const resource = (title: string, audience: 'member' | 'affiliate' | 'public') =>
    db.insert(resourceFiles).values({ title, category: 'pdf', fileUrl: 'x.pdf', audience }).returning()
  const [[memberResource], [publicResource]] = await Promise.all([
    resource('Freelancing checklist', 'member'),
    resource('Free freelancing guide', 'public'),
  ])
  await resource('Freelancing affiliate swipe file', 'affiliate')
  const funnel = await product('Membership', [course.id, draftCourse.id])
  return { course, lesson, event, memberResource, publicResource, viewer: await memberOf(funnel.id) }
}

/**
 * "Career" content behind two products (A and B), and a caller of every kind: a member of A, a
 * member whose subscription to A expired, a non-member, staff whose level opens the back-office
 * pages of all four kinds, and staff whose level opens none of them. Also drafts, an archived
 * course, and events and resources of every audience, published and not.
 */
export const access = async () => {
  const course = async (name: string, values: Partial<typeof courses.$inferInsert> = {}) =>
    (await db.insert(courses).values({ name, isPublished: true, ...values }).returning())[0]
  const lessonIn = async (courseId: number, name: string, values: Partial<typeof lessons.$inferInsert> = {}) => {
    const [unit] = await db.insert(units).values({ courseId, name: `${name} unit` }).returning()
    return (await db.insert(lessons).values({ unitId: unit.id, name, ...values }).returning())[0]
  }
  const courseA = await course('Career A')
  const courseB = await course('Career B')
  const draft = await course('Career draft', { isPublished: false })
  const archived = await course('Career archived', { archivedAt: new Date() })
  const lessonA = await lessonIn(courseA.id, 'Career lesson A')
  const lessonB = await lessonIn(courseB.id, 'Career lesson B')
  const hiddenLesson = await lessonIn(courseA.id, 'Career hidden lesson', { isPublished: false })
  await lessonIn(draft.id, 'Career lesson in a draft')
  await lessonIn(archived.id, 'Career lesson in an archived course')

  const start = new Date('2024-05-06T10:00:00Z')
  const event = async (title: string, values: Partial<typeof events.$inferInsert> = {}) =>
    (await db.insert(events).values({ title, startsAt: start, endsAt: start, ...values }).returning())[0]
  const memberEvent = await event('Career night')
  const publicEvent = await event('Career open house', { audience: 'public' })
  const affiliateEvent = await event('Career affiliate call', { audience: 'affiliate' })
  await event('Career draft event', { isPublished: false })

  const resource = async (title: string, values: Partial<typeof resourceFiles.$inferInsert> = {}) =>
    (await db.insert(resourceFiles).values({ title, category: 'pdf', fileUrl: 'x.pdf', ...values }).returning())[0]
  const memberResource = await resource('Career workbook')
  const publicResource = await resource('Career guide', { audience: 'public' })
  const affiliateResource = await resource('Career swipe file', { audience: 'affiliate' })
  await resource('Career draft resource', { isPublished: false })

  const funnelA = await product('Product A', [courseA.id])
  await product('Product B', [courseB.id])
  const member = await memberOf(funnelA.id)
  const expired = await createUser({ accessLevels: ['member'] })
  await subscribe(expired.id, funnelA.id, -1)
  const nonMember = await createUser({ accessLevels: ['non-member'] })
  const contentStaff = await createUser({
    accessLevels: [{ name: 'tribe-team-ro', pageAccess: { home: true, courses: true, course: true, lesson: true, events: true, event: true, resourceFiles: true, resourceFile: true } }],
  })
  const communityStaff = await createUser({ accessLevels: [{ name: 'team-lead', pageAccess: { home: true, users: true, groups: true } }] })
  return {
    courseA,
    courseB,
    lessonA,
    lessonB,
    hiddenLesson,
    memberEvent,
    publicEvent,
    affiliateEvent,
    memberResource,
    publicResource,
    affiliateResource,
    member,
    expired,
    nonMember,
    contentStaff,
    communityStaff,
  }
}

/** Titles holding LIKE's wildcards and escape character literally, and look-alikes. */
export const wildcardTitles = async () => {
  await db.insert(courses).values([
    { name: '100% Client Retention', isPublished: true },
    { name: '1000 Clients', isPublished: true },
    { name: 'snake_case naming', isPublished: true },
    { name: 'snakeXcase naming', isPublished: true },
    { name: 'Back\\slash', isPublished: true },
  ])
  return { viewer: await contentStaff() }
}

/** 25 courses containing "growth" and one starting with it. */
export const manyMatches = async () => {
  await db.insert(courses).values(
    Array.from({ length: 25 }, (_, i) => ({ name: `Module on growth ${String(i).padStart(2, '0')}`, isPublished: true })),
  )
  await db.insert(courses).values({ name: 'Growth mindset', isPublished: true })
  return { viewer: await contentStaff() }
}

/** Staff whose level opens every course page (/courses/{id}): they may find every live course. */
function contentStaff() {
  return createUser({ accessLevels: [{ name: 'tribe-team-ro', pageAccess: { home: true, course: true } }] })
}

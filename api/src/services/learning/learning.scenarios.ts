// The rows learning.test.ts names: two products and their courses (live, draft, archived, with
// live, unpublished and archived lessons and units), members in every subscription state, staff,
// events and resources of every audience.
import {
  courses,
  events,
  funnels,
  lessonFiles,
  lessonProgress,
  lessons,
  paymentTerms,
  pointEntries,
  productCourses,
  products,
  resourceFiles,
  settings,
  stages,
  storedFiles,
  subscriptions,
  taskCompletions,
  tasks,
  units,
  users,
} from '../../../../db/schema'
import { eq } from 'drizzle-orm'
import { db } from '../../lib/db'
import { startOfManilaDay } from '../../lib/time'
import { createUser } from '../../test/factories'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** A storage key as the upload endpoint makes them. */
export const key = (n: number, name: string) => `2025/01/${String(n).padStart(8, '0')}-0000-4000-8000-000000000000/${name}`

async function product(name: string, courseIds: number[]) {
  const [row] = await db.insert(products).values({ name }).returning()
  const [funnel] = await db
    .insert(funnels)
    .values({ productId: row.id, name: `${name} Annual`, slug: name.toLowerCase().replace(/\W+/g, '-'), priceCentavos: 100_000 })
    .returning()
  if (courseIds.length) await db.insert(productCourses).values(courseIds.map((courseId) => ({ productId: row.id, courseId })))
  return { product: row, funnel }
}

async function subscribe(userId: number, funnelId: string, expiry: Date, options: { unenrolled?: boolean; startsAt?: Date } = {}) {
  const [term] = await db.select().from(paymentTerms)
  const termId = term?.id ?? (await db.insert(paymentTerms).values({ id: 'one-time', name: 'One-time' }).returning())[0].id
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId,
      funnelId,
      paymentTermId: termId,
      startsAt: options.startsAt ?? new Date(Math.min(expiry.getTime(), Date.parse('2020-01-01T00:00:00Z'))),
      expiry,
      unenrolledAt: options.unenrolled ? new Date() : null,
    })
    .returning()
  return row
}

async function course(name: string, values: Partial<typeof courses.$inferInsert> = {}) {
  const [row] = await db.insert(courses).values({ name, isPublished: true, ...values }).returning()
  return row
}

async function unit(courseId: number, name: string, position: number, values: Partial<typeof units.$inferInsert> = {}) {
  const [row] = await db.insert(units).values({ courseId, name, position, ...values }).returning()
  return row
}

async function lesson(unitId: number, name: string, position: number, values: Partial<typeof lessons.$inferInsert> = {}) {
  const [row] = await db.insert(lessons).values({ unitId, name, position, type: 'Image/Text Only', ...values }).returning()
  return row
}

/**
 * The catalogue: Alpha (3 live lessons over 2 units, plus an unpublished lesson, an archived
 * lesson and an archived unit) and Beta (1 lesson) in the Membership product; Draft (unpublished)
 * and Old (archived) also in it; Gamma in the Bootcamp product; Lonely in no product.
 */
export async function catalogue() {
  const alpha = await course('Alpha', { position: 1, createdAt: new Date('2024-01-01T00:00:00Z') })
  const beta = await course('Beta', { position: 2, createdAt: new Date('2024-03-01T00:00:00Z'), thumbnailUrl: key(6, 'beta.png') })
  const gamma = await course('Gamma', { position: 3, thumbnailUrl: key(7, 'gamma.png') })
  const draft = await course('Draft', { isPublished: false, position: 4 })
  const old = await course('Old', { archivedAt: new Date(), position: 5 })
  const lonely = await course('Lonely', { position: 6 })

  const alphaIntro = await unit(alpha.id, 'Intro', 0)
  const alphaMore = await unit(alpha.id, 'More', 1)
  const alphaGone = await unit(alpha.id, 'Gone', 2, { archivedAt: new Date() })
  const l1 = await lesson(alphaIntro.id, 'Welcome', 0, { type: 'Video', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', durationSeconds: 300 })
  const l2 = await lesson(alphaIntro.id, 'Reading', 1, { content: '## Read me', imageUrl: key(8, 'diagram.png') })
  const hidden = await lesson(alphaIntro.id, 'Unpublished', 2, { isPublished: false })
  const l3 = await lesson(alphaMore.id, 'Vimeo talk', 0, { type: 'Video', videoUrl: 'https://vimeo.com/76979871' })
  const archivedLesson = await lesson(alphaMore.id, 'Archived lesson', 1, { archivedAt: new Date() })
  const inGoneUnit = await lesson(alphaGone.id, 'In an archived unit', 0)
  const betaUnit = await unit(beta.id, 'Only unit', 0)
  const b1 = await lesson(betaUnit.id, 'Beta lesson', 0, { type: 'Video', videoUrl: key(1, 'clip.mp4') })
  const gammaUnit = await unit(gamma.id, 'Gamma unit', 0)
  const g1 = await lesson(gammaUnit.id, 'Gamma lesson', 0)
  const draftUnit = await unit(draft.id, 'Draft unit', 0)
  const d1 = await lesson(draftUnit.id, 'Draft lesson', 0)
  const lonelyUnit = await unit(lonely.id, 'Lonely unit', 0)
  const lonely1 = await lesson(lonelyUnit.id, 'Lonely lesson', 0)

  const [upload] = await db
    .insert(lessonFiles)
    .values({ lessonId: l2.id, name: 'Workbook', fileUrl: key(2, 'Workbook.pdf'), contentType: 'application/pdf', sizeBytes: 1234, position: 0 })
    .returning()
  const [link] = await db
    .insert(lessonFiles)
    .values({ lessonId: l2.id, name: 'Template', fileUrl: 'https://docs.google.com/document/d/abc', position: 1 })
    .returning()
  const [hiddenFile] = await db
    .insert(lessonFiles)
    .values({ lessonId: hidden.id, name: 'Secret', fileUrl: key(3, 'Secret.pdf'), position: 0 })
    .returning()
  await db.insert(storedFiles).values([
    { key: key(2, 'Workbook.pdf'), fileName: 'Workbook.pdf', contentType: 'application/pdf', sizeBytes: 2048 },
    { key: key(1, 'clip.mp4'), fileName: 'clip.mp4', contentType: 'video/mp4', sizeBytes: 4096 },
    { key: key(6, 'beta.png'), fileName: 'beta.png', contentType: 'image/png', sizeBytes: 100 },
  ])

  const membership = await product('Membership', [alpha.id, beta.id, draft.id, old.id])
  const bootcamp = await product('Bootcamp', [gamma.id])
  return {
    courses: { alpha, beta, gamma, draft, old, lonely },
    lessons: { l1, l2, l3, hidden, archivedLesson, inGoneUnit, b1, g1, d1, lonely1 },
    files: { upload, link, hiddenFile },
    membership,
    bootcamp,
  }
}

const memberLevel = { name: 'member', pageAccess: { home: true } }

/** The catalogue and a user in every subscription state, a non-member and content staff. */
export async function learners() {
  const world = await catalogue()
  const today = startOfManilaDay(new Date())
  const member = await createUser({ firstName: 'Mia', accessLevels: [memberLevel] })
  await subscribe(member.id, world.membership.funnel.id, new Date(today.getTime() + 30 * DAY))
  // Expired: expiry before 00:00 today in Manila (one millisecond).
  const expired = await createUser({ accessLevels: [memberLevel] })
  await subscribe(expired.id, world.membership.funnel.id, new Date(today.getTime() - 1))
  // Expiring today: still active until the day ends.
  const lastDay = await createUser({ accessLevels: [memberLevel] })
  await subscribe(lastDay.id, world.membership.funnel.id, today)
  const unenrolled = await createUser({ accessLevels: [memberLevel] })
  await subscribe(unenrolled.id, world.membership.funnel.id, new Date(today.getTime() + 30 * DAY), { unenrolled: true })
  const lifetime = await createUser({ accessLevels: [memberLevel] })
  await subscribe(lifetime.id, world.bootcamp.funnel.id, new Date('9999-12-31T00:00:00+08:00'))
  const nonMember = await createUser({ accessLevels: [{ name: 'non-member', pageAccess: { home: true } }] })
  const staff = await createUser({
    accessLevels: [{ name: 'tribe-team-ro', pageAccess: { home: true, courses: true, events: true, resourceFiles: true } }],
  })
  return { ...world, today, member, expired, lastDay, unenrolled, lifetime, nonMember, staff }
}

/** Events relative to now: past, live, upcoming, a weekly series, an ended series, drafts and other audiences. */
export async function eventWorld() {
  const people = await learners()
  const now = Date.now()
  const at = (hours: number) => new Date(now + hours * HOUR)
  const insert = async (title: string, values: Partial<typeof events.$inferInsert>) =>
    (await db.insert(events).values({ title, startsAt: at(1), endsAt: at(2), zoomLink: 'https://zoom.us/j/1', recordingUrl: 'https://vimeo.com/1', ...values }).returning())[0]
  return {
    ...people,
    past: await insert('Past talk', { startsAt: at(-50), endsAt: at(-48), imageUrl: key(9, 'poster.png') }),
    live: await insert('Live now', { startsAt: at(-1), endsAt: at(1) }),
    soon: await insert('Soon', { startsAt: at(5), endsAt: at(6) }),
    later: await insert('Later', { startsAt: at(100), endsAt: at(101) }),
    // Half a day off the clock: its occurrences fall at now + 12 h + whole days, so on whatever
    // weekday the tests run none is live or sooner than 'Soon' (at now, it was live on Mondays).
    weekly: await insert('Weekly chat', { startsAt: at(-24 * 30 + 12), endsAt: at(-24 * 30 + 13), recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO,TH' }),
    ended: await insert('Ended series', { startsAt: at(-24 * 60), endsAt: at(-24 * 60 + 1), recurrenceRule: 'FREQ=WEEKLY;COUNT=3' }),
    publicTalk: await insert('Public talk', { startsAt: at(10), endsAt: at(11), audience: 'public' }),
    affiliateOnly: await insert('Affiliate call', { startsAt: at(12), endsAt: at(13), audience: 'affiliate' }),
    draftEvent: await insert('Draft event', { startsAt: at(14), endsAt: at(15), isPublished: false, imageUrl: key(10, 'draft.png') }),
  }
}

/** Resources of several categories and audiences. */
export async function resourceWorld() {
  const people = await learners()
  const base = Date.parse('2024-06-01T00:00:00Z')
  const insert = async (n: number, title: string, values: Partial<typeof resourceFiles.$inferInsert>) =>
    (
      await db
        .insert(resourceFiles)
        .values({ title, category: 'pdf', fileUrl: key(n, `${title}.pdf`), createdAt: new Date(base + n * HOUR), ...values })
        .returning()
    )[0]
  await db.insert(storedFiles).values({ key: key(4, 'Guide.pdf'), fileName: 'Guide.pdf', contentType: 'application/pdf', sizeBytes: 999 })
  return {
    ...people,
    guide: await insert(4, 'Guide', { fileName: 'guide-old-name.pdf', contentType: 'application/octet-stream' }),
    photo: await insert(5, 'Photo', { category: 'images', fileUrl: key(5, 'photo.png'), fileName: 'photo.png', contentType: 'image/png', sizeBytes: 10 }),
    deck: await insert(6, 'Deck', { category: 'presentations', fileUrl: key(6, 'deck.pptx'), fileName: 'deck.pptx', contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' }),
    videoLink: await insert(7, 'Replay', { category: 'videos', fileUrl: 'https://www.youtube.com/watch?v=abcdefghijk', audience: 'public' }),
    webLink: await insert(8, 'Job board', { category: 'webLink', fileUrl: 'https://www.onlinejobs.ph/' }),
    publicPdf: await insert(9, 'Public PDF', { audience: 'public', fileName: 'public.pdf', contentType: 'application/pdf' }),
    affiliateKit: await insert(10, 'Affiliate kit', { audience: 'affiliate' }),
    draftResource: await insert(11, 'Draft resource', { isPublished: false }),
    draftPublic: await insert(12, 'Draft public', { isPublished: false, audience: 'public' }),
  }
}

/** The home: points, a stage with tasks (some finished), the bonus link. */
export async function homeWorld() {
  const people = await learners()
  const [stage] = await db.insert(stages).values({ number: 1, name: 'Stage One' }).returning()
  const [stage0] = await db.insert(stages).values({ number: 0, name: 'Setting Up' }).returning()
  const taskRows = await db
    .insert(tasks)
    .values([
      { stageId: stage.id, title: 'One', position: 0 },
      { stageId: stage.id, title: 'Two', position: 1 },
      { stageId: stage.id, title: 'Three', position: 2 },
      { stageId: stage.id, title: 'Retired', position: 3, archivedAt: new Date() },
      { stageId: stage0.id, title: 'Zero', position: 0 },
    ])
    .returning()
  await db.update(users).set({ stageId: stage.id }).where(eq(users.id, people.member.id))
  const done = await db
    .insert(taskCompletions)
    .values([taskRows[0], taskRows[3]].map((task) => ({ userId: people.member.id, taskId: task.id })))
    .returning()
  await db.insert(pointEntries).values([
    { userId: people.member.id, kind: 'base', points: 100 },
    { userId: people.member.id, kind: 'task', points: 25, taskCompletionId: done[0].id },
    { userId: people.member.id, kind: 'manual', points: -5 },
    { userId: people.expired.id, kind: 'manual', points: 999 },
  ])
  await db.insert(settings).values({ name: 'bonus-link', value: '/resources/my-resources', type: 'url', scope: 'default' })
  return { ...people, stage, stage0 }
}

/** Progress rows of `userId` written directly (started, finished), to set a scene. */
export async function progress(userId: number, rows: { lessonId: number; completed?: boolean; at?: Date }[]) {
  await db.insert(lessonProgress).values(
    rows.map(({ lessonId, completed, at }) => ({
      userId,
      lessonId,
      startedAt: at ?? new Date(),
      updatedAt: at ?? new Date(),
      completedAt: completed ? (at ?? new Date()) : null,
    })),
  )
}

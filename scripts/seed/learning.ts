// Courses (units, lessons of both types, lesson files), the demo member's lesson progress,
// events (past with recordings, upcoming, recurring) and resource files of every category.
import { createHash } from 'node:crypto'
import { inArray, like } from 'drizzle-orm'
import { categoryOf } from '../../common/files'
import { courses, events, lessonFiles, lessonProgress, lessons, resourceFiles, units, type LessonType, type ResourceCategory } from '../../db/schema'
import { type SeedContext, userId } from './context'
import { addDays, insertMissing, manilaAt } from './helpers'
import { csvFile, pdfFile, pngFile, storeSeedFiles, textFile, zipFile } from './learningFiles'

/** A lesson file: an uploaded file by name (made by learningFiles.ts), or an external link. */
type FileSeed = string | { name: string; url: string }
type LessonSeed = { name: string; type: LessonType; minutes?: number; files?: FileSeed[] }
type UnitSeed = { name: string; description: string; lessons: LessonSeed[] }
type CourseSeed = { key: string; name: string; shortDescription: string; author: string; units: UnitSeed[] }

const video = (name: string, minutes: number, files?: FileSeed[]): LessonSeed => ({ name, type: 'Video', minutes, files })
const text = (name: string, files?: FileSeed[]): LessonSeed => ({ name, type: 'Image/Text Only', files })

export const COURSES: CourseSeed[] = [
  {
    key: 'setting-up-for-success',
    name: 'Setting Up for Success',
    shortDescription: 'Stage 0: start here. How the Tribe works and what you need before Stage 1.',
    author: 'headcoach@tribe.test',
    units: [
      { name: 'Setting Up for Success', description: 'Welcome to the Tribe!', lessons: [video('Welcome Video', 8), text('How the Tribe Works'), text('Your Journey Form')] },
      { name: 'Tools You Need', description: 'Hardware, internet and accounts.', lessons: [video('Laptop, Headset and Backup Internet', 12, ['Home Office Checklist.pdf']), text('Accounts to Create on Day One')] },
    ],
  },
  {
    key: 'virtual-assistant-fundamentals',
    name: 'Virtual Assistant Fundamentals',
    shortDescription: 'The everyday work of a general VA: inbox, calendar, documents and customer care.',
    author: 'expert@tribe.test',
    units: [
      { name: 'What Clients Expect', description: 'Communication, reliability and time zones.', lessons: [video('The Client Mindset', 15), text('Working Across US and AU Time Zones')] },
      { name: 'Email and Calendar Management', description: 'Inbox zero for someone else.', lessons: [video('Gmail Labels, Filters and Templates', 22, ['Email Templates.txt']), video('Scheduling Across Time Zones in Google Calendar', 18), text('Daily End-of-Day Report Template', ['EOD Report.csv'])] },
      { name: 'Customer Support Basics', description: 'Tickets, tone and escalation.', lessons: [video('Handling Tickets in Zendesk and Gorgias', 25), text('Canned Responses That Sound Human', [{ name: 'Canned Responses (Google Doc)', url: 'https://docs.google.com/document/d/1tribe-canned-responses/edit' }])] },
    ],
  },
  {
    key: 'freelancing-platforms',
    name: 'Freelancing on Upwork and OnlineJobs.ph',
    shortDescription: 'Profiles that get shortlisted, proposals that get replies, rates that make sense.',
    author: 'expert@tribe.test',
    units: [
      { name: 'Building a Winning Profile', description: 'Title, overview, photo and portfolio.', lessons: [video('Anatomy of a Top-Rated Profile', 20), text('Profile Overview Examples', ['Profile Overview Samples.pdf'])] },
      { name: 'Writing Proposals That Get Replies', description: 'Hook, proof, plan, question.', lessons: [video('The Four-Part Proposal', 17, ['Proposal Framework.pdf']), text('20 Proposal Openers'), video('Interview Practice', 30)] },
      { name: 'Pricing Your Services', description: 'From ₱ to $: hourly versus fixed price.', lessons: [video('Setting Your First Rate', 14), text('Rate Calculator', ['Rate Calculator.csv'])] },
    ],
  },
  {
    key: 'social-media-management',
    name: 'Social Media Management for Small Businesses',
    shortDescription: 'Plan, design and schedule content for clients with Canva and Meta Business Suite.',
    author: 'expert@tribe.test',
    units: [
      { name: 'Content Planning', description: 'Content pillars and calendars.', lessons: [video('Content Pillars in 15 Minutes', 15), text('Monthly Content Calendar', ['Content Calendar.csv'])] },
      { name: 'Designing with Canva', description: 'Brand kits and templates.', lessons: [video('Brand Kits and Templates', 24), video('Reels Covers and Carousels', 19)] },
      { name: 'Scheduling and Reporting', description: 'Meta Business Suite and monthly reports.', lessons: [video('Scheduling with Meta Business Suite', 16), text('Writing a Monthly Report Clients Read', ['Monthly Report Template.pdf'])] },
    ],
  },
  {
    key: 'bookkeeping-quickbooks',
    name: 'Bookkeeping with QuickBooks Online',
    shortDescription: 'Bank feeds, reconciliation and monthly close for US small-business clients.',
    author: 'expert@tribe.test',
    units: [
      { name: 'Bookkeeping Basics', description: 'Debits, credits and the chart of accounts.', lessons: [text('Debits and Credits Without Tears'), video('The Chart of Accounts', 21)] },
      { name: 'QuickBooks Online in Practice', description: 'Bank feeds and reconciliation.', lessons: [video('Connecting Bank Feeds', 13), video('Reconciling a Month', 28, ['Reconciliation Checklist.pdf']), text('Month-End Close Checklist')] },
    ],
  },
]

/**
 * The video of a Video lesson: the course's video lessons alternate between YouTube and Vimeo
 * (both players are in the demo), with ids derived from the lesson so re-runs agree.
 */
function lessonVideoUrl(course: CourseSeed, lessonName: string): string {
  const videos = course.units.flatMap((unit) => unit.lessons.filter((lesson) => lesson.type === 'Video').map((lesson) => lesson.name))
  const digest = createHash('sha256').update(`${course.key}:${lessonName}`).digest()
  if (videos.indexOf(lessonName) % 2 === 0) return `https://www.youtube.com/watch?v=${digest.toString('base64url').slice(0, 11)}`
  return `https://vimeo.com/${100_000_000 + (digest.readUInt32BE(0) % 800_000_000)}`
}

/** The bytes of a seeded lesson file, by its extension: a PDF handout, a CSV template or a text file. */
function lessonFileBytes(fileName: string, lessonName: string, unitName: string): Buffer {
  const title = fileName.replace(/\.[a-z]+$/i, '')
  if (fileName.endsWith('.pdf')) {
    return pdfFile(title, [`${unitName}: ${lessonName}`, '', '1. Read the lesson once, end to end.', '2. Fill this in for your own practice client.', '3. Share it with your coach in your group chat.', '', 'Tribe - built by coaches from real client work.'])
  }
  if (fileName.endsWith('.csv')) {
    return csvFile([['Date', 'Client', 'Task', 'Hours', 'Notes'], ['2025-01-06', 'Practice Client', `${lessonName}`, 1.5, 'First pass'], ['2025-01-07', 'Practice Client', 'Review with coach', 0.5, '']])
  }
  return textFile([title, '', `From the lesson "${lessonName}" (${unitName}).`, '', 'Hi {first name},', '', 'Thanks for reaching out! Here is what happens next: ...', '', '- Tribe'])
}

const slug = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

/** Courses, units, lessons and files; returns course ids by key and every seeded lesson id in order. */
export async function seedCourses(ctx: SeedContext) {
  const { tx } = ctx
  const courseRows = await insertMissing(
    tx,
    courses,
    COURSES.map((course, position) => ({
      name: course.name,
      shortDescription: course.shortDescription,
      description: `${course.shortDescription}\n\nBuilt by Tribe coaches from real client work.`,
      thumbnailUrl: `/images/courses/${course.key}.jpg`,
      introVideoUrl: `https://www.youtube.com/watch?v=tribe-${course.key}`,
      authorId: userId(ctx, course.author),
      isPublished: true,
      position,
      importKey: `seed:course:${course.key}`,
    })),
    (row) => String(row.importKey),
    like(courses.importKey, 'seed:%'),
  )
  const courseIds = new Map(COURSES.map((course) => [course.key, courseRows.get(`seed:course:${course.key}`)!.id]))

  const unitRows = await insertMissing(
    tx,
    units,
    COURSES.flatMap((course) =>
      course.units.map((unit, position) => ({
        courseId: courseIds.get(course.key)!,
        name: unit.name,
        shortDescription: unit.description,
        description: unit.description,
        position,
        importKey: `seed:unit:${course.key}:${slug(unit.name)}`,
      })),
    ),
    (row) => String(row.importKey),
    like(units.importKey, 'seed:%'),
  )

  const lessonSeeds = COURSES.flatMap((course) =>
    course.units.flatMap((unit) =>
      unit.lessons.map((lesson, position) => ({ course, unit, lesson, position, key: `seed:lesson:${course.key}:${slug(lesson.name)}` })),
    ),
  )
  const lessonRows = await insertMissing(
    tx,
    lessons,
    lessonSeeds.map(({ course, unit, lesson, position, key }) => ({
      unitId: unitRows.get(`seed:unit:${course.key}:${slug(unit.name)}`)!.id,
      name: lesson.name,
      shortDescription: `${lesson.name} (${unit.name})`,
      description: lesson.type === 'Video' ? `Watch, then try it on your practice account.` : `Read through, then apply it this week.`,
      type: lesson.type,
      videoUrl: lesson.type === 'Video' ? lessonVideoUrl(course, lesson.name) : null,
      imageUrl: lesson.type === 'Image/Text Only' ? `/images/lessons/${slug(lesson.name)}.png` : null,
      content: `## ${lesson.name}\n\n- Key idea one\n- Key idea two\n\n> Tip: take notes in your Tribe workbook.`,
      durationSeconds: lesson.minutes ? lesson.minutes * 60 : null,
      position,
      importKey: key,
    })),
    (row) => String(row.importKey),
    like(lessons.importKey, 'seed:%'),
  )
  const lessonIds = lessonSeeds.map(({ key }) => lessonRows.get(key)!.id)

  // Uploaded lesson files go through the storage module with their stored_files rows; links stay links.
  const uploads = await storeSeedFiles(
    tx,
    lessonSeeds.flatMap(({ lesson, unit }) =>
      (lesson.files ?? []).filter((file): file is string => typeof file === 'string').map((name) => ({ name, bytes: lessonFileBytes(name, lesson.name, unit.name) })),
    ),
    userId(ctx, 'admin@tribe.test'),
  )
  const files = lessonSeeds.flatMap(({ lesson, key }) =>
    (lesson.files ?? []).map((file, position) => {
      const upload = typeof file === 'string' ? uploads.get(file)! : null
      return {
        lessonId: lessonRows.get(key)!.id,
        name: typeof file === 'string' ? file : file.name,
        fileUrl: upload ? upload.key : (file as { url: string }).url,
        contentType: upload?.contentType ?? null,
        sizeBytes: upload?.sizeBytes ?? null,
        position,
      }
    }),
  )
  await insertMissing(tx, lessonFiles, files, (row) => `${row.lessonId}|${row.name}`, inArray(lessonFiles.lessonId, lessonIds))

  // The demo member finished Stage 0's course and is halfway through VA Fundamentals.
  const onboarding = lessonSeeds.filter(({ course }) => course.key === 'setting-up-for-success')
  const va = lessonSeeds.filter(({ course }) => course.key === 'virtual-assistant-fundamentals')
  const member = userId(ctx, 'member@tribe.test')
  const progress = [
    ...onboarding.map(({ key }, n) => ({ lessonId: lessonRows.get(key)!.id, done: true, day: -40 + n })),
    ...va.slice(0, 3).map(({ key }, n) => ({ lessonId: lessonRows.get(key)!.id, done: true, day: -20 + n * 3 })),
    { lessonId: lessonRows.get(va[3].key)!.id, done: false, day: -2 },
  ]
  await tx
    .insert(lessonProgress)
    .values(
      progress.map(({ lessonId, done, day }) => ({
        userId: member,
        lessonId,
        positionSeconds: done ? 0 : 340,
        startedAt: manilaAt(addDays(ctx.today, day), '21:00'),
        completedAt: done ? manilaAt(addDays(ctx.today, day), '21:30') : null,
      })),
    )
    .onConflictDoNothing()

  return { courseIds, lessonIds }
}

export async function seedEvents(ctx: SeedContext) {
  const at = (day: number, time: string) => manilaAt(addDays(ctx.today, day), time)
  // A series starts on a day its rule names (RFC 5545 counts the start itself as an occurrence):
  // `day` moved back to the nearest such weekday (0 = Sunday), or to the first such weekday of its month.
  const weekdayOf = (day: number) => new Date(`${addDays(ctx.today, day)}T00:00:00Z`).getUTCDay()
  const backTo = (day: number, weekday: number) => day - ((weekdayOf(day) - weekday + 7) % 7)
  const firstOfMonth = (day: number, weekday: number) => {
    const date = addDays(ctx.today, day)
    const first = day - (Number(date.slice(8, 10)) - 1)
    return first + ((weekday - weekdayOf(first) + 7) % 7)
  }
  const zoom = (id: number) => `https://us02web.zoom.us/j/${id}`
  const admin = userId(ctx, 'admin@tribe.test')
  const coach = userId(ctx, 'coach@tribe.test')
  const rows: (typeof events.$inferInsert)[] = [
    { title: 'Batch 18 Kick-off Orientation', description: 'Meet your coaches and learn how stages, tasks and Tribe Points work.', startsAt: at(-20, '19:00'), endsAt: at(-20, '21:00'), zoomLink: zoom(81234567890), recordingUrl: 'https://vimeo.com/tribe/batch-18-kickoff', createdById: admin },
    { title: 'Upwork Profile Teardown (Live)', description: 'Coach Kristine reviews member profiles live. Bring your profile link.', startsAt: at(-9, '20:00'), endsAt: at(-9, '21:30'), zoomLink: zoom(82234567890), recordingUrl: 'https://vimeo.com/tribe/upwork-teardown', createdById: coach },
    { title: 'Ask Me Anything: Bookkeeping VA', description: 'Liza answers your questions about QuickBooks clients.', startsAt: at(-3, '19:30'), endsAt: at(-3, '21:00'), zoomLink: zoom(83234567890), recordingUrl: 'https://vimeo.com/tribe/ama-bookkeeping', createdById: admin },
    { title: 'Proposal Writing Workshop', description: 'Write and critique proposals together using the four-part framework.', startsAt: at(4, '19:00'), endsAt: at(4, '21:00'), zoomLink: zoom(84234567890), createdById: coach },
    { title: 'Client Interview Simulation', description: 'Practise a discovery call with a coach playing the client.', startsAt: at(11, '20:00'), endsAt: at(11, '21:30'), zoomLink: zoom(85234567890), createdById: coach },
    { title: 'Tribe Anniversary Meet-up (Makati)', description: 'In-person meet-up: talks, networking and merienda.', startsAt: at(32, '14:00'), endsAt: at(32, '18:00'), createdById: admin },
    { title: 'Weekly Coffee Chat', description: 'Every Tuesday night: wins, questions and accountability check-ins.', startsAt: at(backTo(-28, 2), '20:00'), endsAt: at(backTo(-28, 2), '21:00'), recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU', zoomLink: zoom(86234567890), createdById: admin },
    { title: 'Monthly Hot Seat Coaching', description: 'First Saturday of the month: three members get coached live.', startsAt: at(firstOfMonth(-60, 6), '10:00'), endsAt: at(firstOfMonth(-60, 6), '12:00'), recurrenceRule: 'FREQ=MONTHLY;BYDAY=1SA', zoomLink: zoom(87234567890), createdById: coach },
  ]
  await insertMissing(ctx.tx, events, rows, (row) => String(row.title))
}

type ResourceSeed = { title: string; audience?: 'member' | 'affiliate' | 'public'; file?: { name: string; bytes: Buffer }; url?: string }

/** The resources: real uploads (through the storage module) and links, of several categories and every audience. */
export const RESOURCES: ResourceSeed[] = [
  { title: 'Tribe Brand Kit Logo', audience: 'affiliate', file: { name: 'tribe-logo.png', bytes: pngFile(240, 240, [20, 83, 45], [250, 204, 21]) } },
  { title: 'Workspace Setup Infographic', file: { name: 'workspace-setup.png', bytes: pngFile(480, 320, [30, 64, 175], [125, 211, 252]) } },
  { title: 'Day in the Life of a VA', url: 'https://www.youtube.com/watch?v=tribe-dayinlife' },
  { title: 'Free Training Replay: Day 1', audience: 'public', url: 'https://www.youtube.com/watch?v=tribe-free-day-1' },
  { title: 'Client Onboarding Deck', file: { name: 'client-onboarding-deck.pdf', bytes: pdfFile('Client Onboarding Deck', ['Week 1: access, tools and a kick-off call', 'Week 2: first deliverables and an end-of-week report', 'Week 3: feedback and a routine', 'Week 4: a 30-day review'] ) } },
  { title: 'Freelance Income Tracker', file: { name: 'income-tracker.csv', bytes: csvFile([['Month', 'Client', 'Platform', 'Hours', 'Rate (USD)', 'Earned (USD)'], ['January', 'Practice Client', 'Upwork', 40, 6, 240], ['February', 'Practice Client', 'OnlineJobs.ph', 80, 5, 400]]) } },
  { title: 'Affiliate Commission Calculator', audience: 'affiliate', file: { name: 'commission-calculator.csv', bytes: csvFile([['Product', 'Price (PHP)', 'Commission %', 'Commission (PHP)'], ['Tribe Membership', 14999, 10, 1499.9], ['VA Bootcamp', 4999, 10, 499.9]]) } },
  { title: 'Cover Letter Templates', file: { name: 'cover-letters.txt', bytes: textFile(['Cover Letter Templates', '', '1. The short one', 'Hi {client}, I read your post about {task}. I have done {proof}. Could we talk this week?', '', '2. The detailed one', 'Hi {client}, here is how I would approach {task}: ...']) } },
  { title: 'BIR Registration Guide for Freelancers', file: { name: 'bir-guide.pdf', bytes: pdfFile('BIR Registration Guide for Freelancers', ['Step 1: Get a TIN (Form 1901)', 'Step 2: Register your books of accounts', 'Step 3: Choose the 8% income tax option', 'Step 4: File quarterly (1701Q) and annually (1701A)']) } },
  { title: '10 Tools Every VA Uses', audience: 'public', file: { name: '10-tools.pdf', bytes: pdfFile('10 Tools Every VA Uses', ['Google Workspace', 'Canva', 'Trello or Asana', 'Slack', 'Zoom', 'Loom', 'LastPass', 'Calendly', 'Grammarly', 'Clockify']) } },
  { title: 'Canva Template Pack', file: { name: 'canva-templates.zip', bytes: zipFile([{ name: 'README.txt', text: 'Open each link in Canva and choose "Use template".\n' }, { name: 'templates.txt', text: 'Instagram post: https://www.canva.com/\nFacebook cover: https://www.canva.com/\n' }]) } },
  { title: 'OnlineJobs.ph Job Board', url: 'https://www.onlinejobs.ph/jobseekers/jobsearch' },
  { title: 'Affiliate Swipe Copy', audience: 'affiliate', url: 'https://docs.google.com/document/d/tribe-swipe-copy' },
]

export async function seedResourceFiles(ctx: SeedContext) {
  const admin = userId(ctx, 'admin@tribe.test')
  const uploads = await storeSeedFiles(ctx.tx, RESOURCES.flatMap((resource) => (resource.file ? [resource.file] : [])), admin)
  const rows = RESOURCES.map((resource) => {
    const upload = resource.file ? uploads.get(resource.file.name)! : null
    return {
      title: resource.title,
      description: `${resource.title} for Tribe ${resource.audience === 'affiliate' ? 'affiliates' : 'members'}.`,
      // The category an upload or link gets (common/files.ts): by extension, or videos / webLink for links.
      category: categoryOf(resource.file?.name ?? resource.url!)! as ResourceCategory,
      fileUrl: upload ? upload.key : resource.url!,
      fileName: resource.file?.name ?? null,
      contentType: upload?.contentType ?? null,
      sizeBytes: upload?.sizeBytes ?? null,
      audience: resource.audience ?? 'member',
      createdById: admin,
    }
  })
  await insertMissing(ctx.tx, resourceFiles, rows, (row) => String(row.title))
}

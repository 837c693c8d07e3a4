// The member journey: stages 0-5 with their tasks, stage leaders and reviewers, the demo
// member's finished tasks and Tribe Points (base points + task points), and a move-up request.
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { moveUpReviews, pointEntries, stageLeaders, stageReviewers, stages, taskCompletions, tasks } from '../../db/schema'
import type { Executor } from '../../api/src/lib/db'
import { type SeedContext, userId } from './context'
import { insertMissing, manilaAt, addDays } from './helpers'

type TaskSeed = { title: string; description: string; points: number; actionLabel: string; actionUrl?: string }

export const STAGES: { number: number; name: string; description: string; course?: string; tasks: TaskSeed[] }[] = [
  {
    number: 0,
    name: 'Orientation',
    description: 'Not a real stage yet: get set up for success before Stage 1.',
    course: 'setting-up-for-success',
    tasks: [
      { title: 'Watch the Welcome Video', description: 'Start with the **Welcome Video** in *Setting Up for Success*. It explains how the Tribe works.', points: 10, actionLabel: 'Watch now', actionUrl: '/courses/my-courses' },
      { title: 'Answer the Journey Form', description: 'Tell us where you are in your freelancing journey:\n\n- your current work\n- your target niche\n- hours per week you can commit', points: 20, actionLabel: 'Open the form', actionUrl: '/form/journey-form' },
      { title: 'Introduce yourself in the community', description: 'Post a short intro in the Tribe group: your name, your city and the skill you want to offer.', points: 10, actionLabel: 'Mark as done' },
    ],
  },
  {
    number: 1,
    name: 'Foundation',
    description: 'The freelancing mindset, your first skill and your workspace.',
    course: 'virtual-assistant-fundamentals',
    tasks: [
      { title: 'Set up your workspace', description: 'A quiet corner, a headset and a **backup internet** plan (pocket Wi-Fi or mobile data).', points: 15, actionLabel: 'Mark as done' },
      { title: 'Create your Google Workspace practice account', description: 'Practise Gmail filters, Google Calendar scheduling and shared Drive folders.', points: 20, actionLabel: 'Mark as done' },
      { title: 'Finish the VA Fundamentals course', description: 'Complete every lesson of *Virtual Assistant Fundamentals*.', points: 30, actionLabel: 'Go to course', actionUrl: '/courses/my-courses' },
      { title: 'Pick your niche', description: 'Choose one: general VA, social media, bookkeeping, customer support or e-commerce.\n\nWrite one sentence on **why**.', points: 25, actionLabel: 'Submit niche' },
    ],
  },
  {
    number: 2,
    name: 'Skill Building',
    description: 'Practise the tools clients pay for until they feel routine.',
    course: 'social-media-management',
    tasks: [
      { title: 'Design 5 Canva posts', description: 'Make a week of posts for a sample brand using **Canva** templates.', points: 25, actionLabel: 'Upload designs' },
      { title: 'Schedule a week of content', description: 'Schedule the posts in Meta Business Suite and take a screenshot.', points: 20, actionLabel: 'Upload screenshot' },
      { title: 'Attend a live coaching call', description: 'Join at least one live coaching call this month (see *Events*).', points: 15, actionLabel: 'See events', actionUrl: '/events/my-events' },
    ],
  },
  {
    number: 3,
    name: 'Portfolio and Profile',
    description: 'Show your work: a portfolio and profiles that get shortlisted.',
    course: 'freelancing-platforms',
    tasks: [
      { title: 'Build your portfolio in Google Slides', description: 'Three samples, one page each, with the **result** for the client.', points: 30, actionLabel: 'Submit link' },
      { title: 'Complete your Upwork profile', description: 'Title, overview, hourly rate and a professional photo. Aim for 100% profile completeness.', points: 30, actionLabel: 'Submit profile link' },
      { title: 'Create your OnlineJobs.ph profile', description: 'Fill in skills with honest ratings and upload your resume as PDF.', points: 20, actionLabel: 'Submit profile link' },
      { title: 'Record a 60-second video intro', description: 'Introduce yourself in English; good light, clear audio.', points: 25, actionLabel: 'Upload video' },
    ],
  },
  {
    number: 4,
    name: 'Landing Your First Client',
    description: 'Proposals, interviews and your first contract.',
    course: 'freelancing-platforms',
    tasks: [
      { title: 'Send 20 tailored proposals', description: 'Use the proposal framework: **hook, proof, plan, question**.', points: 40, actionLabel: 'Log proposals' },
      { title: 'Do a mock interview', description: 'Book a mock interview with your coach and apply the feedback.', points: 30, actionLabel: 'Book a slot' },
      { title: 'Set up Payoneer or Wise', description: 'Get paid in dollars and withdraw to your local bank or GCash.', points: 15, actionLabel: 'Mark as done' },
    ],
  },
  {
    number: 5,
    name: 'Scaling Up',
    description: 'Raise your rates, add clients and build systems.',
    course: 'bookkeeping-quickbooks',
    tasks: [
      { title: 'Document your SOPs', description: 'Write standard operating procedures for your three most repeated tasks.', points: 30, actionLabel: 'Upload SOPs' },
      { title: 'Ask for a testimonial', description: 'Request a short review from a happy client and add it to your portfolio.', points: 20, actionLabel: 'Mark as done' },
      { title: 'Raise your rate', description: 'Propose a rate increase backed by results. Practise the script with your buddy first.', points: 40, actionLabel: 'Mark as done' },
      { title: 'Mentor a Stage 1 member', description: 'Answer questions in the Stage 1 chat for a week.', points: 35, actionLabel: 'Mark as done' },
      { title: 'Share your win', description: 'Post your win on your profile so others can learn from it.', points: 10, actionLabel: 'Post a win', actionUrl: '/profile' },
    ],
  },
]

export async function seedStages(tx: Executor): Promise<Map<number, number>> {
  await tx
    .insert(stages)
    .values(STAGES.map(({ number, name, description }) => ({ number, name, description })))
    .onConflictDoNothing({ target: stages.number })
  const rows = await tx.select({ id: stages.id, number: stages.number }).from(stages)
  return new Map(rows.map((row) => [row.number, row.id]))
}

/** Links each stage to its course once the courses exist (only where no course is set yet). */
export async function linkStageCourses(ctx: SeedContext, courseIds: Map<string, number>) {
  for (const stage of STAGES) {
    if (!stage.course) continue
    const courseId = courseIds.get(stage.course)
    if (!courseId) throw new Error(`seed: stage ${stage.number} names unknown course ${stage.course}`)
    await ctx.tx
      .update(stages)
      .set({ courseId })
      .where(and(eq(stages.id, ctx.stages.get(stage.number)!), isNull(stages.courseId)))
  }
}

/** Tasks, leaders, reviewers, the demo member's progress and points. Returns task ids by "stage|title". */
export async function seedStageJourney(ctx: SeedContext) {
  const { tx } = ctx
  const taskRows = await insertMissing(
    tx,
    tasks,
    STAGES.flatMap((stage) =>
      stage.tasks.map((task, position) => ({ ...task, stageId: ctx.stages.get(stage.number)!, position })),
    ),
    (row) => `${row.stageId}|${row.title}`,
  )

  await tx
    .insert(stageLeaders)
    .values([
      { userId: userId(ctx, 'headcoach@tribe.test'), stageId: ctx.stages.get(1)! },
      { userId: userId(ctx, 'teamlead@tribe.test'), stageId: ctx.stages.get(4)! },
    ])
    .onConflictDoNothing()
  await tx
    .insert(stageReviewers)
    .values([
      { userId: userId(ctx, 'coach@tribe.test'), stageId: ctx.stages.get(1)! },
      { userId: userId(ctx, 'coach@tribe.test'), stageId: ctx.stages.get(2)! },
      { userId: userId(ctx, 'ramon.bautista@tribe.test'), stageId: ctx.stages.get(3)! },
      { userId: userId(ctx, 'headcoach@tribe.test'), stageId: ctx.stages.get(1)! },
    ])
    .onConflictDoNothing()

  // Finished tasks: all of stage 0 and two of stage 1 for the demo member; a few for others.
  const stageTask = (number: number, index: number) => {
    const stage = STAGES.find((s) => s.number === number)!
    return taskRows.get(`${ctx.stages.get(number)}|${stage.tasks[index].title}`)!
  }
  const finished: { email: string; tasks: [number, number][]; basePoints: number }[] = [
    { email: 'member@tribe.test', tasks: [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1]], basePoints: 50 },
    { email: 'nicole.gonzales@tribe.test', tasks: [[0, 0], [0, 2]], basePoints: 0 },
    { email: 'kevin.manalo@tribe.test', tasks: [[0, 0], [0, 1], [0, 2], [1, 0]], basePoints: 100 },
    { email: 'jerome.villanueva@tribe.test', tasks: [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [1, 2], [1, 3], [2, 0]], basePoints: 150 },
    { email: 'bea.navarro@tribe.test', tasks: [[3, 0], [4, 0], [5, 0], [5, 1]], basePoints: 1200 },
  ]
  for (const [offset, person] of finished.entries()) {
    const user = userId(ctx, person.email)
    await tx
      .insert(taskCompletions)
      .values(
        person.tasks.map(([stage, index], n) => ({
          userId: user,
          taskId: stageTask(stage, index).id,
          completedAt: manilaAt(addDays(ctx.today, -30 + n * 4 + offset), '20:15'),
        })),
      )
      .onConflictDoNothing()
    if (person.basePoints > 0) {
      await tx
        .insert(pointEntries)
        .values({ userId: user, kind: 'base', points: person.basePoints, reason: 'Base points carried over from the member import' })
        .onConflictDoNothing()
    }
  }
  // One task point entry per completion (the ledger copies the task's points).
  const completions = await tx
    .select({ id: taskCompletions.id, userId: taskCompletions.userId, points: tasks.points, title: tasks.title })
    .from(taskCompletions)
    .innerJoin(tasks, eq(tasks.id, taskCompletions.taskId))
    .where(inArray(taskCompletions.userId, finished.map((person) => userId(ctx, person.email))))
  if (completions.length) {
    await tx
      .insert(pointEntries)
      .values(completions.map((c) => ({ userId: c.userId, kind: 'task' as const, points: c.points, taskCompletionId: c.id, reason: `Finished: ${c.title}` })))
      .onConflictDoNothing()
  }

  // Jerome asks to move up from stage 2 to 3; the coach reviews stage 2.
  await insertMissing(
    tx,
    moveUpReviews,
    [
      {
        userId: userId(ctx, 'jerome.villanueva@tribe.test'),
        fromStageId: ctx.stages.get(2)!,
        toStageId: ctx.stages.get(3)!,
        note: 'Finished my Canva posts and scheduled a week of content. Ready for portfolio work!',
      },
    ],
    (row) => `${row.userId}|${row.fromStageId}`,
  )
  return taskRows
}

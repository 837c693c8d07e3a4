// The staff home: each role sees the queues of the pages its flags open, with counts and the oldest
// waiting, and today's member figures only with reportSummary; a member sees nothing.
import { describe, expect } from 'vitest'
import { moveUpReviews, paymentProofs, stageReviewers, stages, uploadJobs } from '../../../../db/schema'
import { db } from '../../lib/db'
import { countStatements } from '../../lib/statementCounter'
import { runGraphql } from '../../test/graphql'
import { scenario } from '../../test/scenario'
import { createUser } from '../../test/factories'
import { insertUpload } from '../courses/courses.scenarios'
import { grantSubscription } from '../subscriptions/grantSubscription'
import { billing, signedIn } from '../subscriptions/subscriptions.scenarios'

const DOC = `{ staffHome {
  proofs { count oldestAt }
  moveUps { stageId stageName count oldestAt }
  imports { running failed lastFailedAt }
  today { day members { active new renewals churned } money { collectedCentavos scheduledCentavos overdueCentavos } } } }`

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000)

async function waitingWork() {
  const shop = await billing()
  const grant = await db.transaction((tx) => grantSubscription(tx, { userId: shop.buyer.id, funnelId: shop.annual.id, paymentTermId: '3-months', actorId: shop.admin.id, source: 'manual' }))
  const file = await insertUpload(shop.buyer.id, 'receipt.pdf', 'application/pdf')
  const other = await insertUpload(shop.buyer.id, 'receipt-2.pdf', 'application/pdf')
  await db.insert(paymentProofs).values([
    { paymentScheduleId: grant.scheduleIds[0], userId: shop.buyer.id, storedFileId: file.id, paymentPlatform: 'GCash', createdAt: hoursAgo(30) },
    { paymentScheduleId: grant.scheduleIds[1], userId: shop.buyer.id, storedFileId: other.id, paymentPlatform: 'GCash', createdAt: hoursAgo(2) },
    { paymentScheduleId: grant.scheduleIds[2], userId: shop.buyer.id, storedFileId: other.id, paymentPlatform: 'GCash', status: 'rejected' },
  ])
  const [zero, one, two] = await db.insert(stages).values([{ number: 0, name: 'Foundations' }, { number: 1, name: 'First client' }, { number: 2, name: 'Scale' }]).returning()
  const reviewer = await signedIn('stage-reviewer', { home: true })
  await db.insert(stageReviewers).values({ stageId: zero.id, userId: reviewer.id })
  const asker = (name: string) => createUser({ firstName: name, email: `${name}@example.com` })
  const [a, b, c] = [await asker('ana'), await asker('ben'), await asker('cy')]
  await db.insert(moveUpReviews).values([
    { userId: a.id, fromStageId: zero.id, toStageId: one.id, createdAt: hoursAgo(50) },
    { userId: b.id, fromStageId: zero.id, toStageId: one.id, createdAt: hoursAgo(1) },
    // Not the reviewer's stage.
    { userId: c.id, fromStageId: one.id, toStageId: two.id },
  ])
  await db.insert(uploadJobs).values([
    { type: 'members', fileName: 'running.xlsx', status: 'running' },
    { type: 'members', fileName: 'failed.xlsx', status: 'failed', updatedAt: hoursAgo(5) },
    { type: 'members', fileName: 'old-failure.xlsx', status: 'failed', updatedAt: hoursAgo(24 * 8) },
    { type: 'members', fileName: 'done.xlsx', status: 'succeeded' },
  ])
  const cashier = await signedIn('cashier', { payment: true })
  const lead = await signedIn('team-lead', { reportSummary: true, uploadContents: true, home: true })
  return { shop, reviewer, cashier, lead, stageZero: zero }
}

type Home = {
  proofs: { count: number; oldestAt: string } | null
  moveUps: { stageId: number; stageName: string; count: number; oldestAt: string }[]
  imports: { running: number; failed: number; lastFailedAt: string } | null
  today: { day: string; members: { active: number; new: number }; money: unknown } | null
}
const home = async (user: Awaited<ReturnType<typeof signedIn>>) => {
  const result = await runGraphql(user, DOC, {})
  expect(result.errors).toBeUndefined()
  return (result.data as { staffHome: Home }).staffHome
}

describe('staffHome', () => {
  scenario('a cashier sees the proofs waiting and how long the oldest has', waitingWork, async ({ cashier }) => {
    const answer = await home(cashier)
    expect(answer.proofs?.count).toBe(2)
    expect(Date.now() - Date.parse(answer.proofs?.oldestAt ?? '')).toBeGreaterThan(29 * 3_600_000)
    expect(answer).toMatchObject({ moveUps: [], imports: null, today: null })
  })

  scenario("a reviewer sees the move-ups out of the stages they review, and nobody else's", waitingWork, async ({ reviewer, stageZero }) => {
    const answer = await home(reviewer)
    expect(answer.moveUps).toEqual([{ stageId: stageZero.id, stageName: 'Foundations', count: 2, oldestAt: expect.anything() }])
    expect(Date.now() - new Date(answer.moveUps[0].oldestAt).getTime()).toBeGreaterThan(49 * 3_600_000)
    expect(answer.proofs).toBeNull()
  })

  scenario('imports running and failed this week, and today in figures, for the flags that open them; two statements (no money without paymentReport)', waitingWork, async ({ lead }) => {
    const answer = await home(lead)
    expect(answer.imports).toMatchObject({ running: 1, failed: 1 })
    // The buyer's subscription started today: one active, one new member today.
    expect(answer.today?.members).toMatchObject({ active: 1, new: 1 })
    const { statements } = await countStatements(() => runGraphql(lead, DOC, {}))
    expect(statements.length).toBeLessThanOrEqual(2)
    expect(answer.today).toMatchObject({ money: null })
  })

  scenario("with paymentReport too, today's money: what fell due today", waitingWork, async () => {
    const accountant = await signedIn('accountant', { reportSummary: true, paymentReport: true })
    const answer = await home(accountant)
    // The buyer's first instalment (of ₱10,000.01 in three) falls due today, unpaid.
    expect(answer.today?.money).toMatchObject({ collectedCentavos: 0, overdueCentavos: 0 })
    expect((answer.today?.money as { scheduledCentavos: number }).scheduledCentavos).toBeGreaterThan(0)
  })

  scenario('a member sees no queue and no figure', waitingWork, async ({ shop }) => {
    expect(await home(shop.member)).toEqual({ proofs: null, moveUps: [], imports: null, today: null })
  })
})

import { eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { paymentScheduleMessages } from '../../../../common/validation/paymentSchedules'
import { infoLogs, paymentProofs, paymentSchedules } from '../../../../db/schema'
import { db } from '../../lib/db'
import { staffTrustMessages } from '../../lib/auth/staffTrust'
import { runGraphql } from '../../test/graphql'
import { scenario } from '../../test/scenario'
import { insertUpload, statementsOf } from '../courses/courses.scenarios'
import { grantSubscription } from '../subscriptions/grantSubscription'
import { billing } from '../subscriptions/subscriptions.scenarios'
import { resolveFileDownload } from '../files/downloads'
import { currentUserFor } from '../../test/scenario'

const enrolled = async () => {
  const rows = await billing()
  const granted = await db.transaction((tx) =>
    grantSubscription(tx, { userId: rows.buyer.id, funnelId: rows.annual.id, paymentTermId: '3-months', actorId: rows.admin.id, source: 'enrol', startsAt: new Date('2026-01-10T00:00:00Z') }),
  )
  const file = await insertUpload(rows.buyer.id, 'receipt.pdf', 'application/pdf')
  await db.insert(paymentProofs).values({ paymentScheduleId: granted.scheduleIds[1], userId: rows.buyer.id, storedFileId: file.id, paymentPlatform: 'GCash', referenceNumber: 'R-2' })
  return { ...rows, ...granted, file }
}

const ADD = `mutation ($input: AddPaymentScheduleInput!) { addPaymentSchedule(input: $input) { id } }`
const UPDATE = `mutation ($id: String!, $input: UpdatePaymentScheduleInput!) { updatePaymentSchedule(id: $id, input: $input) { id } }`
const APPROVE = `mutation ($id: String!, $p: String!, $e: String) { approvePaymentScheduleTransaction(id: $id, paymentPlatform: $p, externalInvoiceId: $e) { id } }`
const REVOKE = `mutation ($id: String!, $r: String!) { disapprovePaymentScheduleTransaction(id: $id, remarks: $r) { id } }`
const rowOf = async (id: number | string) => (await db.select().from(paymentSchedules).where(eq(paymentSchedules.id, Number(id))))[0]
const logs = (action: string) => db.select().from(infoLogs).where(eq(infoLogs.action, action))

describe('payment schedule mutations', () => {
  scenario('adds a row to an invoice; refuses a negative price or an unknown invoice', enrolled, async ({ admin, invoiceId }) => {
    const added = await runGraphql(admin, ADD, { input: { invoiceId, scheduleDate: '2026-06-01', price: 12_345 } })
    expect(added.errors).toBeUndefined()
    const id = (added.data as { addPaymentSchedule: { id: string } }).addPaymentSchedule.id
    expect(await rowOf(id)).toMatchObject({ invoiceId, scheduleDate: '2026-06-01', priceCentavos: 12_345, transactionId: null })
    const negative = await runGraphql(admin, ADD, { input: { invoiceId, scheduleDate: '2026-06-01', price: -1 } })
    expect(negative.errors?.[0].extensions?.properties).toEqual({ messages: { price: [paymentScheduleMessages.priceNegative] } })
    const unknown = await runGraphql(admin, ADD, { input: { invoiceId: 999_999, scheduleDate: '2026-06-01', price: 1 } })
    expect(unknown.errors?.[0].message).toBe(paymentScheduleMessages.invoiceNotFound)
    const badDate = await runGraphql(admin, ADD, { input: { invoiceId, scheduleDate: '2026-02-30', price: 1 } })
    expect(badDate.errors?.[0].extensions?.properties).toEqual({ messages: { scheduleDate: [paymentScheduleMessages.dateInvalid] } })
    expect(await db.select().from(paymentSchedules).where(eq(paymentSchedules.invoiceId, invoiceId))).toHaveLength(4)
    expect((await logs('payment-schedule-added')).map((l) => l.userId)).toEqual([admin.id])
  })

  scenario('updates an unpaid row; a paid row keeps its price (a change is refused) but its date and platform change', enrolled, async ({ admin, scheduleIds }) => {
    const [first, second] = scheduleIds
    expect((await runGraphql(admin, UPDATE, { id: String(first), input: { scheduleDate: '2026-02-01', price: 100, paymentPlatform: 'GCash' } })).errors).toBeUndefined()
    expect(await rowOf(first)).toMatchObject({ scheduleDate: '2026-02-01', priceCentavos: 100, paymentPlatform: null })
    await runGraphql(admin, APPROVE, { id: String(second), p: 'GCash', e: 'N/A' })
    const before = await rowOf(second)
    expect(before.externalInvoiceId).toBeNull()
    const refused = await runGraphql(admin, UPDATE, { id: String(second), input: { scheduleDate: '2026-03-01', price: 1, paymentPlatform: 'Maya' } })
    expect(refused.errors?.[0].message).toBe(paymentScheduleMessages.paidPrice)
    expect(await rowOf(second)).toEqual(before)
    expect((await runGraphql(admin, UPDATE, { id: String(second), input: { scheduleDate: '2026-03-01', price: before.priceCentavos, paymentPlatform: 'Maya' } })).errors).toBeUndefined()
    expect(await rowOf(second)).toMatchObject({ scheduleDate: '2026-03-01', priceCentavos: before.priceCentavos, paymentPlatform: 'Maya' })
    expect((await runGraphql(admin, UPDATE, { id: 'abc', input: { scheduleDate: '2026-03-01', price: 1 } })).errors?.[0].message).toBe(paymentScheduleMessages.scheduleNotFound)
    expect(await logs('payment-schedule-updated')).toHaveLength(2)
  })

  scenario('approve then revoke through the contract, with the guards', enrolled, async ({ admin, member, scheduleIds }) => {
    const id = String(scheduleIds[0])
    expect((await runGraphql(member, APPROVE, { id, p: 'GCash', e: 'INV-1' })).errors?.[0].extensions?.code).toBe('FORBIDDEN')
    expect((await runGraphql(null, REVOKE, { id, r: 'x' })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
    expect((await runGraphql(member, ADD, { input: { invoiceId: 1, scheduleDate: '2026-06-01', price: 1 } })).errors?.[0].extensions?.code).toBe('FORBIDDEN')
    expect((await runGraphql(admin, APPROVE, { id, p: '  ', e: null })).errors?.[0].extensions?.properties).toEqual({ messages: { paymentPlatform: [paymentScheduleMessages.platformRequired] } })
    expect((await runGraphql(admin, APPROVE, { id, p: 'GCash', e: 'INV-1' })).data).toEqual({ approvePaymentScheduleTransaction: { id } })
    expect(await rowOf(id)).toMatchObject({ paymentPlatform: 'GCash', externalInvoiceId: 'INV-1', approvedById: admin.id })
    expect((await runGraphql(admin, APPROVE, { id, p: 'GCash', e: 'INV-1' })).errors?.[0].message).toBe('This payment is already approved.')
    expect((await runGraphql(admin, REVOKE, { id, r: '' })).errors?.[0].extensions?.properties).toEqual({ messages: { remarks: [paymentScheduleMessages.remarksRequired] } })
    expect((await runGraphql(admin, REVOKE, { id, r: 'Wrong amount' })).data).toEqual({ disapprovePaymentScheduleTransaction: { id } })
    expect(await rowOf(id)).toMatchObject({ transactionId: null, paymentPlatform: null, remarks: 'Wrong amount', revokedById: admin.id })
    expect((await logs('payment-approved')).map((l) => l.userId)).toEqual([admin.id])
    expect((await logs('payment-revoked')).map((l) => l.userId)).toEqual([admin.id])
  })
})

describe('the payment desk and its own bills', () => {
  scenario('staff cannot add, change, approve or revoke rows of their own bill; another member of staff can', billing, async ({ admin, viewer, annual }) => {
    const own = await db.transaction((tx) =>
      grantSubscription(tx, { userId: viewer.id, funnelId: annual.id, paymentTermId: '3-months', actorId: admin.id, source: 'enrol', startsAt: new Date('2026-01-10T00:00:00Z') }),
    )
    const [, second] = own.scheduleIds
    const before = await db.select().from(paymentSchedules).where(eq(paymentSchedules.invoiceId, own.invoiceId)).orderBy(paymentSchedules.id)
    for (const [document, variables] of [
      [ADD, { input: { invoiceId: own.invoiceId, scheduleDate: '2026-06-01', price: 1 } }],
      [UPDATE, { id: String(second), input: { scheduleDate: '2026-06-01', price: 1 } }],
      [APPROVE, { id: String(second), p: 'GCash', e: 'N/A' }],
      [REVOKE, { id: String(own.scheduleIds[0]), r: 'mine' }],
    ] as const) {
      const refused = await runGraphql(viewer, document, variables)
      expect(refused.errors?.[0]).toMatchObject({ message: staffTrustMessages.ownMoney, extensions: { code: 'FORBIDDEN' } })
    }
    expect(await db.select().from(paymentSchedules).where(eq(paymentSchedules.invoiceId, own.invoiceId)).orderBy(paymentSchedules.id)).toEqual(before)
    expect((await runGraphql(admin, APPROVE, { id: String(second), p: 'GCash', e: 'N/A' })).errors).toBeUndefined()
    expect((await rowOf(second)).transactionId).not.toBeNull()
  })
})

describe('paymentQueue', () => {
  scenario('unpaid rows oldest first with member, funnel and proof; paid and all filters; a fixed number of statements', enrolled, async ({ admin, viewer, scheduleIds, file, buyer }) => {
    const QUEUE = `query ($bills: String, $withProof: Boolean, $search: String) { paymentQueue(bills: $bills, withProof: $withProof, search: $search) {
      totalCount items { subscriptionId schedule { id price scheduleDate transactionId } member { id email } funnel { name } proof { id fileId fileName status paymentPlatform referenceNumber } } } }`
    type Queue = { paymentQueue: { totalCount: number; items: { schedule: { id: string; scheduleDate: string }; member: { id: number }; funnel: { name: string }; proof: { fileId: number } | null }[] } }
    const run = async (vars: Record<string, unknown>) => {
      const result = await runGraphql(admin, QUEUE, vars)
      expect(result.errors).toBeUndefined()
      return (result.data as Queue).paymentQueue
    }
    const unpaid = await run({})
    expect(unpaid.totalCount).toBe(3)
    expect(unpaid.items.map((i) => i.schedule.scheduleDate)).toEqual(['2026-01-10', '2026-02-10', '2026-03-10'])
    expect(unpaid.items[1]).toMatchObject({ member: { id: buyer.id }, funnel: { name: 'Annual' }, proof: { fileId: file.id, fileName: 'receipt.pdf', status: 'pending', referenceNumber: 'R-2' } })
    expect(unpaid.items[0].proof).toBeNull()
    expect((await run({ withProof: true })).items.map((i) => i.schedule.id)).toEqual([String(scheduleIds[1])])
    await runGraphql(admin, APPROVE, { id: String(scheduleIds[0]), p: 'Cash', e: null })
    expect((await run({ bills: 'paid' })).items.map((i) => i.schedule.id)).toEqual([String(scheduleIds[0])])
    expect((await run({ bills: 'all' })).totalCount).toBe(3)
    // bills=all merges paid and unpaid rows in due-date order, page by page.
    expect((await run({ bills: 'all' })).items.map((i) => [i.schedule.scheduleDate, i.schedule.id === String(scheduleIds[0])])).toEqual([
      ['2026-01-10', true],
      ['2026-02-10', false],
      ['2026-03-10', false],
    ])
    const second = await runGraphql(admin, `query { paymentQueue(bills: "all", page: 2, pageSize: 1) { totalCount items { schedule { scheduleDate } } } }`)
    expect(second.data).toEqual({ paymentQueue: { totalCount: 3, items: [{ schedule: { scheduleDate: '2026-02-10' } }] } })
    expect((await run({ search: 'JUAN' })).totalCount).toBe(2)
    expect((await run({ search: 'nobody' })).totalCount).toBe(0)
    expect((await runGraphql(admin, QUEUE, { bills: 'some' })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT')
    expect((await runGraphql(viewer, QUEUE, {})).errors).toBeUndefined()
    const before = await statementsOf(() => runGraphql(admin, QUEUE, { bills: 'all' }))
    await runGraphql(admin, ADD, { input: { invoiceId: (await rowOf(scheduleIds[0])).invoiceId, scheduleDate: '2026-06-01', price: 1 } })
    expect(await statementsOf(() => runGraphql(admin, QUEUE, { bills: 'all' }))).toBe(before)
    expect(before).toBe(2)
  })
})

describe('payment proof downloads', () => {
  scenario('the proof is readable by its uploader and staff with page payment, by nobody else', enrolled, async ({ admin, member, buyer, file }) => {
    const [proof] = await db.select().from(paymentProofs)
    const owner = await currentUserFor(buyer.id)
    expect(await resolveFileDownload('payment-proofs', owner, proof.id)).toEqual({ storageKey: file.key, fileName: 'receipt.pdf', contentType: 'application/pdf' })
    expect(await resolveFileDownload('payment-proofs', admin, proof.id)).toMatchObject({ fileName: 'receipt.pdf' })
    expect(await resolveFileDownload('payment-proofs', member, proof.id)).toBeNull()
    expect(await resolveFileDownload('payment-proofs', null, proof.id)).toBeNull()
    expect(await resolveFileDownload('payment-proofs', admin, 999_999)).toBeNull()
  })
})

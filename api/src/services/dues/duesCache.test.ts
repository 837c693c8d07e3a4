// getDuesAndExpiration over HTTP, as every signed-in page asks it: no statement beyond the session
// lookup while nothing changed, and every change to what it reads shows on the very next request.
// Changes are written straight to the database, as another API process (or psql) would.
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { invoices, paymentSchedules, subscriptions } from '../../../../db/schema'
import { db } from '../../lib/db'
import { addCalendarDays, manilaDate } from '../../lib/time'
import { createServer } from '../../server'
import { logIn } from '../../test/auth'
import { createSchedule, createSubscription, createUser } from '../../test/factories'

type Dues = { overduePayments: { id: string }[]; upcomingPaymentDue: { id: string }[]; expiringSoon: { id: number }[] }

describe('getDuesAndExpiration: cached under the facts stamp', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createServer()
  })
  afterAll(async () => {
    await app.close()
  })

  it('asks nothing more while nothing changed, and shows a payment, a new date or a removed bill on the next request', async () => {
    const user = await createUser({ accessLevels: ['member'] })
    const today = manilaDate(new Date())
    const { subscription, invoice } = await createSubscription(user.id, new Date(Date.now() + 3 * 86_400_000))
    const overdue = await createSchedule(invoice.id, addCalendarDays(today, -2))
    const { cookie, token } = await logIn(app, user.email)

    const statements = vi.spyOn(pg.Client.prototype, 'query')
    const ask = async () => {
      statements.mockClear()
      const response = await app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'content-type': 'application/json', 'auth-provider': 'dbAuth', authorization: `Bearer ${token}`, cookie },
        payload: JSON.stringify({ query: '{ getDuesAndExpiration { overduePayments { id } upcomingPaymentDue { id } expiringSoon { id } } }' }),
      })
      const texts = statements.mock.calls.map(([query]) => (typeof query === 'string' ? query : (query as { text: string }).text))
      // Statements that read subscriptions or schedules; the session lookup is a prepared EXECUTE.
      const own = texts.filter((text) => /payment_schedules|subscriptions/.test(text) && !/EXECUTE|PREPARE|pg_prepared/.test(text))
      return { dues: response.json().data.getDuesAndExpiration as Dues, queries: own.length }
    }

    const first = await ask()
    expect(first.dues.overduePayments).toEqual([{ id: String(overdue.id) }])
    expect(first.dues.expiringSoon).toEqual([{ id: subscription.id }])
    expect(first.queries).toBe(3) // the user's facts (they count subscriptions too) and the dues' two
    expect((await ask()).queries).toBe(0)

    // A note on the bill changes nothing the dues read: still no statement.
    await db.update(paymentSchedules).set({ remarks: 'called the member' }).where(eq(paymentSchedules.id, overdue.id))
    expect((await ask()).queries).toBe(0)

    // Approved (in another process): gone from the banner at once.
    await db.update(paymentSchedules).set({ transactionId: 'TX-1', approvedAt: new Date() }).where(eq(paymentSchedules.id, overdue.id))
    expect((await ask()).dues.overduePayments).toEqual([])

    // Revoked, then moved to tomorrow: upcoming, not overdue.
    await db.update(paymentSchedules).set({ transactionId: null, approvedAt: null, scheduleDate: addCalendarDays(today, 1) }).where(eq(paymentSchedules.id, overdue.id))
    const moved = await ask()
    expect(moved.dues.overduePayments).toEqual([])
    expect(moved.dues.upcomingPaymentDue).toEqual([{ id: String(overdue.id) }])

    // The invoice removed (its schedules go with it), then the subscription renewed for a year.
    await db.delete(invoices).where(eq(invoices.id, invoice.id))
    expect((await ask()).dues.upcomingPaymentDue).toEqual([])
    await db.update(subscriptions).set({ expiry: new Date(Date.now() + 365 * 86_400_000) }).where(eq(subscriptions.id, subscription.id))
    expect((await ask()).dues.expiringSoon).toEqual([])
  })
})

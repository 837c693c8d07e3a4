// A few info-log entries (the audit trail's usual traffic) and a bug report.
import { eq, like, or } from 'drizzle-orm'
import { bugReports, infoLogs } from '../../db/schema'
import { type SeedContext, userId } from './context'
import { addDays, insertMissing, manilaAt } from './helpers'

export async function seedSupport(ctx: SeedContext) {
  const { tx } = ctx
  const admin = userId(ctx, 'admin@tribe.test')
  const member = userId(ctx, 'member@tribe.test')
  const at = (day: number, time: string) => manilaAt(addDays(ctx.today, day), time)
  // requestId 'seed-<n>' marks the seed's own entries (the audit trail has no natural key).
  const logs: (typeof infoLogs.$inferInsert)[] = [
    { requestId: 'seed-1', action: 'login', userId: member, ip: '112.198.10.24', details: { userAgent: 'Chrome on Android' }, createdAt: at(-1, '21:02') },
    { requestId: 'seed-2', action: 'login-failed', userId: null, ip: '49.145.3.77', details: { email: 'unknown@tribe.test', reason: 'bad credentials' }, createdAt: at(-1, '21:10') },
    { requestId: 'seed-3', action: 'impersonation-started', userId: member, originalUserId: admin, ip: '10.0.0.5', entityType: 'user', entityId: String(member), details: {}, createdAt: at(-2, '10:00') },
    { requestId: 'seed-4', action: 'payment-approved', userId: userId(ctx, 'grace.villanueva@tribe.test'), ip: '10.0.0.6', entityType: 'payment_schedule', entityId: null, details: { paymentPlatform: 'GCash' }, createdAt: at(-15, '15:30') },
    { requestId: 'seed-5', action: 'user-enrolled', userId: admin, ip: '10.0.0.5', entityType: 'user', entityId: String(userId(ctx, 'ryan.delosreyes@tribe.test')), details: { batch: 'Batch 18', funnels: ['tribe-membership'] }, createdAt: at(-3, '09:45') },
  ]
  await insertMissing(tx, infoLogs, logs, (row) => String(row.requestId), like(infoLogs.requestId, 'seed-%'))

  await insertMissing(
    tx,
    bugReports,
    [
      {
        userId: member,
        pageUrl: '/courses/my-courses',
        description: 'The lesson video keeps buffering on mobile data, even at 480p. Using Globe prepaid, Chrome on Android.',
        userAgent: 'Mozilla/5.0 (Linux; Android 13) Chrome/124.0 Mobile',
        status: 'open' as const,
        createdAt: at(-2, '22:30'),
      },
      {
        // A signed-out visitor: the contact e-mail is how the team replies.
        userId: null,
        contactEmail: 'lovely.tan@gmail.com',
        pageUrl: '/free-training-beginner',
        description: 'The Day 2 freebie link says the file is not available.',
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Safari/604.1',
        status: 'resolved' as const,
        resolvedAt: at(-1, '10:00'),
        createdAt: at(-3, '08:12'),
      },
    ],
    (row) => `${row.userId ?? row.contactEmail}|${row.pageUrl}`,
    or(eq(bugReports.userId, member), eq(bugReports.contactEmail, 'lovely.tan@gmail.com')),
  )
}

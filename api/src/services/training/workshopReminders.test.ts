// The live workshop's reminders: the day before each live day, every registrant of that track, once
// (a second run sends nothing; a day moved to another date reminds again); nothing while the
// workshop is off or for a day not scheduled; the mail names the day, the time in Manila and the Zoom link.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outboxEmails, sentReminders, settings, trainingRegistrations } from '../../../../db/schema'
import { db } from '../../lib/db'
import { sendWorkshopReminders, workshopReminderMail } from './workshopReminders'

// 10:00 in Manila on Sunday 6 December 2026: tomorrow is the 7th.
const NOW = new Date('2026-12-06T02:00:00Z')

async function setUp() {
  await db.insert(settings).values([
    { name: 'enable-live-workshop', value: 'true', type: 'boolean', scope: 'workshop-beginner' },
    { name: 'date-day-1', value: '2026-12-07T20:00', type: 'datetime', scope: 'workshop-beginner' },
    { name: 'date-day-2', value: '2026-12-08T20:00', type: 'datetime', scope: 'workshop-beginner' },
    { name: 'zoom-day-1', value: 'https://zoom.us/j/11', type: 'url', scope: 'workshop-beginner' },
    // The experienced workshop is off, though its day is tomorrow too.
    { name: 'enable-live-workshop-exp', value: 'false', type: 'boolean', scope: 'workshop-experienced' },
    { name: 'date-day-1-exp', value: '2026-12-07T19:00', type: 'datetime', scope: 'workshop-experienced' },
  ])
  await db.insert(trainingRegistrations).values([
    { name: 'Ana', email: 'ana@example.com', mobileNumber: '09171234567', track: 'beginner' },
    { name: 'Ben', email: 'ben@example.com', mobileNumber: '09171234568', track: 'beginner' },
    { name: 'Cora', email: 'cora@example.com', mobileNumber: '09171234569', track: 'experienced' },
  ])
}

describe('workshop reminders', () => {
  it("mail each registrant of the track once, the day before its live day, with the day's time and Zoom link", async () => {
    await setUp()
    expect(await sendWorkshopReminders(NOW)).toEqual({ mailed: 2, days: ['beginner:day-1'] })
    const mails = await db.select().from(outboxEmails).orderBy(outboxEmails.id)
    expect(mails.map((mail) => mail.to)).toEqual(['ana@example.com', 'ben@example.com'])
    expect(mails[0].subject).toBe('Tomorrow: Day 1 of the free live workshop')
    expect(mails[0].text).toContain('tomorrow, Mon, 12/07/2026, at 8:00 PM (Manila time)')
    expect(mails[0].text).toContain('https://zoom.us/j/11')
    expect(mails[0].text).toContain('/free-training-beginner')

    // A second run (a retry, another process) sends nothing.
    expect(await sendWorkshopReminders(NOW)).toEqual({ mailed: 0, days: ['beginner:day-1'] })
    expect(await db.select().from(outboxEmails)).toHaveLength(2)
  })

  it('a day moved to another date reminds again; a day not tomorrow, or not scheduled, reminds nobody', async () => {
    await setUp()
    await sendWorkshopReminders(NOW)
    await db.update(settings).set({ value: '2026-12-08T18:30' }).where(eq(settings.name, 'date-day-1'))
    // The day before the 8th: day 1 (moved) and day 2.
    const next = new Date(NOW.getTime() + 86_400_000)
    expect(await sendWorkshopReminders(next)).toEqual({ mailed: 4, days: ['beginner:day-1', 'beginner:day-2'] })
    expect(await db.select().from(sentReminders)).toHaveLength(6)
    expect(await sendWorkshopReminders(new Date(NOW.getTime() + 5 * 86_400_000))).toEqual({ mailed: 0, days: [] })
  })

  it('the mail without a Zoom link yet says where it will show', () => {
    expect(workshopReminderMail('a@example.com', 'Ana', 'experienced', 3, '2026-12-09T09:05', null).text).toMatch(
      /Day 3 of the free live workshop is tomorrow, Wed, 12\/09\/2026, at 9:05 AM \(Manila time\)\.\n\nThe Zoom link shows on the training page when the workshop goes live\./,
    )
  })
})

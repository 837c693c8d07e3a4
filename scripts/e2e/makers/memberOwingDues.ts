// A member on three monthly instalments, as the seed's demo member is: the first paid, the second
// overdue (5 days ago), the third due in 10 days, so their home shows the dues banner. Journeys
// that need the banner make this member instead of relying on a demo login nobody has paid for.
import { createSchedule, createSubscription } from '../../../api/src/test/factories'
import { addDays, manilaAt, manilaToday } from '../../seed/helpers'
import person, { type Person } from './person'

export type MemberOwingDues = Person & { overdueOn: string }

export default async function memberOwingDues(): Promise<MemberOwingDues> {
  const member = await person()
  const today = manilaToday()
  const { invoice } = await createSubscription(member.id, manilaAt(addDays(today, 180)))
  await createSchedule(invoice.id, addDays(today, -35), { paid: true })
  const overdueOn = addDays(today, -5)
  await createSchedule(invoice.id, overdueOn)
  await createSchedule(invoice.id, addDays(today, 10))
  return { ...member, overdueOn }
}

// What the admin types to launch a batch of their own: a name no batch has, a free number and a
// launch window from tomorrow to 30 days on, in Manila days of the server's clock (the one that
// decides whether a batch is upcoming). Nothing is stored: the journey launches it itself.
import { max } from 'drizzle-orm'
import { batches } from '../../../db/schema'
import { db } from '../../../api/src/lib/db'
import { addDays, manilaToday } from '../../seed/helpers'
import { uniqueTag } from '../unique'

export type BatchDraft = { name: string; number: number; today: string; launchFrom: string; launchTo: string }

export default async function batchDraft(): Promise<BatchDraft> {
  const today = manilaToday()
  // A worker's journeys run one at a time, so the next number is still free when the form is sent.
  const [{ highest }] = await db.select({ highest: max(batches.number) }).from(batches)
  return { name: `Batch ${uniqueTag()}`, number: (highest ?? 0) + 1, today, launchFrom: addDays(today, 1), launchTo: addDays(today, 30) }
}

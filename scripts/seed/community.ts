// Enrolment batches and success managers with the members they look after.
import { inArray } from 'drizzle-orm'
import { batches, successManagerMembers, successManagers } from '../../db/schema'
import type { Executor } from '../../api/src/lib/db'
import { type SeedContext, userId } from './context'
import { addDays } from './helpers'

/**
 * Batches 15-18, each launched about four months after the previous. Batch 18 launched three
 * weeks ago, so it is the current one (the latest launchFrom on or before today in Manila).
 */
export async function seedBatches(tx: Executor, today: string): Promise<Map<number, number>> {
  const launches = [
    { number: 15, from: -388, weeks: 3 },
    { number: 16, from: -262, weeks: 3 },
    { number: 17, from: -136, weeks: 3 },
    { number: 18, from: -21, weeks: 4 },
  ]
  await tx
    .insert(batches)
    .values(
      launches.map(({ number, from, weeks }) => ({
        name: `Batch ${number}`,
        number,
        launchFrom: addDays(today, from),
        launchTo: addDays(today, from + weeks * 7),
      })),
    )
    .onConflictDoNothing()
  const rows = await tx
    .select({ id: batches.id, number: batches.number })
    .from(batches)
    .where(inArray(batches.number, launches.map((launch) => launch.number)))
  return new Map(rows.map((row) => [row.number!, row.id]))
}

/** Two success managers; each member is assigned to at most one (the member is the key). */
export async function seedSuccessManagers(ctx: SeedContext) {
  const { tx } = ctx
  const assignments: Record<string, string[]> = {
    'successmanager@tribe.test': [
      'member@tribe.test',
      'andrea.reyes@tribe.test',
      'mark.cruz@tribe.test',
      'nicole.gonzales@tribe.test',
      'joshua.castillo@tribe.test',
      'arnel.dizon@tribe.test',
    ],
    'dennis.lim@tribe.test': ['jerome.villanueva@tribe.test', 'rowena.cabrera@tribe.test', 'hazel.ocampo@tribe.test', 'kevin.manalo@tribe.test'],
  }
  const admin = userId(ctx, 'admin@tribe.test')
  for (const [manager, members] of Object.entries(assignments)) {
    await tx.insert(successManagers).values({ userId: userId(ctx, manager) }).onConflictDoNothing()
    const [{ id }] = await tx
      .select({ id: successManagers.id })
      .from(successManagers)
      .where(inArray(successManagers.userId, [userId(ctx, manager)]))
    await tx
      .insert(successManagerMembers)
      .values(members.map((email) => ({ userId: userId(ctx, email), successManagerId: id, assignedById: admin })))
      .onConflictDoNothing()
  }
}

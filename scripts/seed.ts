// `yarn rw db seed [--scale N [--history]]`: the demo community (see docs/data-model.md for the tables and
// scripts/seed/*.ts for each area). Idempotent: every row is found by its natural key (e-mail,
// slug, name, stage number, setting name, importKey 'seed:...') and only missing rows are
// inserted, so a second run changes nothing. Development data only: refuses NODE_ENV=production.
// Fails loudly: any error aborts the one transaction of the base seed and is thrown.
import { db } from '../api/src/lib/db'
import { seedAccessLevels } from './seed/accessLevels'
import { seedAffiliate, seedCommissions } from './seed/affiliates'
import { seedCatalog, seedSubscriptions } from './seed/commerce'
import { seedFunnelPage } from './seed/landing'
import { seedBatches, seedSuccessManagers } from './seed/community'
import type { SeedContext } from './seed/context'
import { seedForms } from './seed/forms'
import { seedGroups } from './seed/groups'
import { manilaToday } from './seed/helpers'
import { seedCourses, seedEvents, seedResourceFiles } from './seed/learning'
import { seedRetention } from './seed/retention'
import { seedScale } from './seed/scale'
import { seedScaleHistory } from './seed/scaleHistory'
import { seedSettings } from './seed/settings'
import { linkStageCourses, seedStageJourney, seedStages } from './seed/stages'
import { seedSupport } from './seed/support'
import { hashMissingDemoPasswords, seedUsers } from './seed/users'

export type SeedOptions = {
  /** Extra members to add after the base seed (0 = none). */
  scale: number
  /** With scale: about three years of subscriptions, payments and activity behind the scale members (scale/scaleHistory.ts). */
  history?: boolean
  /** Progress lines; console.log by default. */
  log?: (line: string) => void
  /** Override "now" (tests); business dates are taken from it in Manila. */
  now?: Date
}

export async function seed({ scale, history = false, log = console.log, now = new Date() }: SeedOptions): Promise<void> {
  if (process.env.NODE_ENV === 'production') {
    throw new Error('Refusing to seed: NODE_ENV is production. The seed writes demo logins with a published password.')
  }
  const today = manilaToday(now)
  const started = Date.now()

  // Hashing is slow on purpose: do it before the transaction, concurrently, and only for demo
  // logins that do not exist yet.
  const passwordHashes = await hashMissingDemoPasswords()

  await db.transaction(async (tx) => {
    const ctx: SeedContext = {
      tx,
      today,
      levels: await seedAccessLevels(tx),
      batches: await seedBatches(tx, today),
      stages: await seedStages(tx),
      users: new Map(),
    }
    await seedUsers(ctx, passwordHashes)
    await seedSuccessManagers(ctx)
    const { courseIds } = await seedCourses(ctx)
    await linkStageCourses(ctx, courseIds)
    await seedStageJourney(ctx)
    await seedEvents(ctx)
    await seedResourceFiles(ctx)
    await seedGroups(ctx)
    await seedForms(ctx)
    const catalog = await seedCatalog(ctx, courseIds)
    await seedFunnelPage(ctx, catalog)
    const { affiliateId, leadIds } = await seedAffiliate(ctx, catalog)
    await seedSubscriptions(ctx, catalog, leadIds)
    await seedCommissions(ctx, affiliateId)
    await seedRetention(ctx, catalog)
    await seedSettings(ctx)
    await seedSupport(ctx)
  })
  log(`Seeded the demo community (${passwordHashes.size} demo logins created) in ${((Date.now() - started) / 1000).toFixed(1)} s.`)

  if (scale > 0) {
    const added = await seedScale({ scale, today, log })
    log(`--scale ${scale}: ${added} members added (scale members have no password and cannot log in).`)
  }
  if (history) {
    if (scale < 1) throw new Error('--history adds history to the scale members: give --scale N too')
    const given = await seedScaleHistory({ scale, log })
    log(`--history: ${given} scale members given their history.`)
  }
}

export default seed

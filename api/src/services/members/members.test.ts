import { and, count, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { memberMessages } from '../../../../common/validation/members'
import { accessLevels, groupMembers, infoLogs, pointEntries, sessions, userAccessLevels, userFactsVersions, users } from '../../../../db/schema'
import { createSession } from '../../lib/auth/session'
import { loadCurrentUser } from '../../lib/auth/loadCurrentUser'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { asUser, scenario } from '../../test/scenario'
import { countStatements } from '../../lib/statementCounter'
import { communityOverview, member, memberFilterOptions, members } from './members'
import { community, type Community } from './members.scenarios'
import { updateMember } from './updateMember'
import { staffTrustMessages } from '../../lib/auth/staffTrust'
import { createUser } from '../../test/factories'
import { administrationMessages } from '../accessLevels/administration'
import { lastEditors } from '../accessLevels/accessLevels.scenarios'
import { accessMaps } from '../../../../scripts/seed/accessLevels'

type ListArgs = Parameters<typeof members>[0]
const list = (w: Community, args: ListArgs) => asUser(w.admin, () => members(args))
/** The e-mails a list answers, in order. */
const emails = async (w: Community, args: ListArgs) => (await list(w, args)).items.map((row) => row.email)
/** Only the test community (search narrows to @world.test), sorted by e-mail. */
const world = (w: Community, args: ListArgs = {}) => emails(w, { search: 'world.test', sortBy: 'email', ...args })

const LIST = /* GraphQL */ `
  query ($search: String) {
    members(search: $search) {
      items { id email status isMember batch { name } group { name } stage { name } }
      totalCount
    }
  }
`

/** Everything the edit form sends, as the member is now; override what a test changes. */
async function formOf(w: Community, id: number) {
  const found = await asUser(w.admin, () => member({ id }))
  if (!found) throw new Error('no member')
  return {
    firstName: found.firstName,
    middleName: found.middleName,
    lastName: found.lastName,
    suffix: found.suffix,
    email: found.email,
    batchId: found.batch?.id ?? null,
    groupId: found.group?.id ?? null,
    stageId: found.stage?.id ?? null,
    accessLevelIds: found.accessLevels.map((level) => level.id),
    isAdmin: found.isAdmin,
    basePoints: found.basePoints,
    isFastTrackStudent: found.isFastTrackStudent,
    isDisabled: found.disabledAt != null,
  }
}

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  )
  if (!error) throw new Error('expected a refusal')
  return error as { message: string; extensions: { code: string; properties?: { messages: Record<string, string[]> } } }
}

describe('members: search', () => {
  scenario('finds a member by part of the e-mail, any case', community, async (w) => {
    expect(await emails(w, { search: 'REYES@world' })).toEqual(['ana.reyes@world.test'])
    expect(await emails(w, { search: 'cruz@' })).toEqual(['ben.cruz@world.test'])
  })

  scenario('finds a member by part of the Tribe ID and of the name', community, async (w) => {
    expect(await emails(w, { search: 'tr-0002' })).toEqual(['ben.cruz@world.test'])
    expect(await emails(w, { search: 'ana reyes' })).toEqual(['ana.reyes@world.test'])
    expect(await emails(w, { search: 'SANTOS' })).toEqual(['carla.santos@world.test'])
  })

  scenario('takes % and _ literally', community, async (w) => {
    expect(await emails(w, { search: '%' })).toEqual([])
    expect(await emails(w, { search: 'ana_reyes' })).toEqual([])
  })
})

describe('members: filters, sort and paging', () => {
  scenario('status: active, inactive (expired or unenrolled) and archived; all lists everyone', community, async (w) => {
    expect(await world(w, { status: 'active' })).toEqual(['ana.reyes@world.test'])
    expect(await world(w, { status: 'inactive' })).toEqual(['ben.cruz@world.test', 'dan.lim@world.test'])
    expect(await world(w, { status: 'archived' })).toEqual(['carla.santos@world.test'])
    expect(await world(w)).toHaveLength(4)
    const rows = (await list(w, { search: 'world.test', sortBy: 'email' })).items
    expect(rows.map((row) => row.status)).toEqual(['active', 'inactive', 'archived', 'inactive'])
  })

  scenario('batch, group, stage, access level and member type', community, async (w) => {
    expect(await world(w, { batchId: w.batches.batchA.id })).toEqual(['ana.reyes@world.test', 'carla.santos@world.test'])
    expect(await world(w, { groupId: w.groups.mindanao.id })).toEqual(['ben.cruz@world.test'])
    expect(await world(w, { stageId: w.stages.stage2.id })).toEqual(['ben.cruz@world.test'])
    const [nonMember] = await db.select().from(accessLevels).where(eq(accessLevels.name, 'non-member'))
    expect(await world(w, { accessLevelId: nonMember.id })).toEqual(['carla.santos@world.test', 'dan.lim@world.test'])
    expect(await world(w, { memberType: 'member' })).toEqual(['ana.reyes@world.test', 'ben.cruz@world.test'])
    expect(await world(w, { memberType: 'non-member' })).toEqual(['carla.santos@world.test', 'dan.lim@world.test'])
    // Filters combine.
    expect(await world(w, { batchId: w.batches.batchA.id, status: 'archived', memberType: 'non-member' })).toEqual(['carla.santos@world.test'])
  })

  scenario('sorts by name, e-mail, Tribe ID and newest, and pages with a total', community, async (w) => {
    expect(await emails(w, { search: 'world.test', sortBy: 'name' })).toEqual([
      'ben.cruz@world.test',
      'dan.lim@world.test',
      'ana.reyes@world.test',
      'carla.santos@world.test',
    ])
    expect(await emails(w, { search: 'world.test', sortBy: 'tribeId', sortOrder: 'desc' })).toEqual([
      // Blank Tribe IDs sort first in descending order (Postgres: nulls are largest).
      'dan.lim@world.test',
      'carla.santos@world.test',
      'ben.cruz@world.test',
      'ana.reyes@world.test',
    ])
    // Newest first by default (the highest id).
    expect((await emails(w, { search: 'world.test' }))[0]).toBe('dan.lim@world.test')
    const page2 = await list(w, { search: 'world.test', sortBy: 'email', page: 2, pageSize: 3 })
    expect(page2.items.map((row) => row.email)).toEqual(['dan.lim@world.test'])
    expect(page2).toMatchObject({ totalCount: 4, page: 2, pageSize: 3 })
  })

  scenario('refuses unknown filters with field messages', community, async (w) => {
    const bad = await refusal(list(w, { status: 'sleeping', sortBy: 'password' }))
    expect(bad.extensions.code).toBe('BAD_USER_INPUT')
    expect(bad.extensions.properties?.messages.status).toEqual([memberMessages.status])
    expect(Object.keys(bad.extensions.properties?.messages ?? {})).toContain('sortBy')
  })

  scenario('answers in two statements with a search, a filter and a sort, on any page', community, async (w) => {
    for (const page of [1, 3]) {
      const { count: statements, result } = await countStatements(() =>
        list(w, { search: 'world', status: 'inactive', groupId: w.groups.mindanao.id, memberType: 'member', sortBy: 'name', page, pageSize: 1 }),
      )
      expect(result.totalCount).toBe(1)
      expect(statements).toBe(2)
    }
  })
})

describe('members: guards', () => {
  scenario('the list and profile need users / user; the edit needs editUser', community, async (w) => {
    const asLead = await runGraphql(w.lead, LIST, { search: 'reyes' })
    expect(asLead.errors).toBeUndefined()
    expect(asLead.data).toMatchObject({
      members: { totalCount: 1, items: [{ email: 'ana.reyes@world.test', status: 'active', isMember: true, batch: { name: 'Batch 20' }, group: { name: 'Tribe Luzon' }, stage: { name: 'Foundation' } }] },
    })
    const asMember = await runGraphql(w.member, LIST, {})
    expect(asMember.errors?.[0].extensions?.code).toBe('FORBIDDEN')
    const edit = await runGraphql(
      w.lead,
      'mutation ($id: Int!, $input: MemberInput!) { updateMember(id: $id, input: $input) { id } }',
      { id: w.people.ana.id, input: await formOf(w, w.people.ana.id) },
    )
    expect(edit.errors?.[0].extensions?.code).toBe('FORBIDDEN')
    expect((await runGraphql(null, LIST, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
  })
})

describe('member: the profile', () => {
  scenario('brings subscriptions, points, group, access levels and the recent log', community, async (w) => {
    const ana = await asUser(w.admin, () => member({ id: w.people.ana.id }))
    expect(ana).toMatchObject({
      email: 'ana.reyes@world.test',
      status: 'active',
      isMember: true,
      batch: { name: 'Batch 20' },
      group: { name: 'Tribe Luzon' },
      stage: { name: 'Foundation', number: 1 },
      basePoints: 120,
      totalPoints: 150,
      accessLevels: [{ name: 'member' }],
    })
    expect(ana?.subscriptions).toHaveLength(1)
    expect(ana?.subscriptions[0].status).toBe('active')
    const dan = await asUser(w.admin, () => member({ id: w.people.dan.id }))
    expect(dan?.subscriptions[0].status).toBe('unenrolled')
    expect(dan?.status).toBe('inactive')
    expect(await asUser(w.admin, () => member({ id: 999_999 }))).toBeNull()
  })

  scenario('option lists and the overview', community, async (w) => {
    const options = await asUser(w.admin, () => memberFilterOptions())
    expect(options.groups.map((group) => group.name)).toEqual(['Tribe Luzon', 'Tribe Mindanao'])
    expect(options.stages.map((stage) => stage.number)).toEqual([1, 2])
    // Newest batch first.
    expect(options.batches.map((batch) => batch.name)).toEqual(['Batch 21', 'Batch 20'])
    const overview = await asUser(w.admin, () => communityOverview())
    // ana active; ben, dan and the two staff inactive; carla archived.
    expect(overview).toMatchObject({ total: 6, active: 1, inactive: 4, archived: 1, newThisWeek: 6 })
    expect(overview.byBatch).toEqual([
      { filterId: w.batches.batchB.id, name: 'Batch 21', count: 1 },
      { filterId: w.batches.batchA.id, name: 'Batch 20', count: 1 },
      { filterId: null, name: 'No batch', count: 3 },
    ])
  })
})

describe('updateMember', () => {
  scenario('saves names, e-mail (lower-cased), group, stage, base points and flags, with one info log', community, async (w) => {
    const id = w.people.ben.id
    const form = await formOf(w, id)
    const [factsBefore] = await db.select().from(userFactsVersions).where(eq(userFactsVersions.userId, id))
    const saved = await asUser(w.admin, () =>
      updateMember({
        id,
        input: {
          ...form,
          firstName: ' Benjamin ',
          email: 'Ben.Cruz2@World.test',
          groupId: w.groups.luzon.id,
          stageId: w.stages.stage1.id,
          basePoints: 75,
          isFastTrackStudent: true,
        },
      }),
    )
    expect(saved).toMatchObject({
      firstName: 'Benjamin',
      email: 'ben.cruz2@world.test',
      group: { name: 'Tribe Luzon' },
      stage: { name: 'Foundation' },
      basePoints: 75,
      totalPoints: 75,
      isFastTrackStudent: true,
    })
    const logs = await db.select().from(infoLogs).where(and(eq(infoLogs.action, 'member-updated'), eq(infoLogs.entityId, String(id))))
    expect(logs).toHaveLength(1)
    expect(logs[0].userId).toBe(w.people.adminUser.id)
    expect(Object.keys((logs[0].details as { changes: object }).changes).sort()).toEqual(
      ['basePoints', 'email', 'firstName', 'groupId', 'isFastTrackStudent', 'stageId'].sort(),
    )
    // The group change moved the member's facts stamp (the 0003 triggers, same transaction).
    const [factsAfter] = await db.select().from(userFactsVersions).where(eq(userFactsVersions.userId, id))
    expect(factsAfter.version).toBeGreaterThan(factsBefore?.version ?? 0)
    // The profile's recent log shows it.
    expect((await asUser(w.admin, () => member({ id })))?.recentLogs[0]).toMatchObject({ action: 'member-updated', actorName: 'Bea Boss' })
    // Saving the same values again changes and logs nothing.
    await asUser(w.admin, () => updateMember({ id, input: { ...form, firstName: 'Benjamin', email: 'ben.cruz2@world.test', groupId: w.groups.luzon.id, stageId: w.stages.stage1.id, basePoints: 75, isFastTrackStudent: true } }))
    expect(await db.select({ n: count() }).from(infoLogs).where(eq(infoLogs.action, 'member-updated'))).toEqual([{ n: 1 }])
    expect(await db.select({ n: count() }).from(pointEntries).where(eq(pointEntries.userId, id))).toEqual([{ n: 1 }])
  })

  scenario('a duplicate e-mail is a field message and changes nothing', community, async (w) => {
    const id = w.people.ben.id
    const form = await formOf(w, id)
    const bad = await refusal(asUser(w.admin, () => updateMember({ id, input: { ...form, firstName: 'Changed', email: 'ANA.REYES@world.test' } })))
    expect(bad.extensions.code).toBe('BAD_USER_INPUT')
    expect(bad.extensions.properties?.messages).toEqual({ email: [memberMessages.emailTaken] })
    const [row] = await db.select().from(users).where(eq(users.id, id))
    expect(row).toMatchObject({ firstName: 'Ben', email: 'ben.cruz@world.test' })
    expect(await db.select({ n: count() }).from(infoLogs).where(eq(infoLogs.action, 'member-updated'))).toEqual([{ n: 0 }])
  })

  scenario('refuses bad ids and a blank name with field messages', community, async (w) => {
    const id = w.people.ben.id
    const form = await formOf(w, id)
    const bad = await refusal(asUser(w.admin, () => updateMember({ id, input: { ...form, firstName: '  ', email: 'not-an-email' } })))
    expect(bad.extensions.properties?.messages).toEqual({ firstName: [memberMessages.firstNameRequired], email: [memberMessages.emailInvalid] })
    const ids = await refusal(asUser(w.admin, () => updateMember({ id, input: { ...form, batchId: 999_999, accessLevelIds: [999_999] } })))
    expect(ids.extensions.properties?.messages).toEqual({ batchId: [memberMessages.batch], accessLevelIds: [memberMessages.accessLevels] })
  })

  scenario('access levels and the admin role change only by an admin; levels are replaced', community, async (w) => {
    const id = w.people.dan.id
    const form = await formOf(w, id)
    const [memberLevel] = await db.select().from(accessLevels).where(eq(accessLevels.name, 'member'))
    await asUser(w.admin, () => updateMember({ id, input: { ...form, accessLevelIds: [memberLevel.id] } }))
    expect(await db.select({ id: userAccessLevels.accessLevelId }).from(userAccessLevels).where(eq(userAccessLevels.userId, id))).toEqual([{ id: memberLevel.id }])
    expect(await world(w, { memberType: 'member' })).toContain('dan.lim@world.test')
    // A team lead given editUser still may not change access.
    const editingLead = { ...w.lead, pageAccess: { ...w.lead.pageAccess, editUser: true } }
    const refused = await refusal(asUser(editingLead, () => updateMember({ id, input: { ...form, isAdmin: true } })))
    expect(refused.extensions.code).toBe('FORBIDDEN')
    // ...but may change the rest.
    const renamed = await asUser(editingLead, () => updateMember({ id, input: { ...form, accessLevelIds: [memberLevel.id], lastName: 'Limbo' } }))
    expect(renamed.lastName).toBe('Limbo')
  })

  scenario('disabling ends every session of the member and refuses them; removing the group leaves it', community, async (w) => {
    const id = w.people.ana.id
    await createSession({ userId: id })
    await createSession({ userId: id })
    const form = await formOf(w, id)
    const saved = await asUser(w.admin, () => updateMember({ id, input: { ...form, isDisabled: true, groupId: null } }))
    expect(saved.disabledAt).not.toBeNull()
    expect(saved.group).toBeNull()
    expect(await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, id))).toEqual([{ n: 0 }])
    expect(await db.select({ n: count() }).from(groupMembers).where(eq(groupMembers.userId, id))).toEqual([{ n: 0 }])
    expect(await loadCurrentUser(id, {})).toBeNull()
    // Enabled again: they may sign in.
    await asUser(w.admin, () => updateMember({ id, input: { ...form, isDisabled: false, groupId: null } }))
    expect(await loadCurrentUser(id, {})).not.toBeNull()
  })

  scenario('an admin cannot disable themself', community, async (w) => {
    const id = w.people.adminUser.id
    const form = await formOf(w, id)
    const bad = await refusal(asUser(w.admin, () => updateMember({ id, input: { ...form, isDisabled: true } })))
    expect(bad.extensions.properties?.messages).toEqual({ isDisabled: [memberMessages.selfDisable] })
  })

  scenario("a non-admin editor cannot change, disable or demote an account that holds more: an admin, or a flag they lack", community, async (w) => {
    // A team lead given editUser: the admin and a finance admin hold flags the lead's level lacks.
    const editingLead = { ...w.lead, pageAccess: { ...w.lead.pageAccess, editUser: true } }
    const finance = await createUser({ email: 'fin@staff.test', firstName: 'Fe', lastName: 'Finance', accessLevels: [{ name: 'tribe-team-fa', ...accessMaps('tribe-team-fa') }] })
    const rowsBefore = await db.select().from(users)
    for (const target of [w.people.adminUser.id, finance.id]) {
      const form = await formOf(w, target)
      for (const change of [{ email: 'taken.over@example.com' }, { isDisabled: true }, { lastName: 'Renamed' }]) {
        const refused = await refusal(asUser(editingLead, () => updateMember({ id: target, input: { ...form, ...change } })))
        expect(refused).toMatchObject({ message: staffTrustMessages.holdsMore, extensions: { code: 'FORBIDDEN' } })
      }
    }
    expect(await db.select().from(users)).toEqual(rowsBefore)
    expect(await db.select({ n: count() }).from(infoLogs).where(eq(infoLogs.action, 'member-updated'))).toEqual([{ n: 0 }])
    // The lead still edits a member who holds no more than the lead (ana: the member level).
    const ana = await formOf(w, w.people.ana.id)
    expect((await asUser(editingLead, () => updateMember({ id: w.people.ana.id, input: { ...ana, lastName: 'Reyes-Cruz' } }))).lastName).toBe('Reyes-Cruz')
  })
})

describe('updateMember: the last way to administer access levels', () => {
  scenario('an edit that would leave no active user able to change access levels is refused', lastEditors, async (w) => {
    // Only the admin is left holding tribe-team-ro (the other admin is disabled); the admin acts as keeper.
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, w.otherAdmin.id))
    const found = await asUser(w.admin, () => member({ id: w.adminUser.id }))
    const keeper = found!.accessLevels.find((level) => level.name === 'keeper')!
    const form = {
      firstName: found!.firstName,
      middleName: null,
      lastName: found!.lastName,
      suffix: null,
      email: found!.email,
      batchId: null,
      groupId: null,
      stageId: null,
      accessLevelIds: [keeper.id],
      isAdmin: true,
      basePoints: 0,
      isFastTrackStudent: false,
      isDisabled: false,
    }
    const refused = await refusal(asUser(w.admin, () => updateMember({ id: w.adminUser.id, input: form })))
    expect(refused).toMatchObject({ message: administrationMessages.lastWay, extensions: { code: 'BAD_USER_INPUT' } })
    expect((await db.select().from(userAccessLevels).where(eq(userAccessLevels.userId, w.adminUser.id))).length).toBe(2)
    // With the other admin active again, the admin may drop the level.
    await db.update(users).set({ disabledAt: null }).where(eq(users.id, w.otherAdmin.id))
    const saved = await asUser(w.admin, () => updateMember({ id: w.adminUser.id, input: form }))
    expect(saved.accessLevels.map((level) => level.name)).toEqual(['keeper'])
  })
})


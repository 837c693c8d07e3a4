import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { accessLevelMessages } from '../../../../common/validation/accessLevels'
import { ALL_PAGE_FLAGS, FUNCTION_FLAGS } from '../../../../common/permissions'
import { accessLevels as accessLevelsTable, infoLogs, userAccessLevels } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createServer } from '../../server'
import { currentUserOf, logIn } from '../../test/auth'
import { runGraphql } from '../../test/graphql'
import { asUser, scenario } from '../../test/scenario'
import {
  accessLevel,
  accessLevelDeleteMessages,
  accessLevels,
  adminAccessLevels,
  createAccessLevel,
  deleteAccessLevel,
  flagChanges,
  updateAccessLevel,
} from './accessLevels'
import { deskAndLevels, functions, lastEditors, pages, standard } from './accessLevels.scenarios'
import { administrationMessages } from './administration'
import { staffTrustMessages } from '../../lib/auth/staffTrust'
import { users } from '../../../../db/schema'

const levelNamed = async (name: string) => (await db.select().from(accessLevelsTable).where(eq(accessLevelsTable.name, name)))[0]
const logsOf = (action: string, id: number) =>
  db.select().from(infoLogs).where(and(eq(infoLogs.action, action), eq(infoLogs.entityId, String(id))))

async function refusal(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    return error as { message: string; extensions: { code?: string; properties?: { messages: Record<string, string[]> } } }
  }
  throw new Error('expected a refusal')
}

const codeOf = (result: Awaited<ReturnType<typeof runGraphql>>) => (result.errors?.[0]?.extensions as { code?: string } | undefined)?.code

describe('accessLevels (the choice list)', () => {
  scenario('answers id, name and label by name to staff; members and the signed out are refused', standard, async ({ coach, teamLead, member }) => {
    const result = await runGraphql(coach, 'query { accessLevels { id name label } }')
    expect(result.errors).toBeUndefined()
    expect((result.data?.accessLevels as { name: string; label: string }[]).map((level) => [level.name, level.label])).toEqual([
      ['coach', 'Coach'],
      ['member', 'Member'],
      ['scratch', 'scratch'],
      ['team-lead', 'Team Lead'],
      ['tribe-team-ro', 'Admin'],
    ])
    expect(await asUser(teamLead, () => accessLevels())).toHaveLength(5)
    expect(codeOf(await runGraphql(member, 'query { accessLevels { id } }'))).toBe('FORBIDDEN')
    expect(codeOf(await runGraphql(null, 'query { accessLevels { id } }'))).toBe('UNAUTHENTICATED')
    // The flags are not part of the choice list.
    expect(codeOf(await runGraphql(coach, 'query { accessLevels { pageAccess } }'))).toBeUndefined()
  })
})

describe('adminAccessLevels and accessLevel', () => {
  scenario('list levels with their flags, holders and whether they are built in; page, search and sort', standard, async ({ admin }) => {
    const list = await asUser(admin, () => adminAccessLevels({}))
    expect(list.totalCount).toBe(5)
    const coach = list.items.find((level) => level.name === 'coach')!
    expect(coach).toMatchObject({ label: 'Coach', isBuiltIn: true, userCount: 2 })
    expect(coach.pageAccess).toMatchObject({ stages: true, groups: true, users: false })
    expect(list.items.find((level) => level.name === 'scratch')).toMatchObject({ isBuiltIn: false, userCount: 1 })
    expect((await asUser(admin, () => adminAccessLevels({ search: 'ADMIN' }))).items.map((level) => level.name)).toEqual(['tribe-team-ro'])
    expect((await asUser(admin, () => adminAccessLevels({ sortBy: 'userCount', sortOrder: 'desc', pageSize: 1 }))).items[0].name).toBe('coach')
    expect(await asUser(admin, () => accessLevel({ id: coach.id }))).toMatchObject({ name: 'coach', userCount: 2 })
    expect(await asUser(admin, () => accessLevel({ id: 999_999 }))).toBeNull()
  })

  scenario('need the accessLevels and accessLevel page flags', standard, async ({ teamLead, coach }) => {
    expect((await runGraphql(teamLead, 'query { adminAccessLevels { totalCount } }')).errors).toBeUndefined()
    expect(codeOf(await runGraphql(coach, 'query { adminAccessLevels { totalCount } }'))).toBe('FORBIDDEN')
    expect(codeOf(await runGraphql(coach, 'query { accessLevel(id: 1) { id } }'))).toBe('FORBIDDEN')
  })
})

describe('createAccessLevel, updateAccessLevel, deleteAccessLevel', () => {
  scenario('creates a level storing every known flag, with an info log; only with access-level_create', standard, async ({ admin, teamLead }) => {
    const made = await asUser(admin, () =>
      createAccessLevel({ input: { name: 'support-desk', label: 'Support Desk', pageAccess: { users: true, user: true }, functionAccess: { user_create: true } } }),
    )
    expect(made).toMatchObject({ name: 'support-desk', label: 'Support Desk', isBuiltIn: false, userCount: 0 })
    const stored = await levelNamed('support-desk')
    expect(Object.keys(stored.pageAccess).sort()).toEqual([...ALL_PAGE_FLAGS].sort())
    expect(Object.keys(stored.functionAccess).sort()).toEqual([...FUNCTION_FLAGS].sort())
    expect(Object.entries(stored.pageAccess).filter(([, on]) => on).map(([name]) => name).sort()).toEqual(['user', 'users'])
    expect(await logsOf('access-level-created', made.id)).toMatchObject([
      { userId: admin.id, entityType: 'access-level', details: { name: 'support-desk', pagesOn: ['users', 'user'], functionsOn: ['user_create'] } },
    ])
    const result = await runGraphql(teamLead, 'mutation { createAccessLevel(input: { name: "x", label: "X" }) { id } }')
    expect(codeOf(result)).toBe('FORBIDDEN')
  })

  scenario('bad input is BAD_USER_INPUT with field messages, and nothing is stored', standard, async ({ admin }) => {
    const before = await db.select().from(accessLevelsTable)
    const bad = await refusal(() =>
      asUser(admin, () => createAccessLevel({ input: { name: 'Support Desk', label: ' ', pageAccess: { users: true, nope: true }, functionAccess: { fly: true } } })),
    )
    expect(bad.extensions).toMatchObject({ code: 'BAD_USER_INPUT' })
    expect(bad.extensions.properties!.messages).toEqual({
      name: [accessLevelMessages.namePattern],
      label: [accessLevelMessages.labelRequired],
      pageAccess: [accessLevelMessages.unknownPageFlag('nope')],
      functionAccess: [accessLevelMessages.unknownFunctionFlag('fly')],
    })
    const taken = await refusal(() => asUser(admin, () => createAccessLevel({ input: { name: 'coach', label: 'Coach 2' } })))
    expect(taken.extensions.properties!.messages).toEqual({ name: [accessLevelMessages.nameTaken] })
    expect(await db.select().from(accessLevelsTable)).toEqual(before)
  })

  scenario('saving logs the flags turned on and off; a built-in level cannot be renamed', standard, async ({ admin, teamLead }) => {
    const coach = await levelNamed('coach')
    const saved = await asUser(admin, () =>
      updateAccessLevel({ id: coach.id, input: { name: 'coach', label: 'Coach', pageAccess: { stages: true, stage: true, users: true }, functionAccess: {} } }),
    )
    expect(saved.pageAccess).toMatchObject({ groups: false, users: true })
    expect(await logsOf('access-level-updated', coach.id)).toMatchObject([
      { details: { name: 'coach', pagesTurnedOn: ['users'], pagesTurnedOff: ['groups'], functionsTurnedOn: [], functionsTurnedOff: [] } },
    ])
    const renamed = await refusal(() => asUser(admin, () => updateAccessLevel({ id: coach.id, input: { name: 'trainer', label: 'Coach' } })))
    expect(renamed.extensions.properties!.messages).toEqual({ name: [accessLevelMessages.nameBuiltIn] })
    expect((await levelNamed('coach')).label).toBe('Coach')
    const result = await runGraphql(teamLead, `mutation { updateAccessLevel(id: ${coach.id}, input: { name: "coach", label: "C" }) { id } }`)
    expect(codeOf(result)).toBe('FORBIDDEN')
  })

  scenario('the level the editor acts as keeps the flags that edit access levels (no self lock-out)', standard, async ({ admin }) => {
    const own = await levelNamed('tribe-team-ro')
    const refused = await refusal(() =>
      asUser(admin, () => updateAccessLevel({ id: own.id, input: { name: 'tribe-team-ro', label: 'Admin', pageAccess: { accessLevels: true, accessLevel: true } } })),
    )
    expect(refused.extensions.properties!.messages).toEqual({ pageAccess: [accessLevelMessages.selfLockout] })
    expect((await levelNamed('tribe-team-ro')).pageAccess.editAccessLevel).toBe(true)
    // Other flags of their own level may change.
    const saved = await asUser(admin, () =>
      updateAccessLevel({ id: own.id, input: { name: 'tribe-team-ro', label: 'Admin', pageAccess: { accessLevels: true, accessLevel: true, editAccessLevel: true } } }),
    )
    expect(saved.pageAccess).toMatchObject({ editAccessLevel: true, stages: false })
  })

  scenario('a custom level may be renamed, not onto a taken name', standard, async ({ admin }) => {
    const scratch = await levelNamed('scratch')
    const renamed = await asUser(admin, () => updateAccessLevel({ id: scratch.id, input: { name: 'events-desk', label: 'Events Desk', pageAccess: { events: true } } }))
    expect(renamed).toMatchObject({ name: 'events-desk', label: 'Events Desk' })
    const taken = await refusal(() => asUser(admin, () => updateAccessLevel({ id: scratch.id, input: { name: 'coach', label: 'X' } })))
    expect(taken.extensions.properties!.messages).toEqual({ name: [accessLevelMessages.nameTaken] })
  })

  scenario('deleting is refused for built-in levels and levels someone holds (saying how many)', standard, async ({ admin, scratchHolder }) => {
    const coach = await levelNamed('coach')
    await expect(asUser(admin, () => deleteAccessLevel({ id: coach.id }))).rejects.toMatchObject({
      message: accessLevelDeleteMessages.builtIn,
      extensions: { code: 'BAD_USER_INPUT' },
    })
    const scratch = await levelNamed('scratch')
    await expect(asUser(admin, () => deleteAccessLevel({ id: scratch.id }))).rejects.toMatchObject({ message: accessLevelDeleteMessages.held(1) })
    expect(await levelNamed('scratch')).toBeDefined()
    await db.delete(userAccessLevels).where(eq(userAccessLevels.userId, scratchHolder.id))
    const gone = await asUser(admin, () => deleteAccessLevel({ id: scratch.id }))
    expect(gone.name).toBe('scratch')
    expect(await levelNamed('scratch')).toBeUndefined()
    expect(await logsOf('access-level-deleted', scratch.id)).toMatchObject([{ details: { name: 'scratch', pagesOn: ['events'] } }])
  })

  scenario('a non-admin switches on only flags their current level has, on create and on edit, their own level included', deskAndLevels, async ({ desk, helper }) => {
    const before = await db.select().from(accessLevelsTable)
    const impersonating = await refusal(() =>
      asUser(desk, () => createAccessLevel({ input: { name: 'sneaky', label: 'Sneaky', pageAccess: { users: true, payment: true }, functionAccess: { user_impersonate: true } } })),
    )
    expect(impersonating).toMatchObject({ message: staffTrustMessages.flagsNotHeld(['payment', 'user_impersonate']), extensions: { code: 'FORBIDDEN' } })
    const own = await levelNamed('level-desk')
    const selfGrant = await refusal(() =>
      asUser(desk, () =>
        updateAccessLevel({ id: own.id, input: { name: 'level-desk', label: 'level-desk', pageAccess: { ...own.pageAccess }, functionAccess: { ...own.functionAccess, user_impersonate: true } } }),
      ),
    )
    expect(selfGrant).toMatchObject({ message: staffTrustMessages.flagsNotHeld(['user_impersonate']), extensions: { code: 'FORBIDDEN' } })
    const onHelper = await refusal(() => asUser(desk, () => updateAccessLevel({ id: helper.id, input: { name: 'desk-helper', label: 'Helper', pageAccess: { users: true, editUser: true } } })))
    expect(onHelper.message).toBe(staffTrustMessages.flagsNotHeld(['editUser']))
    expect(await db.select().from(accessLevelsTable)).toEqual(before)
    expect(await db.select().from(infoLogs)).toEqual([])

    // Flags they hold, yes; and switching off is always theirs.
    const made = await asUser(desk, () => createAccessLevel({ input: { name: 'users-reader', label: 'Users Reader', pageAccess: { users: true } } }))
    expect(made.pageAccess).toMatchObject({ users: true, payment: false })
    const off = await asUser(desk, () => updateAccessLevel({ id: helper.id, input: { name: 'desk-helper', label: 'Helper', pageAccess: {} } }))
    expect(off.pageAccess.users).toBe(false)
  })

  scenario('an admin switches on any flag, on any level', deskAndLevels, async ({ admin, helper }) => {
    const saved = await asUser(admin, () => updateAccessLevel({ id: helper.id, input: { name: 'desk-helper', label: 'Helper', functionAccess: { user_impersonate: true } } }))
    expect(saved.functionAccess.user_impersonate).toBe(true)
  })

  scenario('a non-admin cannot change or delete a level that has access they lack (the Admin level, for one)', deskAndLevels, async ({ desk, eventsDesk }) => {
    const adminLevel = await levelNamed('tribe-team-ro')
    const before = await db.select().from(accessLevelsTable)
    const edit = await refusal(() => asUser(desk, () => updateAccessLevel({ id: adminLevel.id, input: { name: 'tribe-team-ro', label: 'Admin', pageAccess: { accessLevels: true, accessLevel: true, editAccessLevel: true } } })))
    expect(edit).toMatchObject({ message: staffTrustMessages.levelHoldsMore, extensions: { code: 'FORBIDDEN' } })
    const removed = await refusal(() => asUser(desk, () => deleteAccessLevel({ id: eventsDesk.id })))
    expect(removed).toMatchObject({ message: staffTrustMessages.levelHoldsMore, extensions: { code: 'FORBIDDEN' } })
    expect(await db.select().from(accessLevelsTable)).toEqual(before)
    expect(await db.select().from(infoLogs)).toEqual([])
  })

  scenario('no change leaves nobody able to administer access levels; a disabled holder does not count', lastEditors, async ({ admin, disabledEditor }) => {
    const adminLevel = await levelNamed('tribe-team-ro')
    const dropEditors = () =>
      asUser(admin, () => updateAccessLevel({ id: adminLevel.id, input: { name: 'tribe-team-ro', label: 'Admin', pageAccess: { ...adminLevel.pageAccess, editAccessLevel: false }, functionAccess: adminLevel.functionAccess } }))
    const refused = await refusal(dropEditors)
    expect(refused).toMatchObject({ message: administrationMessages.lastWay, extensions: { code: 'BAD_USER_INPUT' } })
    expect((await levelNamed('tribe-team-ro')).pageAccess.editAccessLevel).toBe(true)
    expect(await logsOf('access-level-updated', adminLevel.id)).toEqual([])

    // Someone else active with the editor flags: then it may go.
    await db.update(users).set({ disabledAt: null }).where(eq(users.id, disabledEditor.id))
    expect((await dropEditors()).pageAccess.editAccessLevel).toBe(false)
  })

  scenario('flagChanges names what was turned on and off', standard, async () => {
    expect(flagChanges({ a: true, b: true, c: false }, { a: true, b: false, d: true })).toEqual({ on: ['d'], off: ['b'] })
  })
})

describe("a level's change takes effect on its holders' next request (over HTTP, no cache to clear)", () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createServer()
  })
  afterAll(async () => {
    await app.close()
  })

  const graphql = (headers: Record<string, string>, query: string, variables = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', 'auth-provider': 'dbAuth', ...headers },
      payload: JSON.stringify({ query, variables }),
    })

  scenario('the coach loses the stages page on the request after the admin saves, and gets it back after', standard, async () => {
    const coachLogin = await logIn(app, 'coach@example.com')
    const coachHeaders = { cookie: coachLogin.cookie, authorization: `Bearer ${coachLogin.token}` }
    const adminLogin = await logIn(app, 'admin@example.com')
    const adminHeaders = { cookie: adminLogin.cookie, authorization: `Bearer ${adminLogin.token}` }
    const coachLevel = await levelNamed('coach')
    const save = (stagesOn: boolean) =>
      graphql(adminHeaders, 'mutation Save($id: Int!, $input: AccessLevelInput!) { updateAccessLevel(id: $id, input: $input) { id pageAccess } }', {
        id: coachLevel.id,
        input: { name: 'coach', label: 'Coach', pageAccess: pages(...(stagesOn ? ['stages', 'stage', 'groups'] : ['stage', 'groups'])), functionAccess: functions() },
      })
    const stagesList = () => graphql(coachHeaders, 'query { adminStages { totalCount } }')

    // Before: the flag is on, and the currentUser the coach's requests carry says so (and is cached).
    expect((await currentUserOf(app, coachHeaders)).pageAccess).toMatchObject({ stages: true })
    expect((await stagesList()).json().errors).toBeUndefined()

    expect((await save(false)).json().errors).toBeUndefined()
    expect((await currentUserOf(app, coachHeaders)).pageAccess).toMatchObject({ stages: false, stage: true })
    expect((await stagesList()).json().errors[0].extensions.code).toBe('FORBIDDEN')

    expect((await save(true)).json().errors).toBeUndefined()
    expect((await currentUserOf(app, coachHeaders)).pageAccess).toMatchObject({ stages: true })
    expect((await stagesList()).json().errors).toBeUndefined()
  })
})

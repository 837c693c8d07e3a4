import { and, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { nonMemberMessages } from '../../../../common/validation/members.nonMembers'
import { accessLevels, infoLogs, userAccessLevels, users } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { createNonMember, nonMember, nonMembers, updateNonMember } from './nonMembers'
import { people, type People } from './nonMembers.scenarios'
import { staffTrustMessages } from '../../lib/auth/staffTrust'
import { createUser } from '../../test/factories'

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  )
  if (!error) throw new Error('expected a refusal')
  return error as { message: string; extensions: { code: string; properties?: { messages: Record<string, string[]> } } }
}

const emails = async (w: People, args: Parameters<typeof nonMembers>[0] = {}) =>
  (await asUser(w.admin, () => nonMembers({ search: 'people.test', sortBy: 'email', ...args }))).items.map((row) => row.email)

const input = (over: Record<string, unknown> = {}) => ({
  firstName: ' Olive ',
  lastName: 'Ocampo',
  email: ' Olive.Ocampo@People.TEST ',
  mobileNumber: '0917 123-4567',
  batchId: null,
  ...over,
})

describe('nonMembers', () => {
  scenario('lists users who are not archived and hold no member access level', people, async (w) => {
    // Mark holds member (and non-member too): a member. Gina is archived. Noel holds no level at all: a non-member.
    expect(await emails(w)).toEqual(['nina.nonmember@people.test', 'noel.nolevel@people.test'])
    const page = await asUser(w.admin, () => nonMembers({ search: 'TR-9001' }))
    expect(page.totalCount).toBe(1)
    expect(page.items[0]).toMatchObject({ email: 'nina.nonmember@people.test', accessLevels: ['non-member'], hasPassword: true })
    expect(await emails(w, { search: 'SANTOS' })).toEqual(['nina.nonmember@people.test'])
    expect(await emails(w, { pageSize: 1, page: 2 })).toEqual(['noel.nolevel@people.test'])
  })

  scenario('one non-member; a member or an archived user is not one', people, async (w) => {
    expect(await asUser(w.admin, () => nonMember({ id: w.nina.id }))).toMatchObject({ email: 'nina.nonmember@people.test' })
    expect(await asUser(w.admin, () => nonMember({ id: w.mark.id }))).toBeNull()
    expect(await asUser(w.admin, () => nonMember({ id: w.gone.id }))).toBeNull()
  })

  scenario('creates an account: lower-cased e-mail, non-member level, no password, info log; lands in the list', people, async (w) => {
    const created = await asUser(w.admin, () => createNonMember({ input: input({ batchId: w.batch.id }) }))
    expect(created).toMatchObject({
      email: 'olive.ocampo@people.test',
      firstName: 'Olive',
      mobileNumber: '09171234567',
      batch: { id: w.batch.id, name: 'Batch 30' },
      accessLevels: ['non-member'],
      hasPassword: false,
    })
    const [row] = await db.select().from(users).where(eq(users.id, created.id))
    expect(row.hashedPassword).toBeNull()
    expect(await emails(w)).toContain('olive.ocampo@people.test')
    const logs = await db.select().from(infoLogs).where(and(eq(infoLogs.action, 'user-created'), eq(infoLogs.entityId, String(created.id))))
    expect(logs).toHaveLength(1)
    expect(logs[0].userId).toBe(w.adminUser.id)
  })

  scenario('refuses bad input and a taken e-mail with field messages, storing nothing', people, async (w) => {
    const before = (await db.select().from(users)).length
    const bad = await refusal(asUser(w.admin, () => createNonMember({ input: input({ firstName: '', email: 'nope', mobileNumber: '12345' }) })))
    expect(bad.extensions.code).toBe('BAD_USER_INPUT')
    expect(bad.extensions.properties?.messages).toMatchObject({
      firstName: [nonMemberMessages.firstNameRequired],
      email: [nonMemberMessages.emailInvalid],
      mobileNumber: [nonMemberMessages.mobile],
    })
    const taken = await refusal(asUser(w.admin, () => createNonMember({ input: input({ email: 'NINA.nonmember@people.test' }) })))
    expect(taken.extensions.properties?.messages).toEqual({ email: [nonMemberMessages.emailTaken] })
    const batch = await refusal(asUser(w.admin, () => createNonMember({ input: input({ batchId: 999999 }) })))
    expect(batch.extensions.properties?.messages).toEqual({ batchId: [nonMemberMessages.batch] })
    expect((await db.select().from(users)).length).toBe(before)
  })

  scenario('when the non-member level does not exist yet it is made', people, async (w) => {
    await db.delete(userAccessLevels)
    await db.delete(accessLevels).where(eq(accessLevels.name, 'non-member'))
    const created = await asUser(w.admin, () => createNonMember({ input: input() }))
    expect(created.accessLevels).toEqual(['non-member'])
  })

  scenario('edits the basic fields with a log of the changes; e-mail stays unique', people, async (w) => {
    const updated = await asUser(w.admin, () =>
      updateNonMember({ id: w.nina.id, input: { firstName: 'Ninette', lastName: 'Santos', email: 'NINETTE@people.test', mobileNumber: '', batchId: w.batch.id } }),
    )
    expect(updated).toMatchObject({ firstName: 'Ninette', email: 'ninette@people.test', mobileNumber: null, batch: { id: w.batch.id } })
    const [log] = await db.select().from(infoLogs).where(eq(infoLogs.action, 'user-updated'))
    expect(log.details).toMatchObject({ changes: { firstName: { from: 'Nina', to: 'Ninette' }, email: { from: 'nina.nonmember@people.test', to: 'ninette@people.test' } } })
    const taken = await refusal(asUser(w.admin, () => updateNonMember({ id: w.nina.id, input: input({ email: 'noel.nolevel@people.test' }) })))
    expect(taken.extensions.properties?.messages).toEqual({ email: [nonMemberMessages.emailTaken] })
    const member = await refusal(asUser(w.admin, () => updateNonMember({ id: w.mark.id, input: input() })))
    expect(member.extensions.code).toBe('NOT_FOUND')
  })

  scenario('guards: the list needs nonMembers, creating needs user_create', people, async (w) => {
    const list = await runGraphql(w.finance, 'query { nonMembers { totalCount } }')
    expect(list.errors?.[0].extensions?.code).toBe('FORBIDDEN')
    const create = await runGraphql(
      w.finance,
      'mutation ($input: NonMemberInput!) { createNonMember(input: $input) { id } }',
      { input: input() },
    )
    expect(create.errors?.[0].extensions?.code).toBe('FORBIDDEN')
    const signedOut = await runGraphql(null, 'query { nonMembers { totalCount } }')
    expect(signedOut.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
    const ok = await runGraphql(w.admin, 'query { nonMembers(search: "people.test") { totalCount items { id email batch { name } } } }')
    expect(ok.errors).toBeUndefined()
    expect(ok.data).toMatchObject({ nonMembers: { totalCount: 2 } })
  })

  scenario("a non-admin cannot edit an account that holds more (an admin's e-mail, say), storing nothing", people, async (w) => {
    const desk = await currentUserFor((await createUser({ email: 'desk@staff.test', accessLevels: [{ name: 'user-desk', pageAccess: { editUser: true } }] })).id)
    const before = await db.select().from(users)
    // The admin and the finance admin hold no member level: the non-members edit reaches them.
    for (const id of [w.adminUser.id, w.finance.id]) {
      const refused = await refusal(asUser(desk, () => updateNonMember({ id, input: input({ email: 'taken.over@example.com' }) })))
      expect(refused).toMatchObject({ message: staffTrustMessages.holdsMore, extensions: { code: 'FORBIDDEN' } })
    }
    expect(await db.select().from(users)).toEqual(before)
    expect(await db.select().from(infoLogs)).toEqual([])
    expect((await asUser(desk, () => updateNonMember({ id: w.nina.id, input: input() }))).email).toBe('olive.ocampo@people.test')
  })
})


// updateMember: the member edit form (/community/members/{id}/edit). One transaction: the users
// row, the access levels held, the group, the base-points ledger row and one info log naming each
// field that changed (from -> to). Disabling ends every session of the member (and any
// impersonation of them); authenticate.ts and login refuse a disabled user from then on.
// The member's facts stamp moves by itself: the 0003 triggers on user_access_levels and
// group_members write a new user_facts_versions row in this transaction, and the users row is
// read on every request by the session lookup.
// The staff trust rule (lib/auth/staffTrust.ts): nobody but an admin edits an account holding more
// than the editor's current level (the admin role, or a flag the editor lacks), and only an admin
// changes access levels or the admin role. Taking levels away or disabling never leaves nobody
// able to administer access levels (services/accessLevels/administration.ts).
import { and, eq, notInArray, sql } from 'drizzle-orm'
import { ADMIN_ROLE } from '../../../../common/permissions'
import { memberMessages, memberSchema, type MemberValues } from '../../../../common/validation/members'
import { groupMembers, pointEntries, userAccessLevels, users } from '../../../../db/schema'
import { requireAuth } from '../../directives'
import { writeInfoLog } from '../../lib/audit'
import { deleteUserSessions } from '../../lib/auth/session'
import { assertMayActOn, assertMayGrantAccess } from '../../lib/auth/staffTrust'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { isUniqueViolation, NotFoundError, UserInputError } from '../../lib/errors'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers } from '../../types/graphql'
import { guardAdministration } from '../accessLevels/administration'
import { findMember } from './members'

type Before = {
  email: string
  firstName: string
  middleName: string | null
  lastName: string
  suffix: string | null
  batchId: number | null
  stageId: number | null
  roles: string[]
  isFastTrackStudent: boolean
  disabledAt: Date | null
  groupId: number | null
  accessLevelIds: number[]
  basePoints: number | null
  emailTaken: boolean
  batchFound: boolean
  groupFound: boolean
  stageFound: boolean
  levelsFound: number
}

/** The row of loadBefore's statement (its aliases). */
type BeforeRow = Omit<Before, 'disabledAt'> & { disabledAt: Date | string | null }

/** The member as stored (locked) and whether every id the form names exists: one statement. */
async function loadBefore(tx: Parameters<Parameters<typeof db.transaction>[0]>[0], id: number, values: MemberValues): Promise<Before | null> {
  const levelIds = values.accessLevelIds.length ? values.accessLevelIds : [0]
  const result = await tx.execute<BeforeRow>(sql`
    select u.email, u.first_name as "firstName", u.middle_name as "middleName", u.last_name as "lastName", u.suffix,
           u.batch_id as "batchId", u.stage_id as "stageId", u.roles, u.is_fast_track_student as "isFastTrackStudent",
           u.disabled_at as "disabledAt",
           (select gm.group_id from group_members gm where gm.user_id = u.id) as "groupId",
           coalesce((select array_agg(ual.access_level_id order by ual.access_level_id) from user_access_levels ual where ual.user_id = u.id), '{}') as "accessLevelIds",
           (select pe.points from point_entries pe where pe.user_id = u.id and pe.kind = 'base') as "basePoints",
           exists (select 1 from users o where o.email = ${values.email} and o.id <> u.id) as "emailTaken",
           (${values.batchId}::int is null or exists (select 1 from batches b where b.id = ${values.batchId}::int)) as "batchFound",
           (${values.groupId}::int is null or exists (select 1 from groups g where g.id = ${values.groupId}::int)) as "groupFound",
           (${values.stageId}::int is null or exists (select 1 from stages s where s.id = ${values.stageId}::int)) as "stageFound",
           (select count(*) from access_levels al where al.id in (${sql.join(levelIds.map((levelId) => sql`${levelId}`), sql`, `)}))::int as "levelsFound"
      from users u
     where u.id = ${id}
       for update of u`)
  const row = result.rows[0]
  return row ? { ...row, disabledAt: row.disabledAt ? new Date(row.disabledAt) : null } : null
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && [...a].sort((x, y) => x - y).every((value, at) => value === [...b].sort((x, y) => x - y)[at])

export const updateMember = (async ({ id, input }) => {
  const editor = requireAuth(currentUser())
  const values = parseInput(memberSchema, input)

  await db.transaction(async (tx) => {
    // The e-mail is unique (users_email_key): loadBefore's check gives the field message; a
    // concurrent save of the same address ends in the index's refusal, answered the same way below.
    const before = await loadBefore(tx, id, values)
    if (!before) throw new NotFoundError(memberMessages.notFound)
    // Read with the member's row locked: their levels change only under that lock (this edit, enrolment).
    await assertMayActOn(editor, id, tx)

    const problems: Record<string, string[]> = {}
    if (before.emailTaken) problems.email = [memberMessages.emailTaken]
    if (!before.batchFound) problems.batchId = [memberMessages.batch]
    if (!before.groupFound) problems.groupId = [memberMessages.group]
    if (!before.stageFound) problems.stageId = [memberMessages.stage]
    if (before.levelsFound !== values.accessLevelIds.length) problems.accessLevelIds = [memberMessages.accessLevels]
    if (id === editor.id && values.isDisabled) problems.isDisabled = [memberMessages.selfDisable]
    if (id === editor.id && !values.isAdmin && before.roles.includes(ADMIN_ROLE)) problems.isAdmin = [memberMessages.selfAdmin]
    if (Object.keys(problems).length) throw new UserInputError('Errors prevented this form from being saved', problems)

    const wasAdmin = before.roles.includes(ADMIN_ROLE)
    const levelsChanged = !sameIds(before.accessLevelIds, values.accessLevelIds)
    // Access is an admin's decision: what a user may do (and the admin role) is changed only by one.
    if (levelsChanged || wasAdmin !== values.isAdmin) assertMayGrantAccess(editor)

    const changes: Record<string, { from: unknown; to: unknown }> = {}
    const note = (field: string, from: unknown, to: unknown) => {
      if (JSON.stringify(from ?? null) !== JSON.stringify(to ?? null)) changes[field] = { from: from ?? null, to: to ?? null }
    }
    for (const field of ['firstName', 'middleName', 'lastName', 'suffix', 'email', 'batchId', 'stageId', 'isFastTrackStudent'] as const) {
      note(field, before[field], values[field])
    }
    note('groupId', before.groupId, values.groupId)
    note('isAdmin', wasAdmin, values.isAdmin)
    note('accessLevelIds', before.accessLevelIds, values.accessLevelIds)
    note('basePoints', before.basePoints ?? 0, values.basePoints)
    note('isDisabled', before.disabledAt != null, values.isDisabled)
    if (!Object.keys(changes).length) return

    // Taking levels away or disabling may remove the last way to administer access levels.
    const disabling = changes.isDisabled != null && values.isDisabled
    const administration = changes.accessLevelIds || disabling ? await guardAdministration(tx) : null
    const roles = values.isAdmin ? [...new Set([...before.roles, ADMIN_ROLE])] : before.roles.filter((role) => role !== ADMIN_ROLE)
    const disabledAt = values.isDisabled ? (before.disabledAt ?? new Date()) : null
    await tx
      .update(users)
      .set({
        firstName: values.firstName,
        middleName: values.middleName,
        lastName: values.lastName,
        suffix: values.suffix,
        email: values.email,
        batchId: values.batchId,
        stageId: values.stageId,
        isFastTrackStudent: values.isFastTrackStudent,
        roles,
        disabledAt,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))

    if (changes.accessLevelIds) {
      await tx
        .delete(userAccessLevels)
        .where(and(eq(userAccessLevels.userId, id), values.accessLevelIds.length ? notInArray(userAccessLevels.accessLevelId, values.accessLevelIds) : undefined))
      if (values.accessLevelIds.length) {
        await tx
          .insert(userAccessLevels)
          .values(values.accessLevelIds.map((accessLevelId) => ({ userId: id, accessLevelId })))
          .onConflictDoNothing()
      }
    }
    if (changes.groupId) {
      if (values.groupId == null) await tx.delete(groupMembers).where(eq(groupMembers.userId, id))
      else {
        // A new group leaves the old sub-group behind (it belongs to the old group).
        await tx
          .insert(groupMembers)
          .values({ userId: id, groupId: values.groupId })
          .onConflictDoUpdate({ target: groupMembers.userId, set: { groupId: values.groupId, subGroupId: null } })
      }
    }
    if (changes.basePoints) {
      await tx
        .insert(pointEntries)
        .values({ userId: id, kind: 'base', points: values.basePoints, reason: 'Base points (member edit)', createdById: editor.id })
        .onConflictDoUpdate({
          target: pointEntries.userId,
          targetWhere: sql`${pointEntries.kind} = 'base'`,
          set: { points: values.basePoints, createdById: editor.id },
        })
    }
    await administration?.check(changes.accessLevelIds ? 'accessLevelIds' : 'isDisabled')
    // Disabled now: every session of the member ends, impersonations of them included.
    if (disabling) await deleteUserSessions(id, tx)

    await writeInfoLog(
      {
        action: 'member-updated',
        userId: editor.id,
        originalUserId: editor.originalUserId ?? null,
        entityType: 'user',
        entityId: id,
        details: { changes },
      },
      tx,
    )
  }).catch((error: unknown) => {
    if (isUniqueViolation(error, 'users_email_key')) {
      throw new UserInputError('Errors prevented this form from being saved', { email: [memberMessages.emailTaken] })
    }
    throw error
  })
  const saved = await findMember(id)
  if (!saved) throw new NotFoundError(memberMessages.notFound)
  return saved
}) satisfies MutationResolvers['updateMember']

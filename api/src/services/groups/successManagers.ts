// successManagers, successManager, successManagerMembers, successManagerMemberChoices and the
// assignment writes (api/src/graphql/groups.successManagers.sdl.ts). A manager is a success_managers row
// whose user holds the success-manager access level; a member has at most one manager (the member
// is success_manager_members' key). Reads are one statement each; writes one transaction with the
// info-log row and a fixed number of statements whatever the number of members.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { peopleSchema, searchSchema } from '../../../../common/validation/groups'
import { successManagerMembers as managerMembers, successManagers as managersTable } from '../../../../db/schema'
import { currentUser } from '../../lib/context'
import { db, type Executor } from '../../lib/db'
import { AppError, NotFoundError, UserInputError } from '../../lib/errors'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { fullName, logChange, userChoices, userMatches } from './shared'

export const SUCCESS_MANAGER_LEVEL = 'success-manager'
export const NOT_ACCEPTING = 'NOT_ACCEPTING'

/** A row of managerSelect (its aliases), already the API's SuccessManager. */
type ManagerRow = { id: number; userId: number; name: string; email: string; isAcceptingMembers: boolean; memberCount: number }
/** A row of a list's count. */
type TotalRow = { total: number }

const managerSelect = (where: SQL) => sql`
  select sm.id, sm.user_id as "userId", coalesce(nullif(${fullName()}, ''), u.email) as name, u.email,
    sm.is_accepting_members as "isAcceptingMembers",
    (select count(*)::int from success_manager_members smm join users mu on mu.id = smm.user_id
      where smm.success_manager_id = sm.id and mu.archived_at is null) as "memberCount"
  from success_managers sm join users u on u.id = sm.user_id
  where u.archived_at is null
    and exists (select 1 from user_access_levels ual join access_levels al on al.id = ual.access_level_id
      where ual.user_id = u.id and al.name = ${SUCCESS_MANAGER_LEVEL})
    and ${where}`

const sortable = { name: sql`u.last_name`, memberCount: sql`"memberCount"` }
const listArgs = pageArgsSchema(sortable).extend({ search: searchSchema })

export const successManagers = (async (args) => {
  const { search } = parseInput(listArgs, args, 'Invalid success manager list request')
  const where = userMatches(search)
  return paginate(args, {
    sortable,
    defaultSort: [sql`u.last_name asc`, sql`u.first_name asc`, sql`sm.id asc`],
    rows: async ({ limit, offset, orderBy }) =>
      (await db.execute<ManagerRow>(sql`${managerSelect(where)} order by ${sql.join(orderBy, sql`, `)} limit ${limit} offset ${offset}`)).rows,
    count: async () => (await db.execute<TotalRow>(sql`select count(*)::int as total from (${managerSelect(where)}) m`)).rows[0].total,
  })
}) satisfies QueryResolvers['successManagers']

async function findManager(id: number, executor: Executor = db) {
  return (await executor.execute<ManagerRow>(managerSelect(sql`sm.id = ${id}`))).rows[0] ?? null
}

export const successManager = (async ({ id }) => findManager(id)) satisfies QueryResolvers['successManager']

const memberArgs = pageArgsSchema({}).extend({ search: searchSchema })

/** A row of the members page's statement (its aliases). */
type ManagerMemberRow = { id: number; name: string; email: string; assigned_at: string | Date; assigned_by_name: string | null }

/** A manager's member as the API answers it. */
const toManagerMember = (row: ManagerMemberRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  assignedAt: new Date(row.assigned_at).toISOString(),
  assignedByName: row.assigned_by_name,
})

export const successManagerMembers = (async (args) => {
  const { search } = parseInput(memberArgs, args, 'Invalid member list request')
  const where = sql`smm.success_manager_id = ${args.successManagerId} and u.archived_at is null and ${userMatches(search)}`
  return paginate(args, {
    sortable: {},
    defaultSort: [sql`u.last_name asc`, sql`u.first_name asc`, sql`u.id asc`],
    rows: async ({ limit, offset, orderBy }) => {
      const result = await db.execute<ManagerMemberRow>(sql`
        select u.id, coalesce(nullif(${fullName()}, ''), u.email) as name, u.email, smm.created_at as assigned_at,
          nullif(${fullName('b')}, '') as assigned_by_name
        from success_manager_members smm join users u on u.id = smm.user_id left join users b on b.id = smm.assigned_by_id
        where ${where} order by ${sql.join(orderBy, sql`, `)} limit ${limit} offset ${offset}`)
      return result.rows.map(toManagerMember)
    },
    count: async () =>
      (await db.execute<TotalRow>(sql`select count(*)::int as total from success_manager_members smm join users u on u.id = smm.user_id where ${where}`))
        .rows[0].total,
  })
}) satisfies QueryResolvers['successManagerMembers']

export const successManagerMemberChoices = (async ({ search }) =>
  userChoices(
    search,
    sql`(select coalesce(nullif(trim(mu.first_name || ' ' || mu.last_name), ''), mu.email) from success_manager_members smm
      join success_managers sm on sm.id = smm.success_manager_id join users mu on mu.id = sm.user_id where smm.user_id = u.id)`,
  )) satisfies QueryResolvers['successManagerMemberChoices']

const people = z.object({ userIds: peopleSchema })

/** A row of the assignment's read of the people and their manager now (its aliases). */
type AssignedBeforeRow = { id: number; name: string; manager_id: number | null; manager_name: string | null }

export const assignSuccessManagerMembers = (async ({ successManagerId, userIds: input }) => {
  const { userIds } = parseInput(people, { userIds: input })
  return db.transaction(async (tx) => {
    const manager = await findManager(successManagerId, tx)
    if (!manager) throw new NotFoundError('Success manager not found')
    if (!manager.isAcceptingMembers) throw new AppError(`${manager.name} is not accepting members`, NOT_ACCEPTING)
    // The people and their manager now, in one statement.
    const before = await tx.execute<AssignedBeforeRow>(sql`
      select u.id, coalesce(nullif(${fullName()}, ''), u.email) as name, smm.success_manager_id as manager_id,
        coalesce(nullif(${fullName('mu')}, ''), mu.email) as manager_name
      from users u left join success_manager_members smm on smm.user_id = u.id
        left join success_managers sm on sm.id = smm.success_manager_id left join users mu on mu.id = sm.user_id
      where u.id in ${userIds} and u.archived_at is null`)
    if (before.rows.length !== userIds.length) throw new UserInputError('Choose members from the list', { userIds: ['Choose members from the list'] })
    if (userIds.includes(manager.userId)) {
      throw new UserInputError('A success manager cannot be their own member', { userIds: ['A success manager cannot be their own member'] })
    }
    const moved = before.rows
      .filter((row) => row.manager_id != null && row.manager_id !== successManagerId)
      .map((row) => ({ userId: row.id, name: row.name, fromManagerName: row.manager_name ?? '' }))
    const assignedById = currentUser()?.id ?? null
    await tx
      .insert(managerMembers)
      .values(userIds.map((userId) => ({ userId, successManagerId, assignedById })))
      .onConflictDoUpdate({
        target: managerMembers.userId,
        set: {
          successManagerId: sql`excluded.success_manager_id`,
          assignedById: sql`case when ${managerMembers.successManagerId} = excluded.success_manager_id then ${managerMembers.assignedById} else excluded.assigned_by_id end`,
          createdAt: sql`case when ${managerMembers.successManagerId} = excluded.success_manager_id then ${managerMembers.createdAt} else now() end`,
        },
      })
    await logChange(tx, 'success-manager', 'success-manager-members-assigned', successManagerId, {
      userIds,
      movedFrom: Object.fromEntries(before.rows.filter((row) => row.manager_id != null).map((row) => [row.id, row.manager_id])),
    })
    return { assignedCount: userIds.length, moved }
  })
}) satisfies MutationResolvers['assignSuccessManagerMembers']

export const unassignSuccessManagerMembers = (async ({ successManagerId, userIds: input }) => {
  const { userIds } = parseInput(people, { userIds: input })
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(managerMembers)
      .where(and(eq(managerMembers.successManagerId, successManagerId), inArray(managerMembers.userId, userIds)))
      .returning({ userId: managerMembers.userId })
    await logChange(tx, 'success-manager', 'success-manager-members-unassigned', successManagerId, { userIds: removed.map((row) => row.userId) })
    return removed.length
  })
}) satisfies MutationResolvers['unassignSuccessManagerMembers']

export const setSuccessManagerAccepting = (async ({ id, isAcceptingMembers }) => {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(managersTable)
      .set({ isAcceptingMembers, updatedAt: sql`now()` })
      .where(eq(managersTable.id, id))
      .returning({ id: managersTable.id })
    if (!updated.length) throw new NotFoundError('Success manager not found')
    await logChange(tx, 'success-manager', 'success-manager-updated', id, { isAcceptingMembers })
  })
  const row = await findManager(id)
  if (!row) throw new NotFoundError('Success manager not found')
  return row
}) satisfies MutationResolvers['setSuccessManagerAccepting']


// formResponses: the answers to one form, a page at a time, newest first, with who answered
// (a join, not a query per row). The CSV of all of them is export.ts.
import { count, desc, eq, getTableColumns } from 'drizzle-orm'
import { formResponses as responsesTable, forms as formsTable, users } from '../../../../db/schema'
import { db } from '../../lib/db'
import { NotFoundError } from '../../lib/errors'
import { paginate } from '../../lib/paginate'
import type { QueryResolvers } from '../../types/graphql'

/** What the list may be sorted by; newest (then highest id) first otherwise, and to break ties. */
const sortable = { submittedAt: responsesTable.submittedAt, email: responsesTable.email }

export const formResponses = (async ({ formId, ...args }) => {
  const where = eq(responsesTable.formId, formId)
  const [page, [form]] = await Promise.all([
    paginate(args, {
      sortable,
      defaultSort: [desc(responsesTable.submittedAt), desc(responsesTable.id)],
      rows: async ({ limit, offset, orderBy }) =>
        (
          await db
            .select({
              response: getTableColumns(responsesTable),
              user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
            })
            .from(responsesTable)
            .leftJoin(users, eq(users.id, responsesTable.userId))
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset)
        ).map(({ response, user }) => ({
          id: response.id,
          formId: response.formId,
          email: response.email,
          user: user?.id ? user : null,
          answers: response.answers,
          submittedAt: response.submittedAt.toISOString(),
        })),
      count: async () => (await db.select({ total: count() }).from(responsesTable).where(where))[0].total,
    }),
    db.select({ id: formsTable.id }).from(formsTable).where(eq(formsTable.id, formId)),
  ])
  // A form that does not exist has no responses to list: say so rather than answer an empty page.
  if (!form) throw new NotFoundError('Form not found')
  return page
}) satisfies QueryResolvers['formResponses']

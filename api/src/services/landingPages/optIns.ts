// A landing page's opt-ins for staff (landingPageOptIns), newest first, paged on the server, with the
// code of the affiliate each came through. Three statements: the page's existence, the page of rows and the count.
import { count, desc, eq } from 'drizzle-orm'
import { landingMessages } from '../../../../common/landingPages'
import { affiliates, landingOptIns, landingPages } from '../../../../db/schema'
import { db } from '../../lib/db'
import { NotFoundError } from '../../lib/errors'
import { paginate } from '../../lib/paginate'
import type { QueryResolvers } from '../../types/graphql'

export const landingPageOptIns = (async ({ id, page, pageSize }) => {
  const [found] = await db.select({ id: landingPages.id }).from(landingPages).where(eq(landingPages.id, id))
  if (!found) throw new NotFoundError(landingMessages.notFound)
  const where = eq(landingOptIns.pageId, id)
  return paginate(
    { page, pageSize },
    {
      sortable: {},
      defaultSort: [desc(landingOptIns.createdAt), desc(landingOptIns.id)],
      rows: async ({ limit, offset, orderBy }) =>
        (
          await db
            .select({
              id: landingOptIns.id,
              name: landingOptIns.name,
              email: landingOptIns.email,
              mobileNumber: landingOptIns.mobileNumber,
              waitlist: landingOptIns.waitlist,
              affiliateCode: affiliates.code,
              createdAt: landingOptIns.createdAt,
            })
            .from(landingOptIns)
            .leftJoin(affiliates, eq(affiliates.id, landingOptIns.affiliateId))
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset)
        ).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      count: async () => (await db.select({ total: count() }).from(landingOptIns).where(where))[0].total,
    },
  )
}) satisfies QueryResolvers['landingPageOptIns']

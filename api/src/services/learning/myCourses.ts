// myCourses (the /courses/my-courses list with its filter and sort) and myCourse (one course with
// its outline). SQL: myCourses 1 statement (the page and its count together); myCourse 1, plus 1
// for `units` (outline.ts).
import { sql } from 'drizzle-orm'
import { DEFAULT_PAGE_SIZE } from '../../../../common/pagination'
import { courses } from '../../../../db/schema'
import { courseListFilterSchema, learningMessages } from '../../../../common/validation/learning'
import { requireAuth } from '../../directives'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { pageArgsSchema } from '../../lib/paginate'
import { parseInput } from '../../lib/validation'
import type { LearnerCourseResolvers, QueryResolvers } from '../../types/graphql'
import { courseReadable } from './access'
import { completedSql, courseSelect, selectCourses, toLearnerCourse, watchingSql, type CourseRow } from './courseRows'
import { courseUnits } from './outline'
import { isRowId } from '../../lib/validation'

const listArgs = pageArgsSchema({}).extend(courseListFilterSchema.shape)


export const myCourses = (async (args) => {
  const user = requireAuth(currentUser())
  const { filter, sort, page, pageSize } = parseInput(listArgs, args, learningMessages.courseList)
  const currentPage = page ?? 1
  const size = pageSize ?? DEFAULT_PAGE_SIZE
  const progressFilter = filter === 'watching' ? watchingSql : filter === 'completed' ? completedSql : sql`true`
  // recent: last opened first, never-opened last (then the catalogue order); newest: newest course first.
  const order = sort === 'newest' ? sql`c.created_at desc, c.id desc` : sql`c.last_opened_at desc nulls last, c.position, c.id`
  // One statement: the readable courses with progress (a handful: the catalogue), counted and cut.
  const result = await db.execute<{ total: number; items: CourseRow[] }>(sql`
    with c as (${courseSelect(user.id, courseReadable(user, new Date()))})
    select (select count(*)::int from c where ${progressFilter}) as total,
           coalesce((select json_agg(p order by p.ord) from (
             select c.*, row_number() over (order by ${order}) as ord from c where ${progressFilter}
             order by ${order} limit ${size} offset ${(currentPage - 1) * size}) p), '[]'::json) as items`)
  const { total, items } = result.rows[0]
  return { items: items.map(toLearnerCourse), totalCount: total, page: currentPage, pageSize: size }
}) satisfies QueryResolvers['myCourses']

export const myCourse = (async ({ id }) => {
  const user = requireAuth(currentUser())
  if (!isRowId(id)) return null
  const [row] = await selectCourses(user.id, sql`${courses.id} = ${id} and ${courseReadable(user, new Date(), 'row')}`)
  return row ? toLearnerCourse(row) : null
}) satisfies QueryResolvers['myCourse']

/** LearnerCourse's field resolvers. */
export const LearnerCourse = {
  units: (_args, { root }) => (root.id ? courseUnits(root.id) : []),
} satisfies Pick<LearnerCourseResolvers, 'units'>

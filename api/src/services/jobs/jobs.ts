// The staff view of the job queue (graphql/jobs.sdl.ts): jobs by state, newest first, read from
// the queue's own table (pgboss.job: the queue keeps finished jobs a week, failed ones a month,
// lib/jobs/boss.ts), and the retry and discard of one job (actions.ts).
import { sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { db } from '../../lib/db'
import { isJobName } from '../../lib/jobs'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { parseInput } from '../../lib/validation'
import type { QueryResolvers } from '../../types/graphql'

import { COLUMNS, JOB_FILTERS, jobMessages, OURS, toJob, type JobFilter, type JobRow } from './jobRows'

export { discardJob, retryJob } from './actions'

const listArgs = pageArgsSchema({}).extend({
  state: z.enum(Object.keys(JOB_FILTERS) as [JobFilter, ...JobFilter[]], { message: jobMessages.state }).nullish(),
  name: z
    .string()
    .refine((name) => isJobName(name), jobMessages.name)
    .nullish(),
})

/** A row of the job list's count (its alias). */
type JobCountRow = { total: number }

export const backgroundJobs = (async (args) => {
  const { state, name } = parseInput(listArgs, args, 'Invalid job list request')
  const conditions: SQL[] = [OURS]
  if (state) conditions.push(sql`state::text in (${sql.join(JOB_FILTERS[state].map((s) => sql`${s}`), sql`, `)})`)
  if (name) conditions.push(sql`name = ${name}`)
  const where = sql.join(conditions, sql` and `)
  return paginate(args, {
    sortable: {},
    defaultSort: [],
    rows: async ({ limit, offset }) =>
      (await db.execute<JobRow>(sql`select ${COLUMNS} from pgboss.job where ${where} order by created_on desc, id desc limit ${limit} offset ${offset}`)).rows.map(
        toJob,
      ),
    count: async () => {
      const [row] = (await db.execute<JobCountRow>(sql`select count(*)::int as total from pgboss.job where ${where}`)).rows
      return Number(row.total)
    },
  })
}) satisfies QueryResolvers['backgroundJobs']

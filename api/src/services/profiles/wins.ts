// The Wins tab: a member posts a win (a title, optional words, an optional uploaded image of
// theirs) that everyone signed in sees on their profile, and deletes their own.
// SQL: createWin 3 statements (the upload's row when there is an image; insert; info log), 2
// without an image; deleteWin 2 (delete of the author's own row; info log).
import { and, eq } from 'drizzle-orm'
import { winSchema } from '../../../../common/validation/profiles'
import { userWins } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import { db } from '../../lib/db'
import { NotFoundError } from '../../lib/errors'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers } from '../../types/graphql'
import { checkFileReference } from '../files/attachments'
import { requireProfileEditor } from './editor'
import { toWin } from './profileRow'

export const createWin = (async ({ input }) => {
  const user = requireProfileEditor()
  const values = parseInput(winSchema, input)
  if (values.image) await checkFileReference(user, values.image, { field: 'image' })
  const win = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(userWins)
      .values({ userId: user.id, title: values.title, description: values.description, imageUrl: values.image })
      .returning()
    await writeInfoLog({ action: 'win-created', userId: user.id, entityType: 'user_win', entityId: row.id }, tx)
    return row
  })
  return toWin(win)
}) satisfies MutationResolvers['createWin']

export const deleteWin = (async ({ id }) => {
  const user = requireProfileEditor()
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new NotFoundError('Win not found')
  return db.transaction(async (tx) => {
    // Another member's win answers exactly like a missing one.
    const [row] = await tx
      .delete(userWins)
      .where(and(eq(userWins.id, id), eq(userWins.userId, user.id)))
      .returning({ id: userWins.id })
    if (!row) throw new NotFoundError('Win not found')
    await writeInfoLog({ action: 'win-deleted', userId: user.id, entityType: 'user_win', entityId: row.id }, tx)
    return row.id
  })
}) satisfies MutationResolvers['deleteWin']

// myProfile (/profile) and profile(slug) (/profile/{slug}). SQL: 1 statement each (profileRow.ts).
import { sql } from 'drizzle-orm'
import { requireAuth } from '../../directives'
import { currentUser } from '../../lib/context'
import { NotFoundError } from '../../lib/errors'
import type { QueryResolvers } from '../../types/graphql'
import { loadProfile } from './profileRow'

/** Slugs are lower-case words and dashes; anything longer than this names nobody. */
const SLUG_MAX = 200

export const myProfile = (async () => {
  const user = requireAuth(currentUser())
  const profile = await loadProfile(user, sql`u.id = ${user.id}`)
  // The session's own row vanished between the session lookup and here.
  if (!profile) throw new NotFoundError()
  return profile
}) satisfies QueryResolvers['myProfile']

export const profile = (async ({ slug }) => {
  const user = requireAuth(currentUser())
  const wanted = slug.trim().toLowerCase()
  if (!wanted || wanted.length > SLUG_MAX) return null
  return loadProfile(user, sql`u.slug = ${wanted}`)
}) satisfies QueryResolvers['profile']

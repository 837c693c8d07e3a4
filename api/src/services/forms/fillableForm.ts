// form(slug): a published form as /form/{slug} renders it, with the signed-in user's latest
// answers (a returnee's past Journey Form responses are kept and shown). ONE statement: the form
// row, and the user's latest response as a scalar subquery (form_responses_user_id_form_id_idx).
//
// Missing and unpublished forms answer null (the page's not-found state): an unpublished form
// cannot be answered, and saying "unpublished" would reveal staff drafts. A members-only form
// asked for while signed out answers UNAUTHENTICATED, so the page can offer to sign in.
import { and, eq, sql } from 'drizzle-orm'
import { formResponses, forms } from '../../../../db/schema'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { AuthenticationError } from '../../lib/errors'
import type { QueryResolvers } from '../../types/graphql'
import { toFormField } from './forms'

export const SIGN_IN_TO_ANSWER_MESSAGE = 'Sign in to answer this form.'

type LastResponse = { answers: Record<string, unknown>; submittedAt: string } | null

export const form = (async ({ slug }) => {
  const user = currentUser()
  // The outer form is named in full: drizzle writes a one-table query's columns bare, and a bare
  // "id" inside the subquery would be form_responses.id.
  // Signed out there is nobody's response to read: the subquery is not even sent.
  const lastResponse = user
    ? sql<LastResponse>`(select json_build_object('answers', fr.answers, 'submittedAt', fr.submitted_at)
         from ${formResponses} fr where fr.user_id = ${user.id} and fr.form_id = "forms"."id"
         order by fr.submitted_at desc, fr.id desc limit 1)`
    : sql<LastResponse>`null::json`
  const [row] = await db
    .select({
      id: forms.id,
      slug: forms.slug,
      title: forms.title,
      description: forms.description,
      fields: forms.fields,
      isPublic: forms.isPublic,
      lastResponse,
    })
    .from(forms)
    .where(and(eq(forms.slug, slug), eq(forms.isPublished, true)))
  if (!row) return null
  if (!user && !row.isPublic) throw new AuthenticationError(SIGN_IN_TO_ANSWER_MESSAGE)
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    isPublic: row.isPublic,
    fields: row.fields.map(toFormField),
    myLastResponse: row.lastResponse
      ? { answers: row.lastResponse.answers, submittedAt: new Date(row.lastResponse.submittedAt).toISOString() }
      : null,
  }
}) satisfies QueryResolvers['form']

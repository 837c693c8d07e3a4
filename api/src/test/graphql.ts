// Running a GraphQL document through the real schema (directives, scalars, resolvers) as a
// user, without HTTP: what a service test uses to check the contract and the auth directive.
import { execute, parse, type ExecutionResult } from 'graphql'
import type { CurrentUser } from '../../../common/currentUser'
import { domains } from '../graphql'
import { buildSchema } from '../graphql/buildSchema'
import { asUser } from './scenario'

let schema: ReturnType<typeof buildSchema> | undefined

/** Executes `document` through the real schema as `user` (null = signed out). */
export async function runGraphql(
  user: CurrentUser | null,
  document: string,
  variables: Record<string, unknown> = {},
  options: { sessionIdHash?: string | null; ip?: string } = {},
): Promise<ExecutionResult> {
  schema ??= buildSchema(domains)
  return asUser(user, () => execute({ schema: schema!, document: parse(document), variableValues: variables }), options) as Promise<ExecutionResult>
}

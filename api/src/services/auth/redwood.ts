// `query { redwood { version currentUser } }`, what the dbAuth web client asks on every load.
import { DateResolver, DateTimeResolver, JSONObjectResolver, JSONResolver } from 'graphql-scalars'
import { currentUser } from '../../lib/context'
import packageJson from '../../../package.json' with { type: 'json' }
import type { QueryResolvers } from '../../types/graphql'

export const DateTime = DateTimeResolver
export const Date = DateResolver
export const JSON = JSONResolver
export const JSONObject = JSONObjectResolver

export const redwood = (() => ({ version: packageJson.version, currentUser: currentUser() })) satisfies QueryResolvers['redwood']

// Every domain's SDL and services, registered explicitly (no glob magic): add a line per domain.
import type { Domain } from './buildSchema'
import * as base from './base.sdl'
import * as auth from './auth.sdl'
import * as settings from './settings.sdl'
import * as dues from './dues.sdl'
import * as users from './users.sdl'
import * as impersonation from './impersonation.sdl'
import * as search from './search.sdl'
import * as bugReports from './bugReports.sdl'
import * as redwood from '../services/redwood/redwood'
import * as authServices from '../services/auth/validateOtp'
import * as settingsServices from '../services/settings/settings'
import * as duesServices from '../services/dues/dues'
import * as usersServices from '../services/users/users'
import * as impersonationServices from '../services/impersonation/impersonation'
import * as searchServices from '../services/search/search'
import * as bugReportsServices from '../services/bugReports/bugReports'

export const domains: Domain[] = [
  { name: 'redwood', sdl: base.schema, services: redwood },
  { name: 'auth', sdl: auth.schema, services: authServices },
  { name: 'settings', sdl: settings.schema, services: settingsServices },
  { name: 'dues', sdl: dues.schema, services: duesServices },
  { name: 'users', sdl: users.schema, services: usersServices },
  { name: 'impersonation', sdl: impersonation.schema, services: impersonationServices },
  { name: 'search', sdl: search.schema, services: searchServices },
  { name: 'bugReports', sdl: bugReports.schema, services: bugReportsServices },
]

// Every domain's SDL and services, registered explicitly (no glob magic): add a line per domain.
import type { Domain } from './buildSchema'
import * as base from './base.sdl'
import * as auth from './auth.sdl'
import * as redwood from '../services/redwood/redwood'
import * as authServices from '../services/auth/auth'

export const domains: Domain[] = [
  { name: 'redwood', sdl: base.schema, services: redwood },
  { name: 'auth', sdl: auth.schema, services: authServices },
]

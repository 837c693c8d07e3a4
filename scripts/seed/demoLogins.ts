// One demo login per role. The README lists these; `yarn rw dev` prints them.
// Development data only: the seed refuses to run with NODE_ENV=production.
import type { ADMIN_ROLE, RoleId } from '../../common/permissions'

export const demoPassword = 'Tribe-demo-2026!'

export const demoLogins = [
  { role: 'admin', email: 'admin@tribe.test', accessLevels: ['tribe-team-ro', 'member'], roles: ['admin'] },
  { role: 'member', email: 'member@tribe.test', accessLevels: ['member'], roles: [] },
  { role: 'non-member', email: 'nonmember@tribe.test', accessLevels: ['non-member'], roles: [] },
  { role: 'coach', email: 'coach@tribe.test', accessLevels: ['coach'], roles: [] },
  { role: 'head-coach', email: 'headcoach@tribe.test', accessLevels: ['head-coach'], roles: [] },
  { role: 'expert', email: 'expert@tribe.test', accessLevels: ['expert'], roles: [] },
  { role: 'affiliate', email: 'affiliate@tribe.test', accessLevels: ['affiliate'], roles: [] },
  { role: 'team-lead', email: 'teamlead@tribe.test', accessLevels: ['team-lead', 'member'], roles: [] },
  { role: 'success-manager', email: 'successmanager@tribe.test', accessLevels: ['success-manager'], roles: [] },
  // A Batch 17 member who has not answered the Journey Form: the journey-form dialog (docs/product.md, "forms").
  { role: 'batch-17', email: 'batch17@tribe.test', accessLevels: ['member'], roles: [] },
  // A member on a 3-payment term with one row overdue and one coming: pays at /account (docs/product.md, "billing").
  { role: 'payer', email: 'payer@tribe.test', accessLevels: ['member'], roles: [] },
] as const satisfies readonly { role: string; email: string; accessLevels: readonly RoleId[]; roles: readonly (typeof ADMIN_ROLE)[] }[]

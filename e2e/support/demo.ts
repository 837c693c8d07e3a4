// The demo logins the seed creates (scripts/seed/demoLogins.ts, scripts/seed/people.ts), written
// out here on purpose: the journeys check the product against these facts, not against its code.
export const DEMO_PASSWORD = 'Tribe-demo-2026!'

export type DemoUser = { email: string; name: string }

export const demo = {
  admin: { email: 'admin@tribe.test', name: 'Rafael Santiago' },
  member: { email: 'member@tribe.test', name: 'Maricel dela Cruz' },
  nonMember: { email: 'nonmember@tribe.test', name: 'Jun Paolo Reyes' },
  coach: { email: 'coach@tribe.test', name: 'Kristine Joy Bautista' },
  headCoach: { email: 'headcoach@tribe.test', name: 'Emmanuel Aquino' },
  expert: { email: 'expert@tribe.test', name: 'Liza Marie Fernandez' },
  affiliate: { email: 'affiliate@tribe.test', name: 'Carlo Miguel Mendoza' },
  teamLead: { email: 'teamlead@tribe.test', name: 'Angelica Ramos' },
  successManager: { email: 'successmanager@tribe.test', name: 'Patricia Gonzales' },
  batch17: { email: 'batch17@tribe.test', name: 'Jessa Mae Santos' },
  /** A member on 3 instalments: paid, overdue (10 days ago), due in 20 days (journeys that pay make their own: scripts/e2e/makers/payer.ts). */
  payer: { email: 'payer@tribe.test', name: 'Bea Villanueva' },
} satisfies Record<string, DemoUser>

/** A seeded member with the returnee flag (no password: reached by impersonation only). */
export const RETURNEE_EMAIL = 'joshua.castillo@tribe.test'

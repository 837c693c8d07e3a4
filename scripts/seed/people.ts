// The cast of the demo community: the demo logins (scripts/seed/demoLogins.ts) with names, the
// other staff, and members placed in the situations the product must show (expiring soon,
// expired, lifetime, returnee, fast track, Batch 17 without the journey form ...).
// Only the demo logins get a password; everyone else has none and cannot log in.
import { demoLogins } from './demoLogins'
import type { RoleId } from '../../common/permissions'

export type Person = {
  email: string
  firstName: string
  middleName?: string
  lastName: string
  suffix?: string
  sex: 'Male' | 'Female'
  birthdate: string
  city: string
  mobileNumber: string
  accessLevels: readonly RoleId[]
  roles?: readonly string[]
  /** Batch number (15-18), if enrolled. */
  batch?: number
  /** Stage number (0-5), if placed. */
  stage?: number
  isFastTrackStudent?: boolean
  showReturneeModal?: boolean
  bio?: string
}

type Names = Omit<Person, 'email' | 'accessLevels' | 'roles'>

// Names and placement of each demo login, by its role.
const demoPeople: Record<(typeof demoLogins)[number]['role'], Names> = {
  admin: { firstName: 'Rafael', lastName: 'Santiago', sex: 'Male', birthdate: '1986-03-14', city: 'Makati City', mobileNumber: '09171234501', bio: 'Runs the Tribe back office.' },
  member: {
    firstName: 'Maricel',
    middleName: 'Lopez',
    lastName: 'dela Cruz',
    sex: 'Female',
    birthdate: '1994-08-22',
    city: 'Quezon City',
    mobileNumber: '09181234502',
    batch: 17,
    stage: 1,
    bio: 'Former call-centre agent, now learning to be a general virtual assistant.',
  },
  'non-member': { firstName: 'Jun Paolo', lastName: 'Reyes', sex: 'Male', birthdate: '1999-01-05', city: 'Pasig City', mobileNumber: '09191234503' },
  coach: { firstName: 'Kristine Joy', lastName: 'Bautista', sex: 'Female', birthdate: '1990-11-02', city: 'Cebu City', mobileNumber: '09201234504', bio: 'Coach for stages 1 and 2.' },
  'head-coach': { firstName: 'Emmanuel', lastName: 'Aquino', sex: 'Male', birthdate: '1984-06-30', city: 'Davao City', mobileNumber: '09211234505', bio: 'Head coach; leads Stage 1.' },
  expert: { firstName: 'Liza Marie', lastName: 'Fernandez', sex: 'Female', birthdate: '1982-02-17', city: 'Iloilo City', mobileNumber: '09221234506', bio: 'Upwork top-rated bookkeeper and course author.' },
  affiliate: { firstName: 'Carlo Miguel', lastName: 'Mendoza', sex: 'Male', birthdate: '1992-09-09', city: 'Baguio City', mobileNumber: '09231234507', batch: 15, stage: 4, bio: 'Tribe alumnus who shares the programme with friends.' },
  'team-lead': { firstName: 'Angelica', lastName: 'Ramos', sex: 'Female', birthdate: '1991-04-12', city: 'Antipolo City', mobileNumber: '09241234508', batch: 15, stage: 5, bio: 'Team lead of Tribe Luzon.' },
  'success-manager': { firstName: 'Patricia', lastName: 'Gonzales', sex: 'Female', birthdate: '1989-12-01', city: 'Taguig City', mobileNumber: '09251234509' },
  'batch-17': { firstName: 'Jessa Mae', lastName: 'Santos', sex: 'Female', birthdate: '1998-05-27', city: 'San Fernando, Pampanga', mobileNumber: '09261234510', batch: 17, stage: 0 },
  payer: { firstName: 'Bea', lastName: 'Villanueva', sex: 'Female', birthdate: '1996-09-18', city: 'Las Piñas City', mobileNumber: '09261234511', batch: 18, stage: 1 },
}

export const demoCast: Person[] = demoLogins.map((login) => ({
  ...demoPeople[login.role],
  email: login.email,
  accessLevels: login.accessLevels,
  roles: login.roles,
}))

const p = (email: string, accessLevels: readonly RoleId[], names: Names): Person => ({ email, accessLevels, ...names })

export const staffCast: Person[] = [
  p('ramon.bautista@tribe.test', ['assistant-coach'], { firstName: 'Ramon', lastName: 'Bautista', sex: 'Male', birthdate: '1993-05-19', city: 'Bacolod City', mobileNumber: '09171234510' }),
  p('joanna.pascual@tribe.test', ['assistant-team-lead', 'member'], { firstName: 'Joanna', lastName: 'Pascual', sex: 'Female', birthdate: '1995-07-07', city: 'Cavite City', mobileNumber: '09171234511', batch: 16, stage: 4 }),
  p('grace.villanueva@tribe.test', ['tribe-team-fa'], { firstName: 'Grace', lastName: 'Villanueva', sex: 'Female', birthdate: '1987-10-23', city: 'Mandaluyong City', mobileNumber: '09171234512', bio: 'Finance admin.' }),
  p('dennis.lim@tribe.test', ['success-manager'], { firstName: 'Dennis', lastName: 'Lim', sex: 'Male', birthdate: '1988-01-28', city: 'Cagayan de Oro', mobileNumber: '09171234513' }),
]

export const memberCast: Person[] = [
  p('andrea.reyes@tribe.test', ['member'], { firstName: 'Andrea', lastName: 'Reyes', sex: 'Female', birthdate: '1997-02-11', city: 'Caloocan City', mobileNumber: '09171234520', batch: 18, stage: 0 }),
  p('mark.cruz@tribe.test', ['member'], { firstName: 'Mark Anthony', lastName: 'Cruz', sex: 'Male', birthdate: '1993-03-03', city: 'Marikina City', mobileNumber: '09171234521', batch: 15, stage: 3 }),
  p('bea.navarro@tribe.test', ['member'], { firstName: 'Bea', lastName: 'Navarro', sex: 'Female', birthdate: '1990-06-16', city: 'Lipa City', mobileNumber: '09171234522', batch: 15, stage: 5, bio: 'Lifetime member; social media manager for three US clients.' }),
  p('jerome.villanueva@tribe.test', ['member'], { firstName: 'Jerome', lastName: 'Villanueva', sex: 'Male', birthdate: '1996-12-24', city: 'Santa Rosa, Laguna', mobileNumber: '09171234523', batch: 16, stage: 2 }),
  p('camille.fernandez@tribe.test', ['member'], { firstName: 'Camille', lastName: 'Fernandez', sex: 'Female', birthdate: '1998-09-30', city: 'Tarlac City', mobileNumber: '09171234524', batch: 18, stage: 1 }),
  p('miguel.torres@tribe.test', ['member'], { firstName: 'Miguel', lastName: 'Torres', suffix: 'Jr.', sex: 'Male', birthdate: '1995-05-05', city: 'Dagupan City', mobileNumber: '09171234525', batch: 18, stage: 0 }),
  p('nicole.gonzales@tribe.test', ['member'], { firstName: 'Nicole', lastName: 'Gonzales', sex: 'Female', birthdate: '2000-01-15', city: 'Malolos City', mobileNumber: '09171234526', batch: 17, stage: 1 }),
  p('joshua.castillo@tribe.test', ['member'], { firstName: 'Joshua', lastName: 'Castillo', sex: 'Male', birthdate: '1994-10-10', city: 'Batangas City', mobileNumber: '09171234527', batch: 18, stage: 2, showReturneeModal: true, bio: 'Back after a year working full time.' }),
  p('kevin.manalo@tribe.test', ['member'], { firstName: 'Kevin', lastName: 'Manalo', sex: 'Male', birthdate: '1999-08-08', city: 'San Fernando, Pampanga', mobileNumber: '09171234528', batch: 18, stage: 1, isFastTrackStudent: true }),
  p('jasmine.salazar@tribe.test', ['member'], { firstName: 'Jasmine', lastName: 'Salazar', sex: 'Female', birthdate: '1992-04-04', city: 'Naga City', mobileNumber: '09171234529', batch: 16, stage: 3 }),
  p('arnel.dizon@tribe.test', ['member'], { firstName: 'Arnel', lastName: 'Dizon', sex: 'Male', birthdate: '1985-11-11', city: 'Angeles City', mobileNumber: '09171234530', batch: 16, stage: 2 }),
  p('rowena.cabrera@tribe.test', ['member'], { firstName: 'Rowena', lastName: 'Cabrera', sex: 'Female', birthdate: '1983-07-21', city: 'Legazpi City', mobileNumber: '09171234531', batch: 16, stage: 1 }),
  p('christian.soriano@tribe.test', ['member'], { firstName: 'Christian', lastName: 'Soriano', sex: 'Male', birthdate: '1997-03-27', city: 'General Santos City', mobileNumber: '09171234532', batch: 17, stage: 2 }),
  p('hazel.ocampo@tribe.test', ['member'], { firstName: 'Hazel', lastName: 'Ocampo', sex: 'Female', birthdate: '1996-06-06', city: 'Zamboanga City', mobileNumber: '09171234533', batch: 17, stage: 1 }),
  p('ryan.delosreyes@tribe.test', ['member'], { firstName: 'Ryan', lastName: 'de los Reyes', sex: 'Male', birthdate: '2001-02-02', city: 'Tacloban City', mobileNumber: '09171234534', batch: 18, stage: 0 }),
  p('princess.manalastas@tribe.test', ['member'], { firstName: 'Princess', lastName: 'Manalastas', sex: 'Female', birthdate: '1993-12-12', city: 'Olongapo City', mobileNumber: '09171234535', batch: 16, stage: 4 }),
  p('jomar.evangelista@tribe.test', ['member'], { firstName: 'Jomar', lastName: 'Evangelista', sex: 'Male', birthdate: '1991-09-19', city: 'Puerto Princesa', mobileNumber: '09171234536', batch: 15, stage: 3 }),
]

export const cast: Person[] = [...demoCast, ...staffCast, ...memberCast]

/** Name lists the scale seed draws from (server-side, by index). */
export const FIRST_NAMES = [
  'Juan', 'Maria', 'Jose', 'Ana', 'Mark', 'Kristine', 'John Paul', 'Mary Grace', 'Christian', 'Angelica',
  'Joshua', 'Jasmine', 'Rommel', 'Lorna', 'Jericho', 'Camille', 'Aldrin', 'Rhea', 'Noel', 'Cherry',
  'Marvin', 'Janelle', 'Ramil', 'Divina', 'Paolo', 'Trisha', 'Renato', 'Shiela', 'Elmer', 'Joy',
]
export const LAST_NAMES = [
  'Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia', 'Mendoza', 'Torres', 'Tomas', 'Andrada',
  'Castillo', 'Flores', 'Villanueva', 'Ramos', 'Castro', 'Rivera', 'Aquino', 'Navarro', 'Salazar', 'Mercado',
  'dela Cruz', 'de Guzman', 'Manalo', 'Pascual', 'Soriano', 'Dizon', 'Lim', 'Tan', 'Gonzales', 'Fernandez',
]
export const CITIES = [
  'Quezon City', 'Manila', 'Caloocan City', 'Davao City', 'Cebu City', 'Zamboanga City', 'Taguig City',
  'Antipolo City', 'Pasig City', 'Cagayan de Oro', 'Parañaque City', 'Dasmariñas', 'Valenzuela City',
  'Bacoor', 'General Santos City', 'Las Piñas City', 'Makati City', 'Bacolod City', 'Iloilo City', 'Baguio City',
]

export function slugOf(person: Pick<Person, 'firstName' | 'lastName' | 'email'>): string {
  return person.email.split('@')[0].toLowerCase().replace(/[^a-z0-9]+/g, '-')
}

// Rows and files the upload tests start from: an uploader (an admin acting as the Admin level,
// which holds every flag), a batch, a group, access levels, a funnel and payment term; workbooks
// built from the templates. importerWorld adds importers who are not admins.
import { eq } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'
import { ALL_PAGE_FLAGS, FUNCTION_FLAGS, type FunctionFlag, type PageFlag } from '../../../../common/permissions'
import type { UploadKind, UploadMode } from '../../../../common/validation/uploads'
import { accessLevels, batches, funnels, groups, paymentTerms, products, uploadJobs } from '../../../../db/schema'
import { db } from '../../lib/db'
import { templateCsv, templateXlsx, TEMPLATES } from '../../lib/spreadsheets'
import { createUser } from '../../test/factories'
import { currentUserFor } from '../../test/scenario'
import { createUploadJob } from './jobs'
import { runQueuedUploadJobs } from './queue'

export async function importWorld() {
  const admin = await createUser({
    email: 'uploader@example.com',
    firstName: 'Ula',
    lastName: 'Uploader',
    roles: ['admin'],
    accessLevels: [{ name: 'tribe-team-ro', pageAccess: flagMap(ALL_PAGE_FLAGS), functionAccess: flagMap(FUNCTION_FLAGS) }],
  })
  await db.insert(accessLevels).values({ name: 'member', label: 'Member' }).onConflictDoNothing()
  const [batch] = await db.insert(batches).values({ name: 'Batch 17', number: 17, launchFrom: '2026-01-01', launchTo: '2026-01-31' }).returning()
  const [group] = await db.insert(groups).values({ name: 'Makati Tribe' }).returning()
  const [product] = await db.insert(products).values({ name: 'Freelancing Course', priceCentavos: 100_000 }).returning()
  const [funnel] = await db
    .insert(funnels)
    .values({ id: 'funnel-annual', productId: product.id, name: 'Annual', slug: 'annual', priceCentavos: 100_000, validityByDays: 365 })
    .returning()
  await db.insert(paymentTerms).values({ id: 'one-time', name: 'One-time' }).onConflictDoNothing()
  return { admin, uploader: await currentUserFor(admin.id), batch, group, funnel }
}

const flagMap = (flags: readonly string[]) => Object.fromEntries(flags.map((flag) => [flag, true]))

/**
 * importWorld, plus staff who are not admins, each acting as a level of its own that holds
 * uploadContents and the flags named: `clerk` exactly uploadContents, `editor` also editUser,
 * `enroller` also user_create and editUser (but not user_enroll/unenroll); an admin account
 * (Tribe ID T-BOSS), a member holding a flag the importers lack (T-FINANCE), a plain member
 * (T-PLAIN) and the member level.
 */
export async function importerWorld() {
  const world = await importWorld()
  const staff = async (name: string, email: string, pages: PageFlag[] = [], functions: FunctionFlag[] = []) => {
    const user = await createUser({
      email,
      firstName: 'Juan',
      lastName: 'Dela Cruz',
      accessLevels: [{ name, pageAccess: flagMap(['uploadContents', ...pages]), functionAccess: flagMap(functions) }],
    })
    return { user, current: await currentUserFor(user.id, { role: name }) }
  }
  const clerk = await staff('upload-clerk', 'clerk@example.com')
  const editor = await staff('upload-editor', 'editor@example.com', ['editUser'])
  const enroller = await staff('upload-enroller', 'enroller@example.com', ['editUser'], ['user_create'])
  const boss = await createUser({ email: 'boss@example.com', tribeId: 'T-BOSS', firstName: 'Bea', lastName: 'Boss', roles: ['admin'] })
  const finance = await createUser({
    email: 'finance@example.com',
    tribeId: 'T-FINANCE',
    accessLevels: [{ name: 'finance-desk', pageAccess: { payment: true } }],
  })
  const plain = await createUser({ email: 'plain@example.com', tribeId: 'T-PLAIN', firstName: 'Pia', lastName: 'Plain' })
  return { ...world, clerk, editor, enroller, boss, finance, plain }
}

/** A workbook of `kind` with these rows per sheet (cells in the template's column order). */
export const xlsxFile = async (kind: UploadKind, rows: Record<string, string[][]>, fileName = `${kind}.xlsx`) => ({
  fileName,
  bytes: await templateXlsx(kind, rows),
})

/** One sheet of `kind` as a .csv file. */
export function csvFile(kind: UploadKind, sheetName: string, rows: string[][]) {
  const sheet = TEMPLATES[kind].find((s) => s.name === sheetName)
  if (!sheet) throw new Error(`no sheet ${sheetName}`)
  return { fileName: sheet.csvName, bytes: templateCsv(sheet, rows) }
}

/** Uploads and runs the job to its end; answers the finished job row. */
export async function runUpload(
  user: CurrentUser,
  kind: UploadKind,
  files: { fileName: string; bytes: Buffer }[],
  options: { mode?: UploadMode; dryRun?: boolean } = {},
) {
  const job = await createUploadJob({ user, kind, mode: options.mode ?? 'upsert', dryRun: options.dryRun ?? false, files })
  await runQueuedUploadJobs()
  const [done] = await db.select().from(uploadJobs).where(eq(uploadJobs.id, job.id))
  return done
}

/** A Members sheet row: Tribe ID, Email, Batch, First, Middle, Last, Suffix, Birth Date, Facebook, Mobile, Sex, Group, Access Levels, Base Points, Subscription ID. */
export function memberRow(values: Partial<Record<string, string>> & { email: string }): string[] {
  return [
    values.tribeId ?? '',
    values.email,
    values.batch ?? '',
    values.firstName ?? 'Juan',
    values.middleName ?? '',
    values.lastName ?? 'Dela Cruz',
    values.suffix ?? '',
    values.birthDate ?? '',
    values.facebook ?? '',
    values.mobile ?? '',
    values.sex ?? '',
    values.group ?? '',
    values.accessLevels ?? '',
    values.basePoints ?? '',
    values.subscriptionId ?? '',
  ]
}

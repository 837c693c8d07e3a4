// Bulk import (/uploadContents; docs/product.md, "uploads"): the upload types, the templates'
// sheets and columns (exactly as named there), the endpoints (the product's API prefixes) and the messages a person sees. Shared by the API (api/src/lib/spreadsheets,
// api/src/services/uploads) and the page (web/src/components/Uploads).
import { z } from 'zod'
import { INVALID_MOBILE_MESSAGE, MOBILE_FORMATS } from '../mobile'

/** The page's "Upload type" filter (docs/product.md, "Lists and tables"). */
export const UPLOAD_KINDS = ['members', 'groups', 'courses'] as const
export type UploadKind = (typeof UPLOAD_KINDS)[number]
export const UPLOAD_KIND_LABELS: Record<UploadKind, string> = { members: 'Members', groups: 'Groups', courses: 'Courses' }

/** create refuses rows whose key exists, update rows whose key is missing, upsert takes either. */
export const UPLOAD_MODES = ['create', 'upsert', 'update'] as const
export type UploadMode = (typeof UPLOAD_MODES)[number]

/** The spec's API prefixes: which upload type and mode each one is. */
export const UPLOAD_ENDPOINTS = {
  '/api/upload-create-users': { kind: 'members', mode: 'create' },
  '/api/upload-upsert-users': { kind: 'members', mode: 'upsert' },
  '/api/upload-update-users': { kind: 'members', mode: 'update' },
  '/api/upload-create-groups': { kind: 'groups', mode: 'upsert' },
  '/api/upload-create-courses': { kind: 'courses', mode: 'upsert' },
} as const satisfies Record<string, { kind: UploadKind; mode: UploadMode }>
export type UploadEndpoint = keyof typeof UPLOAD_ENDPOINTS

/** The endpoint that takes `kind` in `mode` (groups and courses have one each). */
export function uploadEndpoint(kind: UploadKind, mode: UploadMode): UploadEndpoint {
  if (kind === 'groups') return '/api/upload-create-groups'
  if (kind === 'courses') return '/api/upload-create-courses'
  return `/api/upload-${mode}-users` as UploadEndpoint
}

/** Where the templates are downloaded: /api/uploads/templates/<file>. */
export const UPLOAD_TEMPLATES_URL = '/api/uploads/templates'

// The columns, exactly as docs/product.md, "uploads" names them.
export const MEMBER_COLUMNS = [
  'Tribe ID',
  'Email',
  'Batch',
  'First Name',
  'Middle Name',
  'Last Name',
  'Suffix',
  'Birth Date (mm/dd/yyyy)',
  'Facebook Profile',
  'Mobile Number',
  'Sex',
  'Group Name',
  'Access Levels',
  'Base Points',
  'Subscription ID',
] as const
export const SUBSCRIPTION_COLUMNS = ['Subscription ID', 'Created At (mm/dd/yyyy)', 'Unenrolled (true|false)', 'Funnel ID', 'Payment Term ID'] as const
export const SUBGROUP_COLUMNS = ['Subgroup ID', 'Name', 'Group ID'] as const
export const GROUP_COLUMNS = ['Group ID', 'Name'] as const
export const LESSON_COLUMNS = ['Lesson ID', 'Name', 'Short Description', 'Description', 'Unit ID'] as const
export const UNIT_COLUMNS = ['Unit ID', 'Name', 'Short Description', 'Description', 'Course ID'] as const
export const COURSE_COLUMNS = ['Course ID', 'Name', 'Short Description', 'Description', 'Author Tribe ID'] as const

export type UploadTemplateSheet = { name: string; csvName: string; columns: readonly string[]; required: boolean }

/** Each template's sheets in the spec's order; `required` sheets must be in an upload. */
export const UPLOAD_TEMPLATE_SHEETS: Record<UploadKind, readonly UploadTemplateSheet[]> = {
  members: [
    { name: 'Members', csvName: 'members.csv', columns: MEMBER_COLUMNS, required: true },
    { name: 'Subscription', csvName: 'members-subscriptions.csv', columns: SUBSCRIPTION_COLUMNS, required: false },
  ],
  groups: [
    { name: 'Subgroups', csvName: 'groups-subgroups.csv', columns: SUBGROUP_COLUMNS, required: false },
    { name: 'Groups', csvName: 'groups.csv', columns: GROUP_COLUMNS, required: false },
  ],
  courses: [
    { name: 'Lessons', csvName: 'courses-lessons.csv', columns: LESSON_COLUMNS, required: false },
    { name: 'Units', csvName: 'courses-units.csv', columns: UNIT_COLUMNS, required: false },
    { name: 'Courses', csvName: 'courses.csv', columns: COURSE_COLUMNS, required: false },
  ],
}

/** The XLSX template of `kind`: members.xlsx, groups.xlsx, courses.xlsx. */
export const templateXlsxName = (kind: UploadKind) => `${kind}.xlsx`

/** Extensions an import takes: one .xlsx workbook, or one .csv per sheet. */
export const UPLOAD_IMPORT_EXTENSIONS = ['.xlsx', '.csv'] as const

/** The most rows one file may carry (all sheets together). */
export const UPLOAD_MAX_ROWS = 100_000

/** The form fields an import endpoint takes besides the file(s). */
export const uploadFormSchema = z.object({
  dryRun: z
    .enum(['true', 'false', '1', '0', 'on'], { message: 'dryRun must be true or false' })
    .optional()
    .transform((value) => value === undefined || value === 'true' || value === '1' || value === 'on'),
})

export const uploadMessages = {
  noFile: 'Choose the filled-in template (.xlsx, or one .csv per sheet) to upload.',
  wrongType: (name: string) => `${name} is not an .xlsx or .csv file: download a template and save it as .xlsx or .csv.`,
  mixed: 'Upload either one .xlsx workbook or .csv files, not both.',
  oneWorkbook: 'Upload one .xlsx workbook at a time.',
  unreadable: (name: string) => `${name} could not be read as a spreadsheet: save it again as .xlsx or .csv from the template.`,
  unknownCsv: (name: string, kind: string) =>
    `${name} does not have the columns of any ${kind} template sheet: start from the downloaded template and keep its header row.`,
  sameSheetTwice: (sheet: string) => `Two of the files are the ${sheet} sheet: upload each sheet once.`,
  missingSheet: (sheet: string) => `The ${sheet} sheet is missing: download the template and keep its sheets.`,
  missingColumn: (column: string, sheet: string) =>
    `Column "${column}" is missing from the ${sheet} sheet: download the template and keep its header row.`,
  empty: 'The file has no rows to import: fill in the template below its header row.',
  tooManyRows: (max: number) => `The file has more than ${max.toLocaleString('en-PH')} rows: split it into smaller files.`,
  required: (column: string) => `${column} is required.`,
  tooLong: (column: string, max: number) => `${column} is longer than ${max} characters.`,
  badEmail: (value: string) => `"${value}" is not a valid e-mail address.`,
  badDate: (value: string) => `"${value}" is not a date: write it as mm/dd/yyyy (e.g. 01/31/1990).`,
  futureDate: (value: string) => `"${value}" is in the future.`,
  badMobile: (value: string) => `${INVALID_MOBILE_MESSAGE} "${value}" is not a mobile number: use ${MOBILE_FORMATS}.`,
  badSex: (value: string) => `"${value}" is not a sex the profile takes: write Male or Female.`,
  badBoolean: (value: string) => `"${value}" is not true or false.`,
  badPoints: (value: string) => `"${value}" is not a whole number of points (0 or more).`,
  duplicateInFile: (column: string, value: string, row: number) => `${column} "${value}" is also on row ${row} of this sheet: each may appear once.`,
  unknownBatch: (value: string) => `Unknown batch "${value}": use the name or number of a batch listed on /batches.`,
  unknownGroup: (value: string) => `Unknown group "${value}": use the name of a group listed on /groups.`,
  unknownAccessLevel: (value: string) => `Unknown access level "${value}": use access level names listed on /access-levels, separated by commas.`,
  unknownFunnel: (value: string) => `Unknown funnel "${value}": use the ID of an existing funnel.`,
  unknownPaymentTerm: (value: string) => `Unknown payment term "${value}": use the ID of a payment term listed on /payment-terms (e.g. one-time).`,
  unknownSubscription: (value: string) =>
    `Subscription ID "${value}" is neither on the Subscription sheet nor already imported: add it to the Subscription sheet.`,
  subscriptionUnused: (value: string) => `Subscription ID "${value}" is not used by any row of the Members sheet: put it in a member's Subscription ID column.`,
  subscriptionOtherMember: (value: string) => `Subscription ID "${value}" already belongs to another member.`,
  memberExists: (email: string) => `A member with e-mail or Tribe ID of "${email}" already exists: use update or upsert to change existing members.`,
  memberMissing: (email: string) => `No member has e-mail "${email}" or this Tribe ID: use create or upsert to add new members.`,
  tribeIdTaken: (tribeId: string, email: string) => `Tribe ID "${tribeId}" belongs to another member (${email}).`,
  emailTaken: (email: string) => `E-mail "${email}" belongs to another member than this row's Tribe ID.`,
  unknownGroupId: (value: string) => `Group ID "${value}" is neither on the Groups sheet nor already imported.`,
  groupNameTaken: (name: string) => `A group named "${name}" already exists with another Group ID.`,
  subgroupNameTaken: (name: string) => `The group already has a subgroup named "${name}" with another Subgroup ID.`,
  unknownCourseId: (value: string) => `Course ID "${value}" is neither on the Courses sheet nor already imported.`,
  unknownUnitId: (value: string) => `Unit ID "${value}" is neither on the Units sheet nor already imported.`,
  unknownAuthor: (value: string) => `No member has Tribe ID "${value}".`,
  moreProblems: (count: number) => `… and ${count.toLocaleString('en-PH')} more problems not listed: fix the ones above and preview again.`,
  jobNotFound: 'Upload not found',
  notPreview: 'Only a preview without problems can be imported: upload the file again.',
  previewHasProblems: 'The preview found problems: fix them in the file and upload it again.',
  previewNotDone: 'The preview has not finished yet.',
  fileGone: 'The uploaded file is no longer stored: upload it again.',
}

/** Sex values the profile takes (common/validation/profiles.ts). */
export const IMPORT_SEX_VALUES = ['Male', 'Female'] as const

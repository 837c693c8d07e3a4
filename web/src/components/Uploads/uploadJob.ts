// What the bulk import page says about a job (docs/imports.md): its status in words, how far it
// got, whether its preview may be imported, and the files a person may pick.
import { UPLOAD_LIMIT_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from '@common/files'
import {
  UPLOAD_KINDS,
  UPLOAD_TEMPLATES_URL,
  uploadMessages,
  type UploadKind,
} from '@common/validation/uploads'
import type { BadgeTone } from '@/components/ui/Badge/Badge'

export type JobSummary = {
  status: string
  dryRun: boolean
  totalRows: number
  processedRows: number
  createdRows: number
  updatedRows: number
  failedRows: number
  errors: readonly unknown[]
}

/** members, groups or courses from ?type= (members otherwise). */
export function parseUploadKind(raw: string | null | undefined): UploadKind {
  return (UPLOAD_KINDS as readonly string[]).includes(raw ?? '') ? (raw as UploadKind) : 'members'
}

export const isFinished = (job: Pick<JobSummary, 'status'>) => job.status === 'succeeded' || job.status === 'failed' || job.status === 'cancelled'

/** The status badge: its words and tone. */
export function statusBadge(job: Pick<JobSummary, 'status' | 'dryRun' | 'errors'>): { label: string; tone: BadgeTone } {
  switch (job.status) {
    case 'queued':
      return { label: 'Waiting to start', tone: 'outline' }
    case 'running':
      return { label: job.dryRun ? 'Checking rows' : 'Importing', tone: 'info' }
    case 'succeeded':
      if (job.dryRun) return job.errors.length ? { label: 'Problems found', tone: 'error' } : { label: 'Ready to import', tone: 'success' }
      return { label: 'Imported', tone: 'success' }
    case 'cancelled':
      return { label: 'Cancelled', tone: 'outline' }
    default:
      return { label: job.dryRun ? 'Preview failed' : 'Not imported', tone: 'error' }
  }
}

/** 0..1 of the rows checked (a finished job is complete). */
export function progressFraction(job: Pick<JobSummary, 'status' | 'totalRows' | 'processedRows'>): number {
  if (isFinished(job)) return 1
  if (!job.totalRows) return 0
  return Math.min(1, job.processedRows / job.totalRows)
}

/** True for a finished preview without a problem: its file may be imported. */
export const canImport = (job: Pick<JobSummary, 'status' | 'dryRun' | 'errors' | 'failedRows'>) =>
  job.dryRun && job.status === 'succeeded' && job.errors.length === 0 && job.failedRows === 0

/** Rows read but neither added nor changed (already imported as they are). */
export const unchangedRows = (job: Pick<JobSummary, 'processedRows' | 'createdRows' | 'updatedRows' | 'failedRows'>) =>
  Math.max(0, job.processedRows - job.createdRows - job.updatedRows - job.failedRows)

/** Why the picked files cannot be uploaded, or null: none, too large (over 10 MB together), not .xlsx/.csv, mixed. */
export function filesProblem(files: readonly Pick<File, 'name' | 'size'>[]): string | null {
  if (!files.length) return uploadMessages.noFile
  if (files.reduce((sum, file) => sum + file.size, 0) > UPLOAD_LIMIT_BYTES) return UPLOAD_TOO_LARGE_MESSAGE
  const bad = files.find((file) => !/\.(xlsx|csv)$/i.test(file.name))
  if (bad) return uploadMessages.wrongType(bad.name)
  const xlsx = files.filter((file) => /\.xlsx$/i.test(file.name)).length
  if (xlsx && xlsx !== files.length) return uploadMessages.mixed
  if (xlsx > 1) return uploadMessages.oneWorkbook
  if (files.length > 3) return 'Upload at most 3 files: one .xlsx workbook, or one .csv per sheet.'
  return null
}

/** The download address of a template file, with the acting role (a link cannot send the header). */
export function templateUrl(fileName: string, roleId: string | null | undefined): string {
  return `${UPLOAD_TEMPLATES_URL}/${encodeURIComponent(fileName)}${roleId ? `?as=${encodeURIComponent(roleId)}` : ''}`
}

// The bulk import templates (docs/product.md, "uploads"): one workbook per upload
// type, its sheets and their columns EXACTLY as the product names them. A CSV carries one sheet, so
// each sheet is also offered as its own CSV (members.csv, members-subscriptions.csv ...).
import { UPLOAD_TEMPLATE_SHEETS, type UploadKind } from '../../../../common/validation/uploads'

export type TemplateSheet = { name: string; csvName: string; columns: readonly string[]; required: boolean }

/** Every template's sheets, in the spec's order. */
export const TEMPLATES: Record<UploadKind, readonly TemplateSheet[]> = UPLOAD_TEMPLATE_SHEETS

/** The sheet of `kind` whose columns `header` carries (a CSV names no sheet): the best match, or null. */
export function sheetForHeader(kind: UploadKind, header: readonly string[]): TemplateSheet | null {
  const names = new Set(header.map(normalizeHeader))
  let best: TemplateSheet | null = null
  let bestScore = 0
  for (const sheet of TEMPLATES[kind]) {
    const score = sheet.columns.filter((column) => names.has(normalizeHeader(column))).length / sheet.columns.length
    if (score > bestScore) {
      best = sheet
      bestScore = score
    }
  }
  return bestScore >= 0.5 ? best : null
}

/** Headers compared without case or extra spaces ('birth date (mm/dd/yyyy)' = 'Birth Date (mm/dd/yyyy)'). */
export function normalizeHeader(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase()
}

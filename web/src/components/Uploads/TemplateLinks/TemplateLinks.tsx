// The templates of the chosen upload type: the XLSX workbook (every sheet) and one CSV per sheet,
// since a CSV file carries one sheet only.
import { UPLOAD_TEMPLATE_SHEETS, templateXlsxName, type UploadKind } from '@common/validation/uploads'
import { getActiveRoleId } from '@/lib/currentRole'
import { templateUrl } from '../uploadJob'

export function TemplateLinks({ kind }: { kind: UploadKind }) {
  const role = getActiveRoleId()
  const sheets = UPLOAD_TEMPLATE_SHEETS[kind]
  const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline'
  return (
    <section aria-labelledby="templates-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="templates-heading" className="text-base font-semibold text-slate-900">
        Templates
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Fill in a template and keep its header row. The workbook has every sheet ({sheets.map((s) => s.name).join(', ')}). A CSV file
        carries one sheet only: download one CSV per sheet and upload them together.
      </p>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <li>
          <a className={linkClass} href={templateUrl(templateXlsxName(kind), role)} download>
            {templateXlsxName(kind)}
          </a>
          <span className="text-slate-500"> (all sheets)</span>
        </li>
        {sheets.map((sheet) => (
          <li key={sheet.csvName}>
            <a className={linkClass} href={templateUrl(sheet.csvName, role)} download>
              {sheet.csvName}
            </a>
            <span className="text-slate-500"> ({sheet.name} sheet)</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

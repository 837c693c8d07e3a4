// A list's or report's two download links, CSV and XLSX, as plain downloads: the browser shows its
// own progress while the file streams (the server's spreadsheetDownload.ts serves both).
import { buttonClassName } from '@/components/ui/Button/Button'

export function ExportLinks({ urlOf }: { urlOf: (format: 'csv' | 'xlsx') => string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <a href={urlOf('csv')} download className={buttonClassName('secondary', 'md')}>
        Export CSV
      </a>
      <a href={urlOf('xlsx')} download className={buttonClassName('secondary', 'md')}>
        Export XLSX
      </a>
    </div>
  )
}

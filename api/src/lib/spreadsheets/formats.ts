// The content types of the two spreadsheet formats, for imports and exports alike.
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8'

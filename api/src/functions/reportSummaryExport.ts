// GET /api/report-summary-export?format=csv|xlsx&period=&year=&month=&from=&to=: the summary of a
// period as a download (services/reports/reportSummaryExport.ts), served as every spreadsheet
// download is (spreadsheetDownload.ts); the acting level needs the page flag reportSummary.
import type { FastifyInstance } from 'fastify'
import { exportReportSummary } from '../services/reports/reportSummaryExport'
import { periodArgs } from './reportQuery'
import { spreadsheetDownload } from './spreadsheetDownload'

export default async function reportSummaryExportFunction(app: FastifyInstance) {
  spreadsheetDownload(app, '/api/report-summary-export', 'report summary', (user, format, query) => exportReportSummary(user, format, periodArgs(query)))
}

// GET /api/info-logs-export?format=csv|xlsx&actor=&subject=&action=&from=&to=: the info logs
// report's filtered list as a download (services/reports/infoLogsExport.ts), served as every
// spreadsheet download is (spreadsheetDownload.ts); the acting level's page flag infoLogsReport is required.
import type { FastifyInstance } from 'fastify'
import { exportInfoLogs } from '../services/reports/infoLogsExport'
import { spreadsheetDownload } from './spreadsheetDownload'

export default async function infoLogsExportFunction(app: FastifyInstance) {
  spreadsheetDownload(app, '/api/info-logs-export', 'info logs', (user, format, { actor, subject, action, from, to }) =>
    exportInfoLogs(user, format, { actor, subject, action, from, to }),
  )
}

// GET /api/community-report-export?format=csv|xlsx&batchId=&groupId=&stageId=&range=&status=: the
// community report's members list as a download (services/reports/communityReportExport.ts), served
// as every spreadsheet download is (spreadsheetDownload.ts); the acting level needs the page flag communityReport.
import type { FastifyInstance } from 'fastify'
import { exportCommunityReport } from '../services/reports/communityReportExport'
import { spreadsheetDownload } from './spreadsheetDownload'

/** '12' -> 12; blank -> null; anything else stays text, for the schema to refuse in its own words. */
const idParam = (value: string | undefined) => (!value ? null : /^\d+$/.test(value) ? Number(value) : value)

export default async function communityReportExportFunction(app: FastifyInstance) {
  spreadsheetDownload(app, '/api/community-report-export', 'community report', (user, format, query) =>
    exportCommunityReport(user, format, {
      batchId: idParam(query.batchId),
      groupId: idParam(query.groupId),
      stageId: idParam(query.stageId),
      range: query.range || null,
      status: query.status || null,
    }),
  )
}

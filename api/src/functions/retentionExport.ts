// GET /api/retention-export?format=csv|xlsx&bucket=&batchId=&search=: the renewal worklist as a
// download (services/retention/retentionExport.ts), served as every spreadsheet download is
// (spreadsheetDownload.ts); the acting level needs the page flag retention, and decides whose members are exported.
import type { FastifyInstance } from 'fastify'
import { exportRetention } from '../services/retention/retentionExport'
import { spreadsheetDownload } from './spreadsheetDownload'

export default async function retentionExportFunction(app: FastifyInstance) {
  spreadsheetDownload(app, '/api/retention-export', 'retention', (user, format, { bucket, batchId, search }) =>
    exportRetention(user, format, { bucket: bucket || null, batchId: batchId ? Number(batchId) : null, search: search || null }),
  )
}

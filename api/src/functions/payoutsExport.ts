// GET /api/payouts-export?format=csv|xlsx[&ids=1,2]: the payouts for the bank or GCash batch (the
// unpaid ones unless ids names some), thin over services/affiliates/payouts.ts exportPayouts, served
// as every spreadsheet download is (spreadsheetDownload.ts); the acting level needs the page flag affiliates.
import type { FastifyInstance } from 'fastify'
import { UserInputError } from '../lib/errors'
import { exportPayouts } from '../services/affiliates/payouts'
import { spreadsheetDownload } from './spreadsheetDownload'

export default async function payoutsExportFunction(app: FastifyInstance) {
  spreadsheetDownload(app, '/api/payouts-export', 'payouts', async (user, format, query) => {
    const ids = query.ids === undefined ? null : query.ids.split(',').filter(Boolean).map(Number)
    if (ids && (ids.length > 1000 || ids.some((id) => !Number.isSafeInteger(id) || id < 1))) throw new UserInputError('ids must be payout ids separated by commas')
    return exportPayouts(user, format, ids)
  })
}

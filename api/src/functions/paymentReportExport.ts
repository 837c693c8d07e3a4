// GET /api/payment-report-export?format=csv|xlsx&period=&year=&month=&from=&to=&productId=&funnelId=
// &paymentPlatform=&status=&agingBucket=: the payment report's bills as a download
// (services/reports/paymentReportExport.ts), served as every spreadsheet download is
// (spreadsheetDownload.ts); the acting level needs the page flag paymentReport.
import type { FastifyInstance } from 'fastify'
import { exportPaymentReport } from '../services/reports/paymentReportExport'
import type { BillsArgs } from '../services/reports/paymentReportBills'
import { periodArgs, whole } from './reportQuery'
import { spreadsheetDownload, type DownloadQuery } from './spreadsheetDownload'

/** The page's query string as the bills' arguments. */
export function billsArgs(query: DownloadQuery): BillsArgs {
  return {
    period: periodArgs(query),
    productId: whole(query.productId, 'productId'),
    funnelId: query.funnelId || null,
    paymentPlatform: query.paymentPlatform || null,
    status: query.status || null,
    agingBucket: query.agingBucket || null,
  }
}

export default async function paymentReportExportFunction(app: FastifyInstance) {
  spreadsheetDownload(app, '/api/payment-report-export', 'payment report', (user, format, query) => exportPaymentReport(user, format, billsArgs(query)))
}

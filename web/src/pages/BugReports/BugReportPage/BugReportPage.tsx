// /bug-report?pageUrl=...: the bug report form, then (signed out) where the team will reply.
import { useState } from 'react'
import { BugReportForm } from '@/components/BugReports/BugReportForm/BugReportForm'
import { BugReportSent } from '@/components/BugReports/BugReportSent/BugReportSent'

export default function BugReportPage({ pageUrl = '' }: { pageUrl?: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null)
  if (sentTo) return <BugReportSent contactEmail={sentTo} />
  return <BugReportForm pageUrl={pageUrl} onSent={setSentTo} />
}

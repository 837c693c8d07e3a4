// /account (account): "Billing and Subscriptions", the signed-in member's subscriptions and bills
// (issue 11). ?q=billings opens the Billing tab.
import { ACCOUNT_TITLE, AccountCell, useRefreshDues } from '@/components/Billing/AccountCell/AccountCell'
import { PageHeader, PageShell } from '@/components/ui/PageShell/PageShell'

export default function AccountPage() {
  useRefreshDues()
  return (
    <PageShell>
      <PageHeader title={ACCOUNT_TITLE} description="Your subscriptions, bills and payments." />
      <AccountCell />
    </PageShell>
  )
}

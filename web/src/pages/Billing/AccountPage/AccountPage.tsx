// /account (account): "Billing and Subscriptions", the signed-in member's subscriptions and bills
// (docs/product.md, "billing"). ?q=billings opens the Billing tab.
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

// /checkout/test-provider/{sessionId}: the built-in test provider's hosted page (docs/payments.md).
// It stands where PayMongo's page would: Pay and Fail post to the server, which signs the provider's
// event and delivers it through the same webhook as a real provider. No money moves; a production
// server refuses the test provider unless ALLOW_TEST_PAYMENTS says otherwise.
import { gql } from '@apollo/client'
import { Link, navigate } from '@redwoodjs/router'
import { useState } from 'react'
import { API_BASE } from '@/auth'
import { createCell } from '@/lib/cell'
import { formatPeso } from '@/lib/format'
import { notifyError, notifySuccess } from '@/lib/toast'
import type { TestProviderSessionQuery, TestProviderSessionQueryVariables } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { Button, buttonClassName } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'

export const QUERY = gql`
  query TestProviderSession($id: String!) {
    checkoutSession(id: $id) {
      id
      provider
      status
      amount
      description
      returnPath
      cancelPath
    }
  }
`

export const PAYMENT_RECEIVED = 'Payment received. Thank you!'
export const PAYMENT_FAILED = 'The payment failed. Nothing was charged.'

type Session = NonNullable<TestProviderSessionQuery['checkoutSession']>

/** Presses the provider's button: POST /api/payments/test-provider/{id} { outcome }. */
async function sendOutcome(id: string, outcome: 'paid' | 'failed'): Promise<string> {
  const response = await fetch(`${API_BASE}/payments/test-provider/${encodeURIComponent(id)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
    credentials: 'same-origin',
  })
  const body = (await response.json().catch(() => ({}))) as { outcome?: string; error?: string; message?: string }
  if (!response.ok) throw new Error(body.message ?? body.error ?? `The test provider answered HTTP ${response.status}`)
  return body.outcome ?? ''
}

function TestProviderCheckout({ session, refetch }: { session: Session; refetch: () => Promise<unknown> }) {
  const [pressed, setPressed] = useState<'paid' | 'failed' | null>(null)
  const press = async (outcome: 'paid' | 'failed') => {
    setPressed(outcome)
    try {
      await sendOutcome(session.id, outcome)
      await refetch()
      if (outcome === 'paid') {
        notifySuccess(PAYMENT_RECEIVED)
        navigate(session.returnPath)
      }
    } catch (error) {
      notifyError(error)
    } finally {
      setPressed(null)
    }
  }

  return (
    <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-slate-900">Test payment</h1>
        <Badge tone="warning">Test mode</Badge>
      </div>
      <p className="mt-2 text-sm text-slate-500">This is the built-in test provider: no money moves. Pay completes the payment, Fail declines it.</p>
      <dl className="mt-6 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">For</dt>
          <dd className="text-right font-medium text-slate-900">{session.description}</dd>
        </div>
        <div className="flex justify-between gap-4 text-base">
          <dt className="text-slate-600">Amount</dt>
          <dd className="font-semibold text-slate-900">{formatPeso(session.amount)}</dd>
        </div>
      </dl>
      {session.status === 'pending' && (
        <div className="mt-6 grid grid-cols-2 gap-3">
          <Button type="button" variant="secondary" onClick={() => press('failed')} loading={pressed === 'failed'} disabled={pressed !== null}>
            Fail
          </Button>
          <Button type="button" onClick={() => press('paid')} loading={pressed === 'paid'} disabled={pressed !== null}>
            Pay
          </Button>
        </div>
      )}
      {session.status === 'failed' && (
        <div className="mt-6 space-y-3">
          <p role="alert" className="text-sm text-red-600">
            {PAYMENT_FAILED}
          </p>
          <Link to={session.cancelPath} className={buttonClassName('primary', 'md', 'w-full')}>
            Try again
          </Link>
        </div>
      )}
      {session.status === 'paid' && (
        <div className="mt-6 space-y-3">
          <p className="text-sm text-emerald-700">This payment is complete.</p>
          <Link to={session.returnPath} className={buttonClassName('primary', 'md', 'w-full')}>
            Continue
          </Link>
        </div>
      )}
      {session.status === 'expired' && <p className="mt-6 text-sm text-slate-600">This payment expired. Start again from the offer or your billing page.</p>}
      {session.status === 'pending' && (
        <Link to={session.cancelPath} className="mt-4 block text-center text-sm text-slate-500 underline">
          Cancel and go back
        </Link>
      )}
    </div>
  )
}

export const TestProviderCell = createCell<TestProviderSessionQueryVariables, TestProviderSessionQuery>({
  QUERY,
  Empty: () => <EmptyState title="Checkout not found" description="This payment does not exist, or it is someone else's." />,
  Success: ({ checkoutSession, refetch }) => <TestProviderCheckout session={checkoutSession!} refetch={refetch} />,
  displayName: 'TestProviderCell',
})

export default TestProviderCell

// Invites a non-member to join: what members get, and the membership gate dialog with the
// waitlist link from the settings. The dialog loads when asked for: the signed-in home is a
// first screen with a size budget (docs/benchmarks.md), and most visitors never open it.
import { lazy, Suspense, useState } from 'react'
import { Button } from '@/components/ui/Button/Button'

const MembershipGateDialog = lazy(() => import('../MembershipGate/MembershipGateDialog').then((module) => ({ default: module.MembershipGateDialog })))

export function HomeJoinPrompt() {
  const [gateOpen, setGateOpen] = useState(false)
  const [asked, setAsked] = useState(false)
  return (
    <section className="mt-6 flex flex-col items-start gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:flex-row sm:items-center">
      <div className="flex-1">
        <h2 className="font-semibold text-slate-900">Become a member</h2>
        <p className="mt-1 text-sm text-slate-600">Members get the full courses, live events, stages and their group.</p>
      </div>
      <Button
        onClick={() => {
          setAsked(true)
          setGateOpen(true)
        }}
      >
        See how to join
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <MembershipGateDialog open={gateOpen} onClose={() => setGateOpen(false)} />
        </Suspense>
      )}
    </section>
  )
}

export default HomeJoinPrompt

// Invites a non-member to join: what members get, and the waitlist dialog.
import { useState } from 'react'
import { Button } from '../../ui/Button/Button'
import { MembershipGateDialog } from '../MembershipGateDialog/MembershipGateDialog'

export function JoinPrompt() {
  const [gateOpen, setGateOpen] = useState(false)
  return (
    <section className="mt-6 flex flex-col items-start gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:flex-row sm:items-center">
      <div className="flex-1">
        <h2 className="font-semibold text-slate-900">Become a member</h2>
        <p className="mt-1 text-sm text-slate-600">Members get the full courses, live events, stages and their group.</p>
      </div>
      <Button onClick={() => setGateOpen(true)}>See how to join</Button>
      <MembershipGateDialog open={gateOpen} onClose={() => setGateOpen(false)} />
    </section>
  )
}

// The membership gate (docs/product.md, "Banners and dialogs"): a non-member who opens member content (my courses,
// a course, a lesson, my events, my resources) gets the dialog saying the content is exclusive and
// enrolment opens soon, with the waitlist link the `waitlist-link` default setting names. The
// member content itself is not loaded for them: the server would answer nothing anyway.
import { useState, type ReactNode } from 'react'
import { useCurrentRole } from '@/components/ui/CurrentRoleProvider/CurrentRoleProvider'
import { EmptyCard } from '@/components/ui/EmptyState/EmptyCard'
import { MembershipGateDialog } from './MembershipGateDialog'

/** What a non-member sees in place of member content: the dialog (open on arrival) over a short note. */
export function MembersOnly() {
  const [open, setOpen] = useState(true)
  return (
    <>
      <EmptyCard
        title="Exclusive to members"
        description="Courses, lessons, live events and resources are for Tribe members. Enrollment opens soon."
        action={{ label: 'How to join', onClick: () => setOpen(true) }}
      />
      <MembershipGateDialog open={open} onClose={() => setOpen(false)} />
    </>
  )
}

/** Renders the member content, or for a non-member the gate instead. */
export function MembershipGate({ children }: { children: ReactNode }) {
  const role = useCurrentRole()
  // Until the role is known (the first moment after sign-in) show nothing rather than a flash of either.
  if (!role.id) return null
  if (role.id === 'non-member') return <MembersOnly />
  return <>{children}</>
}

export default MembershipGate

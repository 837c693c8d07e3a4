// Shown to non-members who open member-only content.
import { buttonClassName } from '../../ui/Button/Button'
import { Modal } from '../../ui/Modal/Modal'

/** Where non-members join the waitlist (configurable per deployment; the enrolment page otherwise). */
export const WAITLIST_URL: string = import.meta.env.VITE_WAITLIST_URL || '/enroll'

export function MembershipGateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="This content is for members"
      footer={
        <a href={WAITLIST_URL} className={buttonClassName('primary')}>
          Join the Waitlist
        </a>
      }
    >
      <div className="space-y-3 text-slate-700">
        <p>This content is exclusive to Tribe members.</p>
        <p>Enrollment opens soon. Join the waitlist and we will let you know as soon as you can sign up.</p>
      </div>
    </Modal>
  )
}

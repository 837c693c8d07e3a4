// The dialog itself (loaded lazily by JourneyFormGate): it cannot be closed; its one action is the
// Journey Form (/form/journey-form, route viewForm).
import { Link, routes } from '@redwoodjs/router'
import { JOURNEY_FORM_SLUG } from '@common/validation/forms'
import { buttonClassName } from '@/components/ui/Button/Button'
import { Modal } from '@/components/ui/Modal/Modal'

export const JOURNEY_FORM_DIALOG_TITLE = 'Complete your Journey Form'

export default function JourneyFormDialog() {
  return (
    <Modal
      open
      preventClose
      title={JOURNEY_FORM_DIALOG_TITLE}
      footer={
        <Link to={routes.viewForm({ slug: JOURNEY_FORM_SLUG })} className={buttonClassName('primary', 'md')}>
          Go to the Journey Form
        </Link>
      }
    >
      <div className="space-y-3 text-slate-700">
        <p>Before you continue, tell us where you are in your freelancing journey.</p>
        <p>Your coaches use your answers to guide you through the stages. It takes about five minutes.</p>
      </div>
    </Modal>
  )
}

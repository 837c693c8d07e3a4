// "Delete ..." with a confirmation: the groups back office's deletes (a sub-group, an accountability
// group, a challenge group) all ask first, saying what happens to the members, as deleting a group
// does. The dialog stays open while the delete runs and closes once it is done.
import { useState, type ReactNode } from 'react'
import { Button } from '../Button/Button'
import { Modal } from '../Modal/Modal'

type Props = {
  /** The button's words, e.g. "Delete sub-group". */
  label: string
  /** The dialog's title, e.g. "Delete North?". */
  title: string
  /** What deleting does (to the members above all). */
  children: ReactNode
  /** Runs the delete; resolves true when done (the dialog closes), false to keep it open. */
  onConfirm: () => Promise<boolean>
  size?: 'sm' | 'md'
}

export function ConfirmDelete({ label, title, children, onConfirm, size }: Props) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    try {
      if (await onConfirm()) setOpen(false)
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Button variant="danger" size={size} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        preventClose={busy}
        title={title}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" loading={busy} onClick={() => void confirm()}>
              Delete
            </Button>
          </>
        }
      >
        <div className="text-sm text-slate-700">{children}</div>
      </Modal>
    </>
  )
}

// Ask before doing what cannot be taken back (delete, archive, merge, restore): the one confirm
// dialog of the admin pages. `ConfirmDialog` is opened by its caller (a row's Delete in a table);
// `ConfirmDelete` brings its own button. While the action runs the dialog cannot be closed: the request
// is on its way and Cancel could not stop it. A thrown error shows as a toast and closes the dialog;
// an action that shows its own error and resolves false keeps it open to try again.
import { useState, type ReactNode } from 'react'
import { notifyError, notifySuccess } from '@/lib/toast'
import { Button } from '../Button/Button'
import { Modal } from '../Modal/Modal'

export type ConfirmOptions = {
  /** The dialog's title, e.g. "Delete North?". */
  title: ReactNode
  /** What the action does (to whom, whether it can be undone), or why it cannot be done. */
  children: ReactNode
  /** Runs the action; resolves false to keep the dialog open, anything else closes it. */
  onConfirm: () => Promise<unknown>
  /** The toast once the action is done, e.g. 'Batch deleted'. */
  success?: string
  /** The confirming button's words: 'Delete' unless told. */
  confirmLabel?: string
  /** Its words while the action runs, e.g. 'Deleting...'. */
  loadingLabel?: string
  /** danger (red) for what destroys or locks out; primary for what gives back (restore). */
  tone?: 'danger' | 'primary'
  /** The action is refused (e.g. a level users hold): the button shows, disabled. */
  disabled?: boolean
  /** The action can never be done here: no confirming button, and Cancel reads OK. */
  refused?: boolean
}

export function ConfirmDialog(props: ConfirmOptions & { open: boolean; onClose: () => void }) {
  const { open, onClose, title, children, onConfirm, success, confirmLabel = 'Delete', loadingLabel, tone = 'danger', disabled, refused } = props
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    try {
      if ((await onConfirm()) === false) return
      if (success) notifySuccess(success)
      onClose()
    } catch (error) {
      notifyError(error)
      onClose()
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal
      open={open}
      onClose={onClose}
      preventClose={busy}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {refused ? 'OK' : 'Cancel'}
          </Button>
          {!refused && (
            <Button variant={tone} loading={busy} loadingLabel={loadingLabel} disabled={disabled} onClick={() => void confirm()}>
              {confirmLabel}
            </Button>
          )}
        </>
      }
    >
      {children}
    </Modal>
  )
}

type ConfirmDeleteProps = ConfirmOptions & {
  /** The button's words, e.g. "Delete sub-group". */
  label: string
  size?: 'sm' | 'md'
}

/** A button that opens the confirm dialog. */
export function ConfirmDelete({ label, size, ...dialog }: ConfirmDeleteProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant={dialog.tone ?? 'danger'} size={size} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmDialog {...dialog} open={open} onClose={() => setOpen(false)} />
    </>
  )
}

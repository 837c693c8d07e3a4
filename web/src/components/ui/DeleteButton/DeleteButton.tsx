// Delete with a confirmation: the catalog's products, funnels, coupons and payment terms. A refusal
// (a product with funnels, a term in use) shows as an error toast with the server's message.
import { useState } from 'react'
import { notifyError, notifySuccess } from '@/lib/toast'
import { Button } from '../Button/Button'
import { Modal } from '../Modal/Modal'

export function DeleteButton({ name, what, onDelete, done }: { name: string; what: string; onDelete: () => Promise<unknown>; done: () => void }) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    try {
      await onDelete()
      notifySuccess(`${what} deleted`)
      setOpen(false)
      done()
    } catch (error) {
      notifyError(error)
      setOpen(false)
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={`Delete ${name}?`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="danger" loading={busy} loadingLabel="Deleting..." onClick={run}>
              Delete
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-600">This deletes the {what.toLowerCase()} for everyone. It cannot be undone.</p>
      </Modal>
    </>
  )
}

// For returning members (currentUser.showReturneeModal): opens on mount; closing it tells the
// server not to show it again.
import { useState } from 'react'
import { gql, useMutation } from '@apollo/client'
import { useAuth } from '@/auth'
import { notifyError } from '@/lib/toast'
import type { HideReturneeModalMutation, HideReturneeModalMutationVariables } from '@/types/graphql'
import { Button } from '@/components/ui/Button/Button'
import { Modal } from '@/components/ui/Modal/Modal'

export const HIDE_RETURNEE_MODAL = gql`
  mutation HideReturneeModal {
    hideReturneeModal
  }
`

export function WelcomeBackModal() {
  const [open, setOpen] = useState(true)
  const { reauthenticate } = useAuth()
  const [hideReturneeModal] = useMutation<HideReturneeModalMutation, HideReturneeModalMutationVariables>(HIDE_RETURNEE_MODAL)

  const close = async () => {
    setOpen(false)
    try {
      await hideReturneeModal()
      // The flag lives on currentUser: refresh it so the modal does not come back on the next page.
      await reauthenticate()
    } catch (error) {
      notifyError(error instanceof Error ? error.message : error)
    }
  }

  return (
    <Modal
      open={open}
      onClose={() => void close()}
      title="Welcome back to the Tribe!"
      footer={<Button onClick={() => void close()}>Let's go</Button>}
    >
      <div className="space-y-3 text-slate-700">
        <p>
          We are glad to have you back. Start by going through the <strong>Setting Up for Success</strong> unit of the
          Stage 0 lessons, including the new Welcome Video.
        </p>
        <p>Your past Journey Form responses and your last stage assignment are preserved, so you can pick up where you left off.</p>
      </div>
    </Modal>
  )
}

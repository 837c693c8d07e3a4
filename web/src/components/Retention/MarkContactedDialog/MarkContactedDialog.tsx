// Mark contacted: records that the caller followed the member up, with an optional note; the row's
// last contact shows it once the list is read again. The service's refusal shows above the field.
import { gql, useMutation } from '@apollo/client'
import { z } from 'zod'
import { RETENTION_NOTE_MAX, retentionMessages } from '@common/retention'
import type { MarkRetentionContactMutation, MarkRetentionContactMutationVariables } from '@/types/graphql'
import { Button } from '@/components/ui/Button/Button'
import { Form, SubmitButton, TextAreaField } from '@/components/ui/Form/Form'
import { submitThen } from '@/components/ui/Form/submitThen'
import { Modal } from '@/components/ui/Modal/Modal'

export const MARK_RETENTION_CONTACT = gql`
  mutation MarkRetentionContact($userId: Int!, $note: String) {
    markRetentionContact(userId: $userId, note: $note) {
      userId
      contactedAt
      note
    }
  }
`

const contactSchema = z.object({ note: z.string().trim().max(RETENTION_NOTE_MAX, retentionMessages.note) })
type ContactValues = z.infer<typeof contactSchema>

export function MarkContactedDialog({ member, onClose }: { member: { id: number; name: string }; onClose: () => void }) {
  const [mark, { loading, error }] = useMutation<MarkRetentionContactMutation, MarkRetentionContactMutationVariables>(MARK_RETENTION_CONTACT, {
    refetchQueries: ['FindRetention'],
    awaitRefetchQueries: true,
  })
  const onSave = submitThen(
    async (values: ContactValues) => (await mark({ variables: { userId: member.id, note: values.note || null } })).data?.markRetentionContact,
    'Follow-up recorded',
    onClose,
  )
  return (
    <Modal open onClose={onClose} preventClose={loading} title={`Mark ${member.name} contacted`}>
      <Form<ContactValues> schema={contactSchema} defaultValues={{ note: '' }} onSubmit={onSave} error={error} aria-label="Mark contacted">
        <TextAreaField name="note" label="Note" maxLength={RETENTION_NOTE_MAX} rows={3} hint="Optional: what was said, what comes next." />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <SubmitButton loading={loading} loadingLabel="Saving...">
            Mark contacted
          </SubmitButton>
        </div>
      </Form>
    </Modal>
  )
}

// "Upload proof" on an unpaid row of /account: the proof file (an image or a PDF, 10 MB, uploaded
// at once through FileUpload), how they paid and an optional reference number. Sent, it lands in
// the /payment approval queue; a newer proof replaces one still pending.
import { useMutation } from '@apollo/client'
import { useEffect, useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { checkoutMessages, MANUAL_PAYMENT_PLATFORMS, PROOF_EXTENSIONS } from '@common/checkout'
import { notifyError, notifySuccess } from '@/lib/toast'
import { Button } from '@/components/ui/Button/Button'
import { FileUpload } from '@/components/ui/FileUpload/FileUpload'
import type { uploadFile } from '@/components/ui/FileUpload/uploadFile'
import { fieldErrorMessage, Form, SelectField, SubmitButton, TextField } from '@/components/ui/Form/Form'
import { Modal } from '@/components/ui/Modal/Modal'
import { BILLING_REFETCH, SUBMIT_PAYMENT_PROOF } from '../billingOperations'
import { OTHER_PLATFORM, proofFormSchema, type ProofFormOutput, type ProofFormValues } from '../proofForm'

export const PROOF_MODAL_TITLE = 'Upload proof of payment'
const FILE_LABEL = 'Proof of payment'

/** The upload inside the form: the stored file's id becomes the form's fileId. */
function ProofFileField({ upload }: { upload?: typeof uploadFile }) {
  const { register, setValue, getFieldState, formState } = useFormContext<ProofFormValues>()
  useEffect(() => {
    register('fileId')
  }, [register])
  const error = fieldErrorMessage(FILE_LABEL, getFieldState('fileId', formState).error)
  return (
    <FileUpload
      label={FILE_LABEL}
      required
      accept={PROOF_EXTENSIONS}
      purpose="payment-proof"
      hint="An image or a PDF of the receipt, up to 10mb."
      error={error}
      upload={upload}
      onUploaded={(file) => setValue('fileId', file.id, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
    />
  )
}

function OtherPlatformField() {
  const { watch } = useFormContext<ProofFormValues>()
  if (watch('platform') !== OTHER_PLATFORM) return null
  return <TextField name="otherPlatform" label="How did you pay?" required maxLength={60} />
}

export function PaymentProofModal({
  scheduleId,
  label,
  upload,
}: {
  scheduleId: string
  /** Names the row for screen readers ('payment of 1 Dec 2026'). */
  label: string
  /** Tests: the upload itself (default FileUpload's). */
  upload?: typeof uploadFile
}) {
  const [open, setOpen] = useState(false)
  const [submit, { loading, error }] = useMutation(SUBMIT_PAYMENT_PROOF, {
    refetchQueries: BILLING_REFETCH,
    awaitRefetchQueries: true,
    onCompleted: () => {
      notifySuccess(checkoutMessages.proofSubmitted)
      setOpen(false)
    },
    onError: (failure) => notifyError(failure),
  })
  const onSubmit = (values: ProofFormOutput) => void submit({ variables: { input: { paymentScheduleId: scheduleId, ...values } } })
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Upload proof<span className="sr-only"> for {label}</span>
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={PROOF_MODAL_TITLE} className="sm:max-w-[500px]">
        <Form<ProofFormValues, ProofFormOutput>
          aria-label={PROOF_MODAL_TITLE}
          schema={proofFormSchema}
          onSubmit={onSubmit}
          error={error}
          defaultValues={{ fileId: null, platform: '', otherPlatform: '', referenceNumber: '' }}
        >
          <ProofFileField upload={upload} />
          <SelectField
            name="platform"
            label="Payment platform"
            required
            placeholder="Choose how you paid"
            options={MANUAL_PAYMENT_PLATFORMS.map((platform) => ({ value: platform, label: platform }))}
          />
          <OtherPlatformField />
          <TextField name="referenceNumber" label="Reference number" maxLength={100} hint="Optional: the transfer's reference number." />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <SubmitButton loading={loading} loadingLabel="Sending...">
              Send proof
            </SubmitButton>
          </div>
        </Form>
      </Modal>
    </>
  )
}

// Staff triage of one report: its status and a reply the sender reads at /reports/{id} (and gets by
// e-mail). A blank reply keeps the reply there is; saving writes the info log on the server.
import { gql, useMutation } from '@apollo/client'
import { BUG_REPORT_STATUS_OPTIONS, REPLY_MAX, triageBugReportSchema, type BugReportStatusValue, type TriageBugReportInput } from '@common/validation/bugReports'
import type { TriageBugReportMutation, TriageBugReportMutationVariables } from '@/types/graphql'
import { Form, SelectField, SubmitButton, TextAreaField } from '@/components/ui/Form/Form'
import { submitThen } from '@/components/ui/Form/submitThen'
import { BUG_REPORT_FIELDS } from '../bugReportFields'

export const TRIAGE_BUG_REPORT = gql`
  mutation TriageBugReport($id: Int!, $status: String!, $reply: String) {
    triageBugReport(id: $id, input: { status: $status, reply: $reply }) {
      ...BugReportFields
    }
  }
  ${BUG_REPORT_FIELDS}
`

type TriageSubmitted = { status: BugReportStatusValue; reply: string | null }

export function TriageBugReportForm({ id, status, hasReply }: { id: number; status: string; hasReply: boolean }) {
  // The answer updates this report in Apollo's cache; the list (cache-and-network) asks again when opened.
  const [triage, { loading, error }] = useMutation<TriageBugReportMutation, TriageBugReportMutationVariables>(TRIAGE_BUG_REPORT)
  const onSave = submitThen(
    async (values: TriageSubmitted) => triage({ variables: { id, status: values.status, reply: values.reply } }),
    'Report updated',
    () => undefined,
  )
  return (
    <section aria-labelledby="triage-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="triage-heading" className="mb-4 text-lg font-semibold text-slate-900">
        Triage
      </h2>
      <Form<TriageBugReportInput, TriageSubmitted> schema={triageBugReportSchema} onSubmit={onSave} error={error} defaultValues={{ status: status as BugReportStatusValue, reply: '' }} aria-label="Triage report">
        <SelectField name="status" label="Status" options={[...BUG_REPORT_STATUS_OPTIONS]} required />
        <TextAreaField
          name="reply"
          label={hasReply ? 'New reply' : 'Reply'}
          rows={5}
          maxLength={REPLY_MAX}
          hint={hasReply ? 'Replaces the reply above and e-mails the sender. Leave blank to change the status only.' : 'The sender reads it on their report and gets it by e-mail. Optional.'}
        />
        <SubmitButton loading={loading} loadingLabel="Saving...">
          Save
        </SubmitButton>
      </Form>
    </section>
  )
}

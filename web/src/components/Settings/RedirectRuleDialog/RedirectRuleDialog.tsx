// A rule's form in a dialog: a new rule (no `rule`) or the one being edited. Saving refetches the
// list, says so in a toast and closes; a refusal stays open with the messages under the fields.
import { useMutation } from '@apollo/client'
import type { RedirectRuleValues } from '@common/validation/settings.redirectRules'
import { notifySuccess } from '@/lib/toast'
import type {
  CreateRedirectRuleMutation,
  CreateRedirectRuleMutationVariables,
  UpdateRedirectRuleMutation,
  UpdateRedirectRuleMutationVariables,
} from '@/types/graphql'
import { Modal } from '@/components/ui/Modal/Modal'
import { CREATE_REDIRECT_RULE, REFETCH_RULES, UPDATE_REDIRECT_RULE } from '../redirectRuleMutations'
import { BLANK_RULE, RedirectRuleForm, type RedirectRuleFormValues } from '../RedirectRuleForm/RedirectRuleForm'

export type EditableRule = { id: number; fromPath: string; toUrl: string; isPermanent: boolean; isActive: boolean }

type Props = { open: boolean; onClose: () => void; rule?: EditableRule }

export function RedirectRuleDialog({ open, onClose, rule }: Props) {
  const options = { refetchQueries: REFETCH_RULES, awaitRefetchQueries: true }
  const [create, created] = useMutation<CreateRedirectRuleMutation, CreateRedirectRuleMutationVariables>(CREATE_REDIRECT_RULE, options)
  const [update, updated] = useMutation<UpdateRedirectRuleMutation, UpdateRedirectRuleMutationVariables>(UPDATE_REDIRECT_RULE, options)
  const state = rule ? updated : created

  const onSave = async (input: RedirectRuleValues) => {
    try {
      if (rule) await update({ variables: { id: rule.id, input } })
      else await create({ variables: { input } })
    } catch {
      // The error is the mutation's `error`: the form shows it, with field messages on the fields.
      return
    }
    notifySuccess(rule ? `Redirect rule ${input.fromPath} saved` : `Redirect rule ${input.fromPath} added`)
    state.reset()
    onClose()
  }

  const close = () => {
    state.reset()
    onClose()
  }

  const defaults: RedirectRuleFormValues = rule
    ? { fromPath: rule.fromPath, toUrl: rule.toUrl, isPermanent: rule.isPermanent ? 'true' : 'false', isActive: rule.isActive }
    : BLANK_RULE

  return (
    <Modal open={open} onClose={close} title={rule ? `Edit ${rule.fromPath}` : 'New redirect rule'}>
      {/* Mounted only while open, so it starts from the rule each time. */}
      {open && <RedirectRuleForm defaultValues={defaults} onSave={onSave} onCancel={close} error={state.error} loading={state.loading} />}
    </Modal>
  )
}

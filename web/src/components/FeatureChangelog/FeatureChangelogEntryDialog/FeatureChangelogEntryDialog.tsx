// A changelog entry's form in a dialog: a new entry (no `entry`) or the one being edited. Saving
// refetches the list, says so in a toast and closes; a refusal stays open with its messages.
import { useMutation } from '@apollo/client'
import type { FeatureChangelogEntryValues } from '@common/validation/featureChangelog'
import { dayjs, MANILA_TZ } from '@/lib/dayjs'
import { notifySuccess } from '@/lib/toast'
import type {
  CreateFeatureChangelogEntryMutation,
  CreateFeatureChangelogEntryMutationVariables,
  UpdateFeatureChangelogEntryMutation,
  UpdateFeatureChangelogEntryMutationVariables,
} from '@/types/graphql'
import { Modal } from '@/components/ui/Modal/Modal'
import { CREATE_FEATURE_CHANGELOG_ENTRY, REFETCH_ENTRIES, UPDATE_FEATURE_CHANGELOG_ENTRY } from '../changelogMutations'
import { FeatureChangelogEntryForm, type FeatureChangelogFormValues } from '../FeatureChangelogEntryForm/FeatureChangelogEntryForm'

export type EditableEntry = { id: number; title: string; description: string; version?: string | null; releasedOn: string; isPublished: boolean }

type Props = { open: boolean; onClose: () => void; entry?: EditableEntry }

/** A new entry starts as a draft released today (Manila). */
const blank = (): FeatureChangelogFormValues => ({
  title: '',
  version: '',
  releasedOn: dayjs().tz(MANILA_TZ).format('YYYY-MM-DD'),
  description: '',
  isPublished: false,
})

export function FeatureChangelogEntryDialog({ open, onClose, entry }: Props) {
  const options = { refetchQueries: REFETCH_ENTRIES, awaitRefetchQueries: true }
  const [create, created] = useMutation<CreateFeatureChangelogEntryMutation, CreateFeatureChangelogEntryMutationVariables>(CREATE_FEATURE_CHANGELOG_ENTRY, options)
  const [update, updated] = useMutation<UpdateFeatureChangelogEntryMutation, UpdateFeatureChangelogEntryMutationVariables>(UPDATE_FEATURE_CHANGELOG_ENTRY, options)
  const state = entry ? updated : created

  const onSave = async (input: FeatureChangelogEntryValues) => {
    try {
      if (entry) await update({ variables: { id: entry.id, input } })
      else await create({ variables: { input } })
    } catch {
      // The error is the mutation's `error`: the form shows it, with field messages on the fields.
      return
    }
    notifySuccess(entry ? `"${input.title}" saved` : `"${input.title}" added`)
    state.reset()
    onClose()
  }

  const close = () => {
    state.reset()
    onClose()
  }

  const defaults: FeatureChangelogFormValues = entry
    ? { title: entry.title, version: entry.version ?? '', releasedOn: entry.releasedOn, description: entry.description, isPublished: entry.isPublished }
    : blank()

  return (
    <Modal open={open} onClose={close} size="lg" title={entry ? `Edit "${entry.title}"` : 'New changelog entry'}>
      {/* Mounted only while open, so it starts from the entry each time. */}
      {open && <FeatureChangelogEntryForm defaultValues={defaults} onSave={onSave} onCancel={close} error={state.error} loading={state.loading} />}
    </Modal>
  )
}

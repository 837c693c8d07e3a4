// The changelog table: one server page, sorted and paged through the address (useServerTable), with
// Edit (a dialog), Publish / Unpublish and Delete (after a confirmation) on each row.
import { useMutation } from '@apollo/client'
import { useState } from 'react'
import { formatDate } from '@/lib/format'
import { notifyError, notifySuccess } from '@/lib/toast'
import type {
  DeleteFeatureChangelogEntryMutation,
  DeleteFeatureChangelogEntryMutationVariables,
  FindFeatureChangelogEntriesQuery,
  UpdateFeatureChangelogEntryMutation,
  UpdateFeatureChangelogEntryMutationVariables,
} from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { RowButton } from '@/components/ui/DataTable/RowActions'
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { ConfirmDialog } from '@/components/ui/ConfirmDelete/ConfirmDelete'
import { DELETE_FEATURE_CHANGELOG_ENTRY, REFETCH_ENTRIES, UPDATE_FEATURE_CHANGELOG_ENTRY } from '../changelogMutations'
import { FeatureChangelogEntryDialog } from '../FeatureChangelogEntryDialog/FeatureChangelogEntryDialog'

export type FeatureChangelogEntryRow = FindFeatureChangelogEntriesQuery['featureChangelogEntries']['items'][number]

const columns: DataTableColumn<FeatureChangelogEntryRow>[] = [
  { key: 'title', header: 'Title', sortable: true, hideable: false, cell: (entry) => <span className="font-medium text-slate-900">{entry.title}</span> },
  { key: 'version', header: 'Version', sortable: true, cell: (entry) => entry.version ?? <span className="text-muted">None</span> },
  { key: 'releasedOn', header: 'Released on', sortable: true, cell: (entry) => formatDate(entry.releasedOn) },
  {
    key: 'isPublished',
    header: 'Status',
    sortable: true,
    cell: (entry) => <Badge tone={entry.isPublished ? 'success' : 'outline'}>{entry.isPublished ? 'Published' : 'Draft'}</Badge>,
  },
]

export function FeatureChangelogEntries({ entries, totalCount }: { entries: FeatureChangelogEntryRow[]; totalCount: number }) {
  const { tableProps } = useServerTable()
  const [editing, setEditing] = useState<FeatureChangelogEntryRow | null>(null)
  const [deleting, setDeleting] = useState<FeatureChangelogEntryRow | null>(null)
  // Refetched: a published entry may leave a filtered list (?status=draft).
  const [update, { loading: publishing }] = useMutation<UpdateFeatureChangelogEntryMutation, UpdateFeatureChangelogEntryMutationVariables>(
    UPDATE_FEATURE_CHANGELOG_ENTRY,
    { refetchQueries: REFETCH_ENTRIES },
  )
  const [remove] = useMutation<DeleteFeatureChangelogEntryMutation, DeleteFeatureChangelogEntryMutationVariables>(
    DELETE_FEATURE_CHANGELOG_ENTRY,
    { refetchQueries: REFETCH_ENTRIES, awaitRefetchQueries: true },
  )

  const togglePublished = async (entry: FeatureChangelogEntryRow) => {
    try {
      await update({ variables: { id: entry.id, input: { isPublished: !entry.isPublished } } })
    } catch (error) {
      notifyError(error)
      return
    }
    notifySuccess(entry.isPublished ? `"${entry.title}" unpublished` : `"${entry.title}" published`)
  }

  // A refusal keeps the dialog open (false) to try again.
  const confirmDelete = (entry: FeatureChangelogEntryRow) => async () => {
    try {
      await remove({ variables: { id: entry.id } })
    } catch (error) {
      notifyError(error)
      return false
    }
  }

  return (
    <>
      <DataTable<FeatureChangelogEntryRow>
        {...tableProps}
        label="Changelog entries"
        columns={columns}
        rows={entries}
        totalCount={totalCount}
        primaryKey="id"
        rowActions={(entry) => (
          <div className="flex justify-end gap-2">
            <RowButton name={entry.title} onClick={() => setEditing(entry)}>
              Edit
            </RowButton>
            <RowButton name={entry.title} disabled={publishing} onClick={() => togglePublished(entry)}>
              {entry.isPublished ? 'Unpublish' : 'Publish'}
            </RowButton>
            <RowButton name={entry.title} variant="ghost" onClick={() => setDeleting(entry)}>
              Delete
            </RowButton>
          </div>
        )}
      />
      <FeatureChangelogEntryDialog open={editing !== null} onClose={() => setEditing(null)} entry={editing ?? undefined} />
      {deleting && (
        <ConfirmDialog open onClose={() => setDeleting(null)} title={`Delete "${deleting.title}"?`} loadingLabel="Deleting..." success={`"${deleting.title}" deleted`} onConfirm={confirmDelete(deleting)}>
          <p>This removes the entry for good{deleting.isPublished ? ', and from the public changelog' : ''}. To hide it instead, unpublish it.</p>
        </ConfirmDialog>
      )}
    </>
  )
}

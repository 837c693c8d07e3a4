// The redirect rules table: one server page, sorted and paged through the address (useServerTable),
// with Edit (a dialog), Turn on / Turn off and Delete (after a confirmation) on each row.
import { useMutation } from '@apollo/client'
import { useState } from 'react'
import { formatDate } from '@/lib/format'
import { notifyError, notifySuccess } from '@/lib/toast'
import type {
  DeleteRedirectRuleMutation,
  DeleteRedirectRuleMutationVariables,
  FindRedirectRulesQuery,
  UpdateRedirectRuleMutation,
  UpdateRedirectRuleMutationVariables,
} from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { RowButton } from '@/components/ui/DataTable/RowActions'
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { ConfirmDialog } from '@/components/ui/ConfirmDelete/ConfirmDelete'
import { DELETE_REDIRECT_RULE, REFETCH_RULES, refusalText, UPDATE_REDIRECT_RULE } from '../redirectRuleMutations'
import { RedirectRuleDialog } from '../RedirectRuleDialog/RedirectRuleDialog'

export type RedirectRuleRow = FindRedirectRulesQuery['redirectRules']['items'][number]

const columns: DataTableColumn<RedirectRuleRow>[] = [
  { key: 'fromPath', header: 'From path', sortable: true, hideable: false, cell: (rule) => <code className="break-all text-slate-900">{rule.fromPath}</code> },
  { key: 'toUrl', header: 'To URL', sortable: true, cell: (rule) => <span className="break-all">{rule.toUrl}</span> },
  {
    key: 'isPermanent',
    header: 'Type',
    sortable: true,
    cell: (rule) => <Badge tone={rule.isPermanent ? 'info' : 'outline'}>{rule.isPermanent ? 'Permanent' : 'Temporary'} ({rule.statusCode})</Badge>,
  },
  { key: 'isActive', header: 'Status', sortable: true, cell: (rule) => <Badge tone={rule.isActive ? 'success' : 'outline'}>{rule.isActive ? 'On' : 'Off'}</Badge> },
  { key: 'updatedAt', header: 'Updated', sortable: true, cell: (rule) => formatDate(rule.updatedAt) },
]

export function RedirectRules({ rules, totalCount }: { rules: RedirectRuleRow[]; totalCount: number }) {
  const { tableProps } = useServerTable()
  const [editing, setEditing] = useState<RedirectRuleRow | null>(null)
  const [deleting, setDeleting] = useState<RedirectRuleRow | null>(null)
  const [update, { loading: switching }] = useMutation<UpdateRedirectRuleMutation, UpdateRedirectRuleMutationVariables>(UPDATE_REDIRECT_RULE)
  const [remove] = useMutation<DeleteRedirectRuleMutation, DeleteRedirectRuleMutationVariables>(DELETE_REDIRECT_RULE, {
    refetchQueries: REFETCH_RULES,
    awaitRefetchQueries: true,
  })

  const flip = async (rule: RedirectRuleRow) => {
    try {
      // Switching on is checked like a save: a rule that would now loop is refused, and the toast says why.
      await update({ variables: { id: rule.id, input: { isActive: !rule.isActive } } })
    } catch (error) {
      notifyError(refusalText(error))
      return
    }
    notifySuccess(`${rule.fromPath} is ${rule.isActive ? 'off' : 'on'}`)
  }

  // A refusal says why in the toast and keeps the dialog open (false).
  const confirmDelete = (rule: RedirectRuleRow) => async () => {
    try {
      await remove({ variables: { id: rule.id } })
    } catch (error) {
      notifyError(refusalText(error))
      return false
    }
  }

  return (
    <>
      <DataTable<RedirectRuleRow>
        {...tableProps}
        label="Redirect rules"
        columns={columns}
        rows={rules}
        totalCount={totalCount}
        primaryKey="id"
        rowActions={(rule) => (
          <div className="flex justify-end gap-2">
            <RowButton name={rule.fromPath} onClick={() => setEditing(rule)}>
              Edit
            </RowButton>
            <RowButton name={rule.fromPath} disabled={switching} onClick={() => flip(rule)}>
              {rule.isActive ? 'Turn off' : 'Turn on'}
            </RowButton>
            <RowButton name={rule.fromPath} variant="ghost" onClick={() => setDeleting(rule)}>
              Delete
            </RowButton>
          </div>
        )}
      />
      <RedirectRuleDialog open={editing !== null} onClose={() => setEditing(null)} rule={editing ?? undefined} />
      {deleting && (
        <ConfirmDialog open onClose={() => setDeleting(null)} title={`Delete ${deleting.fromPath}?`} loadingLabel="Deleting..." success={`Redirect rule ${deleting.fromPath} deleted`} onConfirm={confirmDelete(deleting)}>
          <p>
            Visitors of <code>{deleting.fromPath}</code> will get the app&apos;s own page again instead of {deleting.toUrl}. To pause a rule instead, turn it
            off.
          </p>
        </ConfirmDialog>
      )}
    </>
  )
}

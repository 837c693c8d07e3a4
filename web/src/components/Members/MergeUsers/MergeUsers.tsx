// /community/mergeUsers: pick the duplicate account and the account to keep, see what moves
// (mergeUsersPreview), confirm, merge (one transaction on the server; the duplicate is archived).
import { gql, useMutation, useQuery } from '@apollo/client'
import { Link, routes } from '@redwoodjs/router'
import { useState } from 'react'
import { notifyError } from '@/lib/toast'
import type { MergeUsersMutation, MergeUsersMutationVariables, MergeUsersPreviewQuery, MergeUsersPreviewQueryVariables } from '@/types/graphql'
import { Button } from '@/components/ui/Button/Button'
import { ConfirmDialog } from '@/components/ui/ConfirmDelete/ConfirmDelete'
import { fullName } from '@/lib/fullName'
import { AccountPicker } from '../AccountPicker/AccountPicker'
import { mergeProblem, type PickedAccount } from '../mergeSelection'
import { MERGE_COUNT_FIELDS } from './mergeCountFields'

export const PREVIEW = gql`
  query MergeUsersPreview($sourceId: Int!, $targetId: Int!) {
    mergeUsersPreview(sourceId: $sourceId, targetId: $targetId) {
      source {
        id
        email
      }
      target {
        id
        email
      }
      items {
        ...MergeCountFields
      }
    }
  }
  ${MERGE_COUNT_FIELDS}
`

export const MERGE = gql`
  mutation MergeUsers($sourceId: Int!, $targetId: Int!) {
    mergeUsers(sourceId: $sourceId, targetId: $targetId) {
      source {
        id
        email
        archivedAt
      }
      target {
        id
        email
      }
      items {
        ...MergeCountFields
      }
    }
  }
  ${MERGE_COUNT_FIELDS}
`

type Item = MergeUsersPreviewQuery['mergeUsersPreview']['items'][number]

export function MergeCounts({ items, caption }: { items: Item[]; caption: string }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-2">
              Records
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              Move
            </th>
            <th scope="col" className="px-4 py-2">
              Already on the kept account
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((item) => (
            <tr key={item.key}>
              <th scope="row" className="px-4 py-2 font-medium text-slate-900">
                {item.label}
              </th>
              <td className="px-4 py-2 text-right tabular-nums">{item.moves}</td>
              <td className="px-4 py-2 text-slate-600">
                {item.conflicts > 0 ? (
                  <>
                    <span className="font-medium tabular-nums text-slate-900">{item.conflicts}</span>: {item.conflictRule}
                  </>
                ) : (
                  <span className="text-muted">None</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function MergeUsers() {
  const [source, setSource] = useState<PickedAccount | null>(null)
  const [target, setTarget] = useState<PickedAccount | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [done, setDone] = useState<MergeUsersMutation['mergeUsers'] | null>(null)
  const problem = mergeProblem(source, target)
  const preview = useQuery<MergeUsersPreviewQuery, MergeUsersPreviewQueryVariables>(PREVIEW, {
    variables: { sourceId: source?.id ?? 0, targetId: target?.id ?? 0 },
    skip: problem != null,
    fetchPolicy: 'network-only',
  })
  const [mergeUsers] = useMutation<MergeUsersMutation, MergeUsersMutationVariables>(MERGE, {
    refetchQueries: ['FindNonMembers', 'FindArchivedUsers', 'FindMembers'],
  })
  const pick = (set: (account: PickedAccount | null) => void) => (account: PickedAccount | null) => {
    setDone(null)
    set(account)
  }
  // A refusal keeps the dialog open (false).
  const merge = (source: PickedAccount, target: PickedAccount) => async () => {
    let result
    try {
      result = (await mergeUsers({ variables: { sourceId: source.id, targetId: target.id } })).data?.mergeUsers
    } catch (error) {
      notifyError(error)
      return false
    }
    setDone(result ?? null)
    setSource(null)
    setTarget(null)
  }
  const showProblem = source && target && problem
  return (
    <div className="space-y-6">
      <div className="grid gap-4 lg:grid-cols-2">
        <AccountPicker label="Duplicate account (merged and archived)" picked={source} onPick={pick(setSource)} />
        <AccountPicker label="Account to keep" picked={target} onPick={pick(setTarget)} />
      </div>
      {showProblem && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      {!problem && source && target && (
        <section aria-label="Preview" className="space-y-4">
          <h2 className="text-lg font-semibold text-slate-900">What moves to {fullName(target)}</h2>
          {preview.error && (
            <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
              {preview.error.message}
            </p>
          )}
          {preview.loading && <p className="text-sm text-slate-500">Counting...</p>}
          {preview.data && (
            <>
              <MergeCounts items={preview.data.mergeUsersPreview.items} caption="What the merge moves" />
              <p className="text-sm text-slate-600">
                {fullName(source)} ({source.email}) is archived afterwards: they can no longer sign in, and their info log and what they did stay on
                record. Empty details of the kept account (Tribe ID, mobile, batch ...) are filled from the duplicate.
              </p>
              <Button variant="danger" onClick={() => setConfirming(true)}>
                Merge accounts
              </Button>
            </>
          )}
        </section>
      )}
      {done && (
        <section aria-label="Merged" className="space-y-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
          <p className="text-sm font-medium text-emerald-800">
            {done.source.email} was merged into {done.target.email} and archived.{' '}
            <Link to={routes.archivedUser({ id: done.source.id })} className="underline">
              See the archived account
            </Link>
          </p>
          <MergeCounts items={done.items} caption="What the merge moved" />
        </section>
      )}
      {source && target && (
        <ConfirmDialog
          title="Merge these accounts?"
          open={confirming}
          onClose={() => setConfirming(false)}
          confirmLabel="Merge and archive the duplicate"
          success="Accounts merged"
          onConfirm={merge(source, target)}
        >
          <p className="break-words text-sm text-slate-700">
            Everything of <strong>{source.email}</strong> moves to <strong>{target.email}</strong>, and {source.email} is archived. This cannot be undone
            from this page.
          </p>
        </ConfirmDialog>
      )}
    </div>
  )
}

// Picks one account by part of its e-mail, name or Tribe ID (mergeCandidates, at most 20).
import { gql, useLazyQuery } from '@apollo/client'
import { useId } from 'react'
import type { MergeCandidatesQuery, MergeCandidatesQueryVariables } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { Button } from '@/components/ui/Button/Button'
import { ListSearch } from '@/components/ui/ListToolbar/ListToolbar'
import { fullName } from '@/lib/fullName'
import type { PickedAccount } from '../mergeSelection'

export const CANDIDATES = gql`
  query MergeCandidates($search: String!) {
    mergeCandidates(search: $search) {
      id
      email
      firstName
      lastName
      tribeId
      isMember
      archivedAt
    }
  }
`

export function AccountSummary({ account }: { account: PickedAccount }) {
  return (
    <span className="min-w-0">
      <span className="block break-words font-medium text-slate-900">{fullName(account)}</span>
      <span className="block break-all text-sm text-slate-600">{account.email}</span>
      <span className="mt-1 flex flex-wrap gap-1">
        {account.tribeId && <Badge tone="outline">{account.tribeId}</Badge>}
        <Badge tone={account.isMember ? 'info' : 'outline'}>{account.isMember ? 'Member' : 'Non-member'}</Badge>
        {account.archivedAt && <Badge tone="error">Archived</Badge>}
      </span>
    </span>
  )
}

export function AccountPicker({ label, picked, onPick }: { label: string; picked: PickedAccount | null; onPick: (account: PickedAccount | null) => void }) {
  const id = useId()
  const [find, { data, loading, called, variables }] = useLazyQuery<MergeCandidatesQuery, MergeCandidatesQueryVariables>(CANDIDATES, { fetchPolicy: 'network-only' })
  return (
    <section aria-label={label} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="mb-3 text-base font-semibold text-slate-900">{label}</h2>
      {picked ? (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <AccountSummary account={picked} />
          <Button variant="secondary" size="sm" onClick={() => onPick(null)}>
            Change<span className="sr-only"> {label.toLowerCase()}</span>
          </Button>
        </div>
      ) : (
        <>
          <ListSearch
            id={id}
            label={`Find ${label.toLowerCase()}`}
            searchLabel={`${label}: search by e-mail, name or Tribe ID`}
            placeholder="E-mail, name or Tribe ID"
            search={variables?.search ?? ''}
            onSearch={(search) => {
              if (search) void find({ variables: { search } })
            }}
            submitLabel="Find"
            loading={loading}
            className="flex gap-2"
            inputClassName="flex-1"
          />
          {called && !loading && data && (
            <ul className="mt-3 divide-y divide-slate-100">
              {data.mergeCandidates.length === 0 && <li className="py-2 text-sm text-slate-500">No account matches.</li>}
              {data.mergeCandidates.map((account) => (
                <li key={account.id} className="flex flex-wrap items-start justify-between gap-3 py-2">
                  <AccountSummary account={account} />
                  <Button size="sm" variant="secondary" onClick={() => onPick(account)}>
                    Choose<span className="sr-only"> {account.email}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}

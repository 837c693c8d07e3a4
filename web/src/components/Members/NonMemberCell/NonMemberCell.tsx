// One non-member (/community/non-members/{id}): their basic fields, and Enrol, Edit and Archive
// where the role may.
import { gql } from '@apollo/client'
import { Link, routes } from '@redwoodjs/router'
import type { ReactNode } from 'react'
import { useCurrentUser } from '@/auth'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatDate } from '@/lib/format'
import type { FindNonMemberQuery, FindNonMemberQueryVariables } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { buttonClassName } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { fullName } from '@/lib/fullName'
import { ArchiveUserButton } from '../ArchiveUserButton/ArchiveUserButton'

export const QUERY = gql`
  query FindNonMember($id: Int!) {
    nonMember(id: $id) {
      id
      email
      firstName
      lastName
      tribeId
      mobileNumber
      accessLevels
      hasPassword
      createdAt
      batch {
        id
        name
      }
    }
  }
`

type Found = FindNonMemberQuery & { nonMember: NonNullable<FindNonMemberQuery['nonMember']> }

const none = <span className="text-muted">None</span>

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-sm text-slate-900">{children}</dd>
    </div>
  )
}

export function NonMemberDetail({ person }: { person: Found['nonMember'] }) {
  const user = useCurrentUser()
  const name = fullName(person)
  return (
    <section>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-semibold tracking-tight text-slate-900">{name}</h1>
          <p className="mt-1 flex flex-wrap gap-1">
            <Badge tone="outline">Non-member</Badge>
            {!person.hasPassword && <Badge tone="warning">No password yet</Badge>}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {user?.pageAccess.enrollUser && (
            <Link to={routes.enrollUser({ id: person.id })} className={buttonClassName('primary')}>
              Enrol
            </Link>
          )}
          {user?.pageAccess.editUser && (
            <Link to={routes.editNonMember({ id: person.id })} className={buttonClassName('secondary')}>
              Edit
            </Link>
          )}
          <ArchiveUserButton id={person.id} name={name} />
        </div>
      </div>
      <dl className="grid gap-5 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2">
        <Field label="E-mail">{person.email}</Field>
        <Field label="Tribe ID">{person.tribeId ?? none}</Field>
        <Field label="Mobile number">{person.mobileNumber ?? none}</Field>
        <Field label="Batch">{person.batch?.name ?? none}</Field>
        <Field label="Access levels">{person.accessLevels.length ? person.accessLevels.join(', ') : none}</Field>
        <Field label="Created">{formatDate(person.createdAt)}</Field>
      </dl>
      {!person.hasPassword && (
        <p className="mt-4 text-sm text-slate-600">They have not set a password yet: they can set one with Forgot password on the sign-in page.</p>
      )}
    </section>
  )
}

export const isEmpty = (data: FindNonMemberQuery) => data.nonMember == null

export const Empty = () => (
  <EmptyState title="Non-member not found" description="They may have been enrolled, archived or merged into another account." action={{ label: 'Non-members', to: routes.nonMembers() }} />
)

export const Success = ({ nonMember }: CellSuccessProps<FindNonMemberQueryVariables, Found>) => <NonMemberDetail person={nonMember} />

export const NonMemberCell = createCell<FindNonMemberQueryVariables, FindNonMemberQuery, Found>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'NonMemberCell',
})

export default NonMemberCell

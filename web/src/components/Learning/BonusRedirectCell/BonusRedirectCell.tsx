// Bonuses (/bonus): reads where the bonus-link setting points and goes there at once, inside the
// app for a path, in the same tab for another site. When it is not set, says so plainly.
import { gql } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { useEffect } from 'react'
import { createCell } from '@/lib/cell'
import type { BonusLinkQuery } from '@/types/graphql'
import { EmptyCard } from '@/components/ui/EmptyState/EmptyCard'
import { Spinner } from '@/components/ui/Spinner/Spinner'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'

export const QUERY = gql`
  query BonusLink {
    bonusLink
  }
`

/** An app path ('/courses/my-courses') or an http(s) address; anything else (javascript:, data:) is not followed. */
export function bonusTarget(link: string | null | undefined): { kind: 'internal' | 'external'; href: string } | null {
  const value = link?.trim()
  if (!value) return null
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'internal', href: value }
  if (/^https?:\/\//i.test(value)) return { kind: 'external', href: value }
  return null
}

function Redirecting() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center gap-3 py-16 text-sm text-slate-600">
      <Spinner />
      Opening your bonuses...
    </div>
  )
}

export function FollowBonusLink({ href, kind }: { href: string; kind: 'internal' | 'external' }) {
  useEffect(() => {
    if (kind === 'internal') navigate(href, { replace: true })
    else window.location.assign(href)
  }, [href, kind])
  return <Redirecting />
}

function NotSet() {
  return (
    <EmptyCard
      title="No bonuses yet"
      description="Bonus content has not been set up yet. Check back soon."
      action={{ label: 'Go to Home', to: routes.home() }}
    />
  )
}

export const BonusRedirectCell = createCell<Record<string, never>, BonusLinkQuery>({
  QUERY,
  beforeQuery: () => ({ fetchPolicy: 'network-only' }),
  isEmpty: (data) => !bonusTarget(data.bonusLink),
  Loading: Redirecting,
  Empty: NotSet,
  Failure: ({ error, refetch }) => <LoadFailure error={error} refetch={refetch} what="your bonuses" />,
  Success: ({ bonusLink }) => {
    const target = bonusTarget(bonusLink)
    return target ? <FollowBonusLink {...target} /> : <NotSet />
  },
  displayName: 'BonusRedirectCell',
})

export default BonusRedirectCell

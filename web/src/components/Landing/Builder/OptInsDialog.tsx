// Who sent the page's opt-in form (or its waitlist form while the funnel was closed), newest first,
// a page at a time, with the affiliate they came through.
import { gql, useQuery } from '@apollo/client'
import { useState } from 'react'
import { Badge } from '@/components/ui/Badge/Badge'
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { Modal } from '@/components/ui/Modal/Modal'
import { formatDateTime } from '@/lib/format'
import type { LandingPageOptInsQuery, LandingPageOptInsQueryVariables } from '@/types/graphql'

export const LANDING_PAGE_OPT_INS = gql`
  query LandingPageOptIns($id: Int!, $page: Int, $pageSize: Int) {
    landingPageOptIns(id: $id, page: $page, pageSize: $pageSize) {
      items {
        id
        name
        email
        mobileNumber
        waitlist
        affiliateCode
        createdAt
      }
      totalCount
      page
      pageSize
    }
  }
`

const PAGE_SIZE = 20

type Row = LandingPageOptInsQuery['landingPageOptIns']['items'][number]

const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name },
  { key: 'email', header: 'E-mail', cell: (row) => <a href={`mailto:${row.email}`} className="text-brand-700 hover:underline">{row.email}</a> },
  { key: 'mobileNumber', header: 'Mobile', cell: (row) => row.mobileNumber },
  { key: 'waitlist', header: 'Kind', cell: (row) => (row.waitlist ? <Badge tone="warning">Waitlist</Badge> : <Badge tone="info">Opt-in</Badge>) },
  { key: 'affiliateCode', header: 'Affiliate', cell: (row) => row.affiliateCode ?? 'None' },
  { key: 'createdAt', header: 'Sent', cell: (row) => formatDateTime(row.createdAt) },
]

function OptIns({ pageId }: { pageId: number }) {
  const [page, setPage] = useState(1)
  const { data, error, refetch, loading } = useQuery<LandingPageOptInsQuery, LandingPageOptInsQueryVariables>(LANDING_PAGE_OPT_INS, {
    variables: { id: pageId, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'network-only',
  })
  if (error) return <LoadFailure error={error} refetch={refetch} what="the sign-ups" />
  const list = data?.landingPageOptIns
  return (
    <DataTable
      label="Sign-ups"
      columns={columns}
      rows={list?.items ?? []}
      primaryKey="id"
      pageSize={PAGE_SIZE}
      totalCount={list?.totalCount ?? 0}
      page={page}
      onPageChange={setPage}
      emptyTitle={loading ? 'Loading...' : 'No sign-ups yet'}
      emptyDescription={loading ? undefined : "Visitors who send the page's opt-in or waitlist form show here."}
    />
  )
}

export function OptInsDialog({ pageId, open, onClose }: { pageId: number | null; open: boolean; onClose: () => void }) {
  return (
    <Modal title="Sign-ups" open={open} onClose={onClose} size="xl">
      {pageId ? <OptIns pageId={pageId} /> : <p className="text-sm text-slate-600">Save the page first: its sign-ups show here.</p>}
    </Modal>
  )
}

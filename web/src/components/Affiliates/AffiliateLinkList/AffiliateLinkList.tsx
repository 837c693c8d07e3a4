// The affiliate's links: the main link and one per open funnel, each with its full address to
// share, a copy button, and its clicks and leads.
import { shortenNumber } from '@/lib/format'
import { notifyError, notifySuccess } from '@/lib/toast'
import { Button } from '@/components/ui/Button/Button'
import { EmptyCard } from '@/components/ui/EmptyState/EmptyCard'
import { copyText } from '../copyText'

export type AffiliateLinkRow = { funnelId?: string | null; name: string; path: string; clicks: number; leads: number }

export const LINK_COPIED = 'Link copied'

/** The address to share: this site's origin and the link's path. */
export const linkUrl = (path: string, origin = window.location.origin) => `${origin}${path}`

async function copy(url: string) {
  if (await copyText(url)) notifySuccess(LINK_COPIED)
  else notifyError('Could not copy the link: select it and copy it by hand')
}

export function AffiliateLinkList({ links }: { links: readonly AffiliateLinkRow[] }) {
  if (!links.length) return <EmptyCard title="No links yet" description="Your links appear here once the programme has an offer to share." />
  return (
    <ul aria-label="Your links" className="space-y-3">
      {links.map((link) => {
        const url = linkUrl(link.path)
        return (
          <li key={link.funnelId ?? 'main'} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <h2 className="font-semibold text-slate-900">{link.name}</h2>
                <p className="mt-1 break-all font-mono text-sm text-slate-600">{url}</p>
              </div>
              <Button variant="secondary" size="sm" onClick={() => void copy(url)} className="shrink-0">
                Copy link<span className="sr-only"> {link.name}</span>
              </Button>
            </div>
            <dl className="mt-3 flex gap-6 text-sm">
              <div>
                <dt className="text-slate-500">Clicks</dt>
                <dd className="font-semibold text-slate-900">{shortenNumber(link.clicks)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Leads</dt>
                <dd className="font-semibold text-slate-900">{shortenNumber(link.leads)}</dd>
              </div>
            </dl>
          </li>
        )
      })}
    </ul>
  )
}

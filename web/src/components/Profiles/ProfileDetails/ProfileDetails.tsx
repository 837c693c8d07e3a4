// Read-only views of a profile's parts, for staff who may read but not change another user's
// profile (page access profile or user).
import type { ReactNode } from 'react'
import { isSocialUrl, SOCIAL_SITES } from '@common/validation/profiles'
import { findTimeZone, timeZoneLabel } from '@common/timeZones'
import { formatDate } from '@/lib/format'
import type { ProfileData } from '../types'

export function DetailsList({ label, items }: { label: string; items: [string, ReactNode][] }) {
  return (
    <dl aria-label={label} className="grid gap-x-6 gap-y-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2">
      {items.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
          <dd className="mt-1 break-words text-sm text-slate-900">{value === null || value === undefined || value === '' ? <span className="text-muted">Not set</span> : value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function BasicInfoDetails({ basicInfo }: { basicInfo: NonNullable<ProfileData['basicInfo']> }) {
  const zone = findTimeZone(basicInfo.timezone)
  return (
    <DetailsList
      label="Basic info"
      items={[
        ['First name', basicInfo.firstName],
        ['Middle name', basicInfo.middleName],
        ['Last name', basicInfo.lastName],
        ['Suffix', basicInfo.suffix],
        ['Sex', basicInfo.sex],
        ['Birth date', basicInfo.birthdate ? formatDate(basicInfo.birthdate) : null],
        ['Mobile number', basicInfo.mobileNumber],
        ['Location', [basicInfo.city, basicInfo.state, basicInfo.country].filter(Boolean).join(', ')],
        ['Timezone', zone ? timeZoneLabel(zone) : basicInfo.timezone],
      ]}
    />
  )
}

export function SocialsDetails({ socials }: { socials: NonNullable<ProfileData['socials']> }) {
  return (
    <DetailsList
      label="Social accounts"
      items={SOCIAL_SITES.map((site) => {
        const url = socials[site.field]
        // Only an http(s) address becomes a link (the form's rule, on any host): a value stored
        // before the rule (an old import's `javascript:` text) is shown as text, never an href.
        return [
          site.label,
          url && isSocialUrl(url, []) ? (
            <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="text-brand-700 underline">
              {url}
            </a>
          ) : (
            url
          ),
        ]
      })}
    />
  )
}

// How the settings pages name and group settings. A setting's name is its key ('enable-affiliate',
// 'zoom-day-1-exp'); people read a label. The workshop pages group their keys as the workshop
// runs: the switches and master link first, then each of the 3 days (docs/product.md, "settings").

/** The experienced workshop's keys end with this (spec: "each key's -exp variant"). */
export const EXPERIENCED_SUFFIX = '-exp'

/** A workshop key without the experienced suffix: 'zoom-day-1-exp' -> 'zoom-day-1'. */
export function workshopKey(name: string): string {
  return name.endsWith(EXPERIENCED_SUFFIX) ? name.slice(0, -EXPERIENCED_SUFFIX.length) : name
}

const GENERAL_KEYS = ['enable-live-workshop', 'workshop-is-live', 'workshop-master-link'] as const
const GENERAL_LABELS: Record<(typeof GENERAL_KEYS)[number], string> = {
  'enable-live-workshop': 'Enable live workshop',
  'workshop-is-live': 'Workshop is live',
  'workshop-master-link': 'Workshop master link',
}
const DAY_KINDS = ['date', 'zoom', 'recording', 'freebie'] as const
const DAY_KIND_LABELS: Record<(typeof DAY_KINDS)[number], string> = { date: 'starts (Manila time)', zoom: 'Zoom link', recording: 'recording', freebie: 'freebie' }
const DAY_KEY = /^(date|zoom|recording|freebie)-day-(\d+)$/

/** 'enable-affiliate' -> 'Enable affiliate'. */
export function humanize(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Settings whose name in words would not say their unit. */
const OWN_LABELS: Record<string, string> = {
  'staff-upload-quota-mb': 'Staff upload quota (MB a day)',
  // The reminder e-mails' switches (docs/product.md, "Reminders").
  'reminder-payment-upcoming-7': 'Reminder: payment due in 7 days',
  'reminder-payment-upcoming-1': 'Reminder: payment due tomorrow',
  'reminder-payment-due-today': 'Reminder: payment due today',
  'reminder-payment-overdue-1': 'Reminder: payment 1 day overdue',
  'reminder-payment-overdue-7': 'Reminder: payment 7 days overdue',
  'reminder-payment-grace-end': 'Reminder: last day of the grace period',
  'reminder-subscription-expiry-7': 'Reminder: subscription ends in 7 days',
  'reminder-subscription-expiry-1': 'Reminder: subscription ends tomorrow',
  'reminder-payment-receipt': 'Receipt when a payment is approved',
}

/** The label of a setting: its own words, the workshop keys' own words, otherwise its name in words. */
export function settingLabel(name: string): string {
  if (name in OWN_LABELS) return OWN_LABELS[name]
  const key = workshopKey(name)
  if (key in GENERAL_LABELS) return GENERAL_LABELS[key as keyof typeof GENERAL_LABELS]
  const day = DAY_KEY.exec(key)
  if (day) return `Day ${day[2]} ${DAY_KIND_LABELS[day[1] as (typeof DAY_KINDS)[number]]}`
  return humanize(name)
}

export type SettingGroup<T> = { title: string; settings: T[] }

/**
 * A workshop page's settings in groups: "Workshop" (the switches and master link), "Day 1".."Day N"
 * (Zoom link, recording, freebie), and "Other" for any key the workshop does not know.
 */
export function workshopGroups<T extends { name: string }>(settings: readonly T[]): SettingGroup<T>[] {
  const general: T[] = []
  const days = new Map<number, T[]>()
  const other: T[] = []
  for (const setting of settings) {
    const key = workshopKey(setting.name)
    const day = DAY_KEY.exec(key)
    if ((GENERAL_KEYS as readonly string[]).includes(key)) general.push(setting)
    else if (day) days.set(Number(day[2]), [...(days.get(Number(day[2])) ?? []), setting])
    else other.push(setting)
  }
  const rank = (setting: T) => {
    const key = workshopKey(setting.name)
    const general = (GENERAL_KEYS as readonly string[]).indexOf(key)
    return general >= 0 ? general : DAY_KINDS.indexOf((DAY_KEY.exec(key)?.[1] ?? '') as (typeof DAY_KINDS)[number])
  }
  const byRank = (list: T[]) => [...list].sort((a, b) => rank(a) - rank(b))
  return [
    ...(general.length ? [{ title: 'Workshop', settings: byRank(general) }] : []),
    ...[...days.keys()].sort((a, b) => a - b).map((day) => ({ title: `Day ${day}`, settings: byRank(days.get(day)!) })),
    ...(other.length ? [{ title: 'Other', settings: other }] : []),
  ]
}

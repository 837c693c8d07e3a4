// What a setting's value must be (the /default-settings and live-workshop pages, and the
// updateDefaultSetting / updateLiveWorkshop*Setting mutations). A setting is stored as text
// (the spec's Setting.value, 'true' for a switch that is on); its `type` says how to edit and
// check it, so the schema is chosen by the type: settingValueSchema(type).
import { z } from 'zod'

export const SETTING_TYPES = ['string', 'text', 'boolean', 'number', 'url', 'json', 'datetime'] as const
export type SettingType = (typeof SETTING_TYPES)[number]

/** Text and links: longer than any link or label an admin types. */
export const SETTING_TEXT_MAX = 2000
/** Long text: a page of words staff edit, such as the affiliate terms (paragraphs, no markup). */
export const SETTING_LONG_TEXT_MAX = 20_000
/** JSON settings hold small structures (lists, maps of labels), not documents. */
export const SETTING_JSON_MAX = 20_000

export const settingMessages = {
  boolean: 'Choose on or off',
  number: 'Enter a number, such as 10 or 2.5',
  url: 'Enter a link starting with https:// or http://, or a path on this site starting with /',
  json: 'Enter valid JSON, such as {"key": "value"} or ["a", "b"]',
  datetime: 'Enter a date and time in Manila, such as 2026-12-07T20:00',
  textTooLong: `Keep it under ${SETTING_TEXT_MAX} characters`,
  longTextTooLong: `Keep it under ${SETTING_LONG_TEXT_MAX} characters`,
  jsonTooLong: `Keep it under ${SETTING_JSON_MAX} characters`,
  value: 'Enter a value',
}

/** A link a setting may hold: an absolute http(s) URL, or a path on this site ('/form/waitlist'). */
export function isSettingUrl(value: string): boolean {
  if (/\s/.test(value)) return false
  // '//host' would be read by browsers as another site: a path must be one slash.
  if (value.startsWith('/')) return !value.startsWith('//')
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== ''
  } catch {
    return false
  }
}

const NUMBER = /^-?(\d+(\.\d+)?|\.\d+)$/

/** A Manila wall-clock time as a datetime-local input gives it: '2026-12-07T20:00'. */
const LOCAL_DATETIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/** True for a real date and time ('2026-02-30T20:00' is none). */
export function isLocalDateTime(value: string): boolean {
  const parts = LOCAL_DATETIME.exec(value)
  if (!parts) return false
  const [, year, month, day, hour, minute] = parts.map(Number)
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60
}

function isJson(value: string): boolean {
  try {
    JSON.parse(value)
    return true
  } catch {
    return false
  }
}

/** The rule for one type's value (the text as stored, trimmed). */
export function settingValueRule(type: SettingType) {
  const text = z.string({ error: settingMessages.value }).trim()
  switch (type) {
    case 'boolean':
      return z.enum(['true', 'false'], settingMessages.boolean)
    case 'number':
      return text.regex(NUMBER, settingMessages.number)
    case 'url':
      // Blank is allowed: a link not known yet (next workshop's recording) is simply not set.
      return text.max(SETTING_TEXT_MAX, settingMessages.textTooLong).refine((value) => value === '' || isSettingUrl(value), settingMessages.url)
    case 'json':
      return text.max(SETTING_JSON_MAX, settingMessages.jsonTooLong).refine(isJson, settingMessages.json)
    case 'string':
      return text.max(SETTING_TEXT_MAX, settingMessages.textTooLong)
    case 'text':
      return text.max(SETTING_LONG_TEXT_MAX, settingMessages.longTextTooLong)
    case 'datetime':
      // Blank is allowed: a live day not scheduled yet.
      return text.refine((value) => value === '' || isLocalDateTime(value), settingMessages.datetime)
  }
}

/** The form and input of one setting: `{ value }`, checked by its type. */
export function settingValueSchema(type: SettingType) {
  return z.object({ value: settingValueRule(type) })
}

export type SettingValueInput = { value: string }

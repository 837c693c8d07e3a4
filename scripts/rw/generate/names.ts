// The names one generated unit goes by: `Widget` gives widgets (table, list field, flags),
// widget (detail field, route), WidgetsCell, NewWidgetPage... The rules are Redwood's, with a
// small English pluralizer of our own (no dependency for a dozen lines).
import { UsageError } from '../run'

/** Words whose plural is not built by rule. */
const IRREGULAR: Record<string, string> = { person: 'people', child: 'children', man: 'men', woman: 'women', datum: 'data' }
/** Words the same in both numbers. */
const UNCOUNTABLE = new Set(['data', 'information', 'feedback', 'equipment', 'news', 'series', 'settings', 'access'])

/** 'widget-part' / 'widget_part' / 'widgetPart' -> ['widget', 'part']. */
function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase())
}

const upperFirst = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

export const pascalCase = (name: string) => words(name).map(upperFirst).join('')
export const camelCase = (name: string) => {
  const pascal = pascalCase(name)
  return pascal.charAt(0).toLowerCase() + pascal.slice(1)
}
export const paramCase = (name: string) => words(name).join('-')
/** Words people write in capitals. */
const ACRONYMS = new Set(['id', 'url', 'api', 'otp', 'sms', 'pdf', 'csv'])

/** 'releasedOn' -> 'Released on', 'userId' -> 'User ID': field labels and messages. */
export const humanize = (name: string) =>
  upperFirst(
    words(name)
      .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word))
      .join(' '),
  )

/** Pluralizes the last word of a camel or Pascal name: 'BugReport' -> 'BugReports'. */
export function pluralize(name: string): string {
  return mapLastWord(name, (word) => {
    if (UNCOUNTABLE.has(word)) return word
    if (IRREGULAR[word]) return IRREGULAR[word]
    if (/[^aeiou]y$/.test(word)) return word.slice(0, -1) + 'ies'
    if (/(s|x|z|ch|sh)$/.test(word)) return word + 'es'
    return word + 's'
  })
}

/** The inverse of pluralize: 'featureChangelogEntries' -> 'featureChangelogEntry'. */
export function singularize(name: string): string {
  return mapLastWord(name, (word) => {
    if (UNCOUNTABLE.has(word)) return word
    const irregular = Object.entries(IRREGULAR).find(([, plural]) => plural === word)
    if (irregular) return irregular[0]
    if (/[^aeiou]ies$/.test(word)) return word.slice(0, -3) + 'y'
    if (/(ss|us|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2)
    // status, analysis, class: already singular.
    if (/(us|is|ss)$/.test(word)) return word
    if (/s$/.test(word)) return word.slice(0, -1)
    return word
  })
}

function mapLastWord(name: string, change: (word: string) => string): string {
  const match = /^(.*?)([A-Z]?[a-z0-9]+)$/.exec(name)
  if (!match) return name
  const [, head, last] = match
  const changed = change(last.toLowerCase())
  return head + (/^[A-Z]/.test(last) ? upperFirst(changed) : changed)
}

/** A generator's name argument: `Widget`, or `Domain/Name` to pick the domain folder. */
export type UnitName = { domain: string; name: string }

const NAME = /^[A-Za-z][A-Za-z0-9_-]*$/

/**
 * Reads `Name` or `Domain/Name` into PascalCase parts. Without a domain the unit's own name,
 * singular, is its domain (Redwood's scaffold layout: WidgetsCell lives in components/Widget/).
 */
export function parseUnitName(raw: string | undefined, what: string): UnitName {
  if (!raw) throw new UsageError(`Name the ${what} to generate, e.g. "Widget" or "Billing/Invoice".`)
  const parts = raw.split('/')
  if (parts.length > 2 || parts.some((part) => !NAME.test(part))) {
    throw new UsageError(
      `"${raw}" is not a ${what} name: use letters and digits, starting with a letter, optionally "Domain/Name".`,
    )
  }
  const name = pascalCase(parts[parts.length - 1])
  const domain = parts.length === 2 ? pascalCase(parts[0]) : singularize(name)
  return { domain, name }
}

/** Every name a model's scaffold uses, from the model's singular PascalCase name. */
export function modelNames(model: string) {
  const Model = pascalCase(model)
  const Models = pluralize(Model)
  if (Models === Model) {
    throw new UsageError(`"${Model}" reads the same in the plural; name the model by a countable noun (e.g. "${Model}Item").`)
  }
  return {
    /** Widget */
    Model,
    /** Widgets */
    Models,
    /** widget: the detail field, route and page flag */
    model: camelCase(Model),
    /** widgets: the table export, list field, SDL file, service folder and page flag */
    models: camelCase(Models),
    /** widgets: the URL segment */
    urlSegment: paramCase(Models),
    /** widget: the info-log entity type */
    entityType: paramCase(Model).replace(/-/g, '_'),
  }
}

export type ModelNames = ReturnType<typeof modelNames>

// Reserves a new route's first path segment in common/appPaths.ts, which the public links
// (/{slug}, /{slug}/{code}) may never take: an affiliate's code chosen before the page existed would
// shadow it. web/src/appPaths.test.ts fails when a route's first segment is missing there, so the
// generators that add routes add their segment with them (the API cannot read the web's route table).
import { UsageError } from '../../run'
import type { FileEdit } from '../writer'

export const APP_PATHS = 'common/appPaths.ts'

/** The group the route table's segments are listed in, and the line that ends it. */
const GROUP_START = '  // the routes of web/src/routeTable.ts\n'
const GROUP_END = '  // the marketing pages'

/** The first segment of a route path ('/widgets/{id}/edit' -> 'widgets'), or null for '/'. */
export const firstSegment = (routePath: string) => routePath.split('/').find(Boolean) ?? null

/** The edit listing the first segments of `routePaths` that common/appPaths.ts does not list yet. */
export function reserveFirstSegments(routePaths: string[]): FileEdit {
  const segments = [...new Set(routePaths.map(firstSegment).filter((segment): segment is string => !!segment && !segment.startsWith('{')))]
  return {
    path: APP_PATHS,
    description: `first path segments ${segments.join(', ')}`,
    apply(text) {
      const start = text.indexOf('export const APP_PATH_SEGMENTS = [')
      const end = start === -1 ? -1 : text.indexOf('] as const', start)
      const groupEnd = text.indexOf(GROUP_END, start)
      if (start === -1 || end === -1 || !text.includes(GROUP_START) || groupEnd === -1 || groupEnd > end) {
        throw new UsageError(`Cannot find APP_PATH_SEGMENTS and its "${GROUP_START.trim()}" group in ${APP_PATHS}; add ${segments.join(', ')} there by hand.`)
      }
      const body = text.slice(start, end).replace(/\/\/.*$/gm, '')
      const listed = new Set([...body.matchAll(/'([^']+)'/g)].map(([, segment]) => segment.toLowerCase()))
      const missing = segments.filter((segment) => !listed.has(segment.toLowerCase()))
      if (!missing.length) return text
      return `${text.slice(0, groupEnd)}  ${missing.map((segment) => `'${segment}'`).join(', ')},\n${text.slice(groupEnd)}`
    },
  }
}

// Which public page a path is: the one resolver the server's HTML (its title and social tags) and
// GET /api/public-page share, so a crawler and the app see the same page. Paths that are no public
// page of this kind answer null (the app shell as usual).
import type { PublicPage } from '../../../../common/publicPages'
import { isPolicyName, policyPage } from './policies'
import { TRACKS, trainingLanding, trainingPage } from './training'

/** The public page at `pathname` (no query), or null. */
export async function publicPageFor(pathname: string): Promise<PublicPage | null> {
  const name = pathname.replace(/^\/+|\/+$/g, '')
  if (isPolicyName(name)) return policyPage(name)
  if (name === 'free-training') return trainingLanding()
  // free-training-beginner, free-training-beginner/2 (the part; the router's {id:Int}).
  const training = /^free-training-([a-z]+)(?:\/(\d{1,3}))?$/.exec(name)
  const track = TRACKS.find((known) => known === training?.[1])
  if (training && track) return trainingPage(track, training[2] ? Number(training[2]) : 1, `/${name}`)
  return null
}

// The public pages' contract between the API and the web app (docs/product.md, "Public pages").
// A public page renders without Apollo (the front door's first screen budget): its content comes
// as JSON, embedded by the server in the page's HTML with the page's own title and social tags,
// or fetched from PUBLIC_PAGE_URL when the app moves to it from another page.
import type { LandingContent } from './landingPages'
import type { TrainingTrack } from './validation/training'

/** GET `${PUBLIC_PAGE_URL}?path=/terms-conditions`: the page at that path, or 404. */
export const PUBLIC_PAGE_URL = '/api/public-page'

/** The id of the `<script type="application/json">` holding the page the HTML was answered for. */
export const PUBLIC_PAGE_DATA_ID = 'public-page'

/** The policy pages: their names (the setting holding each text) are their paths. */
export const POLICY_NAMES = ['terms-conditions', 'privacy-policy', 'refund-policy'] as const
export type PolicyName = (typeof POLICY_NAMES)[number]

/** The page titles, as the footer names them. */
export const POLICY_TITLES: Record<PolicyName, string> = {
  'terms-conditions': 'Terms and Conditions',
  'privacy-policy': 'Privacy Policy',
  'refund-policy': 'Refund Policy',
}

export type PolicyContent = { kind: 'policy'; name: PolicyName; markdown: string; updatedAt: string }

/** Where each track's video series lives; `/{id}` after it is the part (1 to 3). */
export const TRAINING_TRACK_PATHS: Record<TrainingTrack, string> = {
  beginner: '/free-training-beginner',
  experienced: '/free-training-experienced',
}

export const TRAINING_TRACK_TITLES: Record<TrainingTrack, string> = {
  beginner: 'Free Training for Beginners',
  experienced: 'Free Training for Experienced Freelancers',
}

/** The parts of the series, and the live workshop's days. */
export const TRAINING_PARTS = 3

/** A video as the player takes it (api: services/learning/media.ts lessonVideo). */
export type TrainingVideo = { provider: string; videoId: string | null; url: string }
export type TrainingPart = { number: number; title: string; summary: string | null; video: TrainingVideo | null }

export type { Workshop, WorkshopDay } from './workshop'
import type { Workshop } from './workshop'

export type TrainingContent = {
  kind: 'training'
  track: TrainingTrack
  /** The part shown (1 to 3). */
  part: number
  parts: TrainingPart[]
  /** Null while the workshop is switched off: the page sells the series alone. */
  workshop: Workshop | null
  /** Where "Join the Tribe" leads (the main offer). */
  offerPath: string
}

export type TrainingLandingContent = {
  kind: 'training-landing'
  tracks: { track: TrainingTrack; title: string; path: string; parts: string[]; workshopLive: boolean }[]
}

export type PublicPageContent = PolicyContent | TrainingContent | TrainingLandingContent | LandingContent

/**
 * The web modules (paths from web/, as Vite's manifest names them) a page of each kind needs before
 * its largest paint, which the server's HTML preloads (<link rel="modulepreload">) so they load beside
 * the entry instead of one after the other. A policy's first paragraph waits for the page and then
 * the markdown renderer (27 KB, lazy to keep the first screen small). The training pages' largest
 * paint is their own heading: a preload there only competes with it (measured: docs/benchmarks.md).
 * A landing page: its page and blocks, and the markdown renderer only when a Text block shows some
 * (publicPageModules): arriving late, the rendered text became the largest paint (2.73 s against
 * 2.13 s preloaded, docs/benchmarks.md).
 */
export const PUBLIC_PAGE_MODULES: Record<PublicPageContent['kind'], string[]> = {
  policy: ['src/pages/Public/PolicyPage/PolicyPage.tsx', 'src/components/ui/Markdown/Markdown.tsx'],
  training: [],
  'training-landing': [],
  landing: ['src/pages/Public/LandingPage/LandingPage.tsx', 'src/components/Landing/LandingBlocks/LandingBlocks.tsx'],
}

export const MARKDOWN_MODULE = 'src/components/ui/Markdown/Markdown.tsx'

/** The modules the server's HTML preloads for this page (see PUBLIC_PAGE_MODULES). */
export function publicPageModules(content: PublicPageContent): string[] {
  const modules = PUBLIC_PAGE_MODULES[content.kind]
  if (content.kind === 'landing' && content.document.content.some((block) => block.type === 'Text')) return [...modules, MARKDOWN_MODULE]
  return modules
}

export type PublicPage = {
  /** The path it answers (no query). */
  path: string
  /** The document's title and the social previews' title. */
  title: string
  /** The search result's and social previews' description (plain text, at most 200 characters). */
  description: string
  content: PublicPageContent
}

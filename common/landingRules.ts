// The rules a landing page's blocks follow that the web needs without zod: the block names, the
// messages, what a link and an uploaded file may be. The schemas are common/validation/landingPages.ts;
// common/landingPages.ts is the contract that gathers both for its users.

/** The blocks a page may hold, by their builder names. */
export const BLOCK_TYPES = ['Hero', 'Text', 'Image', 'Video', 'Testimonials', 'Faq', 'Countdown', 'Price', 'OptIn', 'WorkshopSchedule'] as const
export type BlockType = (typeof BLOCK_TYPES)[number]

export const landingMessages = {
  document: 'The page must be a list of blocks',
  unknownBlock: (type: string) => `"${type}" is not a block this page can hold`,
  unknownField: (block: string, field: string) => `${block}: "${field}" is not one of its fields`,
  tooManyBlocks: 'A page holds at most 60 blocks',
  zones: 'Blocks cannot be nested inside other blocks',
  link: 'Links must start with https://, http://, mailto: or / (a page of this site)',
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  imageUrl: 'Image must be an https:// link or an uploaded image',
  videoUrl: 'Video must be a YouTube or Vimeo link, an uploaded video or an https:// link to a video file',
  date: 'Enter a date and time',
  funnel: 'Choose the funnel whose price this block shows',
  funnelNeeded: 'A page that is not a funnel page must choose the funnel of each Price block',
  unknownFunnel: 'That funnel does not exist',
  track: 'Choose Beginner or Experienced',
  items: (label: string, max: number) => `${label}: at most ${max} items`,
  notFound: 'Page not found',
  noDraftChanges: 'Nothing to publish: the draft is the published page',
  unknownVersion: 'That version does not exist',
}

/** A link on a page: http(s), mailto or a path of this site (never javascript:, data: or //host). */
export function isSafeLink(value: string): boolean {
  if (/^\/(?!\/)/.test(value)) return true
  if (/^mailto:[^\s]+$/i.test(value)) return true
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** An uploaded file a page shows: GET /api/files/uploads/{id} (upload purpose 'page-media', public). */
export const PAGE_MEDIA_PATH = /^\/api\/files\/uploads\/\d{1,12}$/


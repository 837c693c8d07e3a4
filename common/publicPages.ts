// The public pages' contract between the API and the web app (docs/product.md, "Public pages").
// A public page renders without Apollo (the front door's first screen budget): its content comes
// as JSON, embedded by the server in the page's HTML with the page's own title and social tags,
// or fetched from PUBLIC_PAGE_URL when the app moves to it from another page.

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

export type PublicPageContent = PolicyContent

export type PublicPage = {
  /** The path it answers (no query). */
  path: string
  /** The document's title and the social previews' title. */
  title: string
  /** The search result's and social previews' description (plain text, at most 200 characters). */
  description: string
  content: PublicPageContent
}

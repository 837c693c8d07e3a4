// A public page's HTML: the app shell with the page's own title, description and social-preview
// tags (Open Graph, Twitter), which crawlers read without running JavaScript, and the page's
// content as a JSON data block the app renders at once instead of asking for it again. A data
// block (type application/json) is never run, so the CSP's script-src 'self' is untouched.
import { PUBLIC_PAGE_DATA_ID, type PublicPage } from '../../../common/publicPages'

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** JSON safe inside a <script> element: no "</script>" or "<!--" can close it early. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')

/**
 * The shell `shell` (web/dist/index.html) for `page`. `origin` (APP_URL) makes the page's address
 * absolute for og:url; without it the tag is left out rather than guessed from the request.
 */
export function pageHtml(shell: string, page: PublicPage, origin: string | null): string {
  const title = escapeHtml(page.title)
  const description = escapeHtml(page.description)
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Tribe" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    origin ? `<meta property="og:url" content="${escapeHtml(new URL(page.path, origin).toString())}" />` : '',
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<script type="application/json" id="${PUBLIC_PAGE_DATA_ID}">${scriptSafeJson(page)}</script>`,
  ].filter(Boolean)
  return shell
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${description}" />`)
    .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`)
}

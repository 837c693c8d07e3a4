// A public page's HTML: the app shell with the page's own title, description and social-preview
// tags (Open Graph, Twitter), which crawlers read without running JavaScript, and the page's
// content as a JSON data block the app renders at once instead of asking for it again. A data
// block (type application/json) is never run, so the CSP's script-src 'self' is untouched.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { PUBLIC_PAGE_DATA_ID, publicPageModules, type PublicPage } from '../../../common/publicPages'

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** JSON safe inside a <script> element: no "</script>" or "<!--" can close it early. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')

/** What the build's Vite manifest (web/dist/.vite/manifest.json) says of each chunk. */
export type ViteManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>

/**
 * The URLs to preload for `page` (publicPageModules): each module's chunk and the
 * chunks it imports statically, without the entry's (its script tag loads them already). A module
 * the manifest does not know (a renamed file) is skipped: a preload is only a hint.
 */
export function modulePreloads(manifest: ViteManifest | null, page: PublicPage): string[] {
  if (!manifest) return []
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  const loaded = new Set<string>()
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key]
    if (!chunk || into.has(key)) return
    into.add(key)
    for (const imported of chunk.imports ?? []) walk(imported, into)
  }
  if (entry) walk(Object.keys(manifest).find((key) => manifest[key] === entry)!, loaded)
  const wanted = new Set<string>()
  for (const module of publicPageModules(page.content)) walk(module, wanted)
  return [...wanted].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key].file}`)
}

/**
 * The shell `shell` (web/dist/index.html) for `page`. `origin` (APP_URL) makes the page's address
 * absolute for og:url; without it the tag is left out rather than guessed from the request.
 */
export function pageHtml(shell: string, page: PublicPage, origin: string | null, preloads: string[] = []): string {
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
    ...preloads.map((url) => `<link rel="modulepreload" crossorigin href="${escapeHtml(url)}" />`),
    `<script type="application/json" id="${PUBLIC_PAGE_DATA_ID}">${scriptSafeJson(page)}</script>`,
  ].filter(Boolean)
  return shell
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${description}" />`)
    .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`)
}

/** The encoding to answer a page in: br, else gzip, when the browser accepts it (not with q=0); null for none. */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((token) => token.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name),
  )
  return accepted.has('br') ? 'br' : accepted.has('gzip') || accepted.has('*') ? 'gzip' : null
}

/**
 * A page's HTML in `encoding`: brotli at quality 4 (fast enough per request; the pages are a few
 * KB), gzip at zlib's default. @fastify/compress does not reach the server's not-found handler,
 * which answers every page, so the pages are compressed here.
 */
export function encodePage(html: string | Buffer, encoding: 'br' | 'gzip' | null): Buffer | string {
  if (encoding === 'br') return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
  if (encoding === 'gzip') return gzipSync(html)
  return html
}

// [FILES]: uploads and authorized downloads in real Chromium (docs/storage.md): what the unit tests
// cannot show is that the browser itself accepts our answers: the CSP and frame headers let the
// app's pages show a stored image, frame a PDF and stream a video by ranges; attachments download
// under their UTF-8 names; someone else gets nothing. The uploader is a member made for the
// journey (the person maker), so no demo login gains files; the demo non-member only tries to read.
import { expect, test, type Page } from './support/test'
import { demo } from './support/demo'
import { makePerson } from './support/make'
import { logIn, logOut } from './support/session'

const TEN_MB = 10 * 1024 * 1024
const TOO_LARGE = 'The file is larger than 10mb. Please contact an admin to upload it.'
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

type Uploaded = { status: number; body: { id?: number; key?: string; fileName?: string; error?: string } }

/** Uploads from inside the page as the app does: FormData, the bearer token and auth-provider. */
function upload(page: Page, file: { name: string; type: string; base64?: string; text?: string; zeros?: number }): Promise<Uploaded> {
  return page.evaluate(async (file) => {
    const token = await (await fetch('/api/auth?method=getToken')).text()
    let bytes: Uint8Array<ArrayBuffer>
    if (file.base64) bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))
    else if (file.text) bytes = new TextEncoder().encode(file.text)
    else bytes = new Uint8Array(file.zeros ?? 0)
    if (file.zeros && file.base64) {
      const padded = new Uint8Array(file.zeros)
      padded.set(bytes)
      bytes = padded
    }
    const form = new FormData()
    // No purpose: these files stand for no form in particular (unclassified: the uploader and content staff read them).
    form.append('file', new Blob([bytes], { type: file.type }), file.name)
    const response = await fetch('/api/upload-file', { method: 'POST', body: form, headers: { 'auth-provider': 'dbAuth', authorization: `Bearer ${token}` } })
    return { status: response.status, body: await response.json() }
  }, file)
}

const pdfText = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'

test('[FILES]: upload, preview inline under the CSP, seek by ranges, download by name; refused over 10mb and to others', async ({ page, browser, request, baseURL }) => {
  const uploader = await makePerson(request)
  const refusals: string[] = []
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy|X-Frame-Options/i.test(message.text())) refusals.push(message.text())
  })
  await logIn(page, uploader.email)

  // 10 MB + 1 byte: refused with the spec's note, nothing stored.
  const tooLarge = await upload(page, { name: 'huge.png', type: 'image/png', base64: PNG_1X1, zeros: TEN_MB + 1 })
  expect(tooLarge).toEqual({ status: 413, body: { error: TOO_LARGE } })
  // A program renamed to .pdf: refused by its magic bytes.
  const renamed = await upload(page, { name: 'invoice.pdf', type: 'application/pdf', text: 'MZ\u0000\u0000 not a pdf' })
  expect(renamed.status).toBe(415)
  expect(renamed.body.error).toMatch(/^"invoice\.pdf" is not a real \.pdf file/)

  const image = await upload(page, { name: 'pixel.png', type: 'image/png', base64: PNG_1X1 })
  const pdf = await upload(page, { name: 'Handbook – 2025.pdf', type: 'application/pdf', text: pdfText })
  // An MP4 header is enough for the browser to ask for bytes by range.
  const mp4Header = btoa(String.fromCharCode(0, 0, 0, 0x18, ...[...'ftypisom'].map((c) => c.charCodeAt(0)), 0, 0, 2, 0, ...[...'isommp41'].map((c) => c.charCodeAt(0))))
  const video = await upload(page, { name: 'clip.mp4', type: 'video/mp4', base64: mp4Header, zeros: 64 * 1024 })
  for (const answer of [image, pdf, video]) expect(answer.status).toBe(201)
  expect(pdf.body.fileName).toBe('Handbook – 2025.pdf')

  // The app's own page shows the image, frames the PDF and plays the video from /api/files.
  const ranged: { status: number; range: string | undefined }[] = []
  page.on('response', (response) => {
    if (response.url().includes(`/api/files/uploads/${video.body.id}`)) ranged.push({ status: response.status(), range: response.request().headers().range })
  })
  const shown = await page.evaluate(
    async ({ imageId, pdfId, videoId }) => {
      const violations: string[] = []
      document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`))
      const img = document.createElement('img')
      img.src = `/api/files/uploads/${imageId}?inline=1`
      const imageLoaded = new Promise<number>((resolve) => {
        img.onload = () => resolve(img.naturalWidth)
        img.onerror = () => resolve(-1)
      })
      const frame = document.createElement('iframe')
      frame.src = `/api/files/uploads/${pdfId}?inline=1`
      const frameLoaded = new Promise<boolean>((resolve) => (frame.onload = () => resolve(true)))
      const media = document.createElement('video')
      media.preload = 'auto'
      media.muted = true
      media.src = `/api/files/uploads/${videoId}?inline=1`
      const mediaSettled = new Promise<string>((resolve) => {
        media.onloadedmetadata = () => resolve('metadata')
        media.onerror = () => resolve(`error ${media.error?.code}`)
        setTimeout(() => resolve('timeout'), 5000)
      })
      document.body.append(img, frame, media)
      return { width: await imageLoaded, framed: await frameLoaded, media: await mediaSettled, violations }
    },
    { imageId: image.body.id, pdfId: pdf.body.id, videoId: video.body.id },
  )
  expect(shown.width).toBe(1)
  expect(shown.framed).toBe(true)
  expect(shown.violations).toEqual([])
  expect(refusals).toEqual([])
  // Chromium fetched the video by ranges and was answered 206 (a header-only MP4 cannot play: it errors after).
  expect(ranged.length).toBeGreaterThan(0)
  expect(ranged.some((r) => r.range?.startsWith('bytes=') && r.status === 206)).toBe(true)

  // A link downloads the file under its own name (attachment, UTF-8 name).
  const downloading = page.waitForEvent('download')
  await page.evaluate((id) => {
    const link = document.createElement('a')
    link.href = `/api/files/uploads/${id}`
    link.textContent = 'Download'
    document.body.append(link)
    link.click()
  }, pdf.body.id)
  const download = await downloading
  expect(download.suggestedFilename()).toBe('Handbook – 2025.pdf')

  // Headers a browser sees on the file itself.
  const direct = await page.request.get(`/api/files/uploads/${pdf.body.id}?inline=1`)
  expect(direct.status()).toBe(200)
  expect(direct.headers()['content-disposition']).toMatch(/^inline; /)
  expect(direct.headers()['x-content-type-options']).toBe('nosniff')
  expect(direct.headers()['cache-control']).toBe('private')

  // Signed out, and as another member: nothing.
  const stranger = await browser.newContext({ baseURL })
  expect((await stranger.request.get(`/api/files/uploads/${pdf.body.id}`)).status()).toBe(404)
  await stranger.close()
  await logOut(page)
  await logIn(page, demo.nonMember.email)
  const other = await page.evaluate(async (id) => (await fetch(`/api/files/uploads/${id}`)).status, pdf.body.id)
  expect(other).toBe(404)
})

// Rows the resource files tests start from: scenario('title', standard, async ({ admin, guide }) => ...).
import { resourceFiles as resourceFilesTable, storedFiles } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'
import { currentUserFor } from '../../test/scenario'

let minute = 0

/** A resource row; every column the caller does not name gets a valid value (a minute newer each time). */
export async function insertResourceFile(values: Partial<typeof resourceFilesTable.$inferInsert> = {}) {
  minute += 1
  const [row] = await db
    .insert(resourceFilesTable)
    .values({
      title: 'A resource',
      category: 'webLink',
      fileUrl: 'https://example.com/resource',
      createdAt: new Date(Date.parse('2025-01-01T00:00:00Z') + minute * 60_000),
      ...values,
    })
    .returning()
  return row
}

/** A stored_files row, as POST /api/upload-file writes it. */
export async function insertStoredFile(fileName: string, contentType: string, uploadedById: number | null, sizeBytes = 4096) {
  const [row] = await db
    .insert(storedFiles)
    .values({ key: `2025/01/${crypto.randomUUID()}/${fileName}`, fileName, contentType, sizeBytes, uploadedById })
    .returning()
  return row
}

/** Someone signed in (as a request carries them) whose access level holds exactly these flags. */
async function signedIn(level: string, pageAccess: Record<string, boolean>, functionAccess: Record<string, boolean> = {}) {
  const user = await createUser({ accessLevels: [{ name: level, pageAccess, functionAccess }] })
  return currentUserFor(user.id)
}

const FLAGS = { resourceFiles: true, resourceFile: true, newResourceFile: true, editResourceFile: true }

/**
 * An admin holding every resource flag and resource-file_create; an editor without the function flag;
 * a member holding none. Three resources, oldest first: a PDF upload for members, a video link for
 * everyone, a web link (with LIKE's wildcard in its title) for affiliates.
 */
export const standard = async () => {
  const admin = await signedIn('tribe-team-ro', FLAGS, { 'resource-file_create': true })
  const pdf = await insertStoredFile('BIR Guide.pdf', 'application/pdf', admin.id, 120_000)
  return {
    admin,
    editor: await signedIn('head-coach', FLAGS),
    member: await signedIn('member', { home: true }),
    pdf,
    guide: await insertResourceFile({ title: 'BIR Registration Guide', category: 'pdf', fileUrl: pdf.key, fileName: pdf.fileName, contentType: pdf.contentType, sizeBytes: pdf.sizeBytes }),
    replay: await insertResourceFile({ title: 'Free Training Replay', category: 'videos', fileUrl: 'https://www.youtube.com/watch?v=abc123', audience: 'public' }),
    swipe: await insertResourceFile({ title: 'Swipe Copy 100%', category: 'webLink', fileUrl: 'https://docs.google.com/document/d/1', audience: 'affiliate', isPublished: false }),
  }
}

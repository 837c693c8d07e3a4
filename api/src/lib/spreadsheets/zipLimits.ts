// How large an .xlsx may be once unpacked (docs/imports.md, "Reading a workbook safely"). An .xlsx is a zip, and ExcelJS
// inflates every entry of it, whatever its name, before a row is counted: a 10 MB upload can hold
// gigabytes of zeros. So before anything is inflated, the zip's central directory is read (yauzl:
// names and sizes only) and the file refused when an entry, the total or an entry's compression
// ratio passes these limits; the worker that reads the workbook (readXlsx.ts) then holds every
// entry to the same limits while it inflates, since a directory can lie about sizes.
//
// Measured, not guessed: the members template with its 100,000-row maximum, every column filled,
// is a 5.7 MB upload whose sheet XML is 65 MB and shared strings 12 MB, each compressed about 14:1.
import yauzl from 'yauzl'

export const ZIP_LIMITS = {
  /** One entry unpacked (a sheet's XML, the shared strings): room above the 65 MB of a full 100,000-row sheet. */
  entryBytes: 100 * 1024 * 1024,
  /** Every entry the import reads, together: the largest legitimate workbook is under 80 MB. */
  totalBytes: 150 * 1024 * 1024,
  /** Unpacked / packed size of an entry larger than `ratioFloorBytes`: spreadsheet XML packs about 14:1, a zip bomb 1000:1. */
  ratio: 100,
  /** Small entries (styles, a one-row sheet) may pack far better than 100:1 and cannot hurt: the ratio is checked above this. */
  ratioFloorBytes: 1024 * 1024,
  /** Entries in the zip: a workbook has about 15, a few hundred with pictures; a million tiny ones would still cost a walk. */
  entries: 2000,
} as const

export type ZipProblem = 'tooLarge' | 'unreadable'

/** Pictures, embedded objects and the like: not needed to read cells, so never inflated (readXlsx.ts). */
export const isMediaEntry = (name: string) => /^xl\/(media|embeddings)\//.test(name)

/** The entry's unpacked size against the limits, `total` being what earlier entries add up to. */
export function entryProblem(entry: { fileName: string; compressedSize: number; uncompressedSize: number }, total: number): 'tooLarge' | null {
  if (isMediaEntry(entry.fileName)) return null
  if (entry.uncompressedSize > ZIP_LIMITS.entryBytes || total + entry.uncompressedSize > ZIP_LIMITS.totalBytes) return 'tooLarge'
  if (entry.uncompressedSize > ZIP_LIMITS.ratioFloorBytes && entry.uncompressedSize > ZIP_LIMITS.ratio * Math.max(entry.compressedSize, 1)) return 'tooLarge'
  return null
}

/** Reads the zip's central directory only (nothing inflated): null when it is within the limits. */
export async function checkZipDirectory(bytes: Buffer): Promise<ZipProblem | null> {
  let zip: yauzl.ZipFile
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, decodeStrings: true, validateEntrySizes: true })
  } catch {
    return 'unreadable'
  }
  let entries = 0
  let total = 0
  try {
    for await (const entry of zip.eachEntry()) {
      entries += 1
      if (entries > ZIP_LIMITS.entries) return 'tooLarge'
      if (entry.fileName.endsWith('/')) continue
      const problem = entryProblem(entry, total)
      if (problem) return problem
      if (!isMediaEntry(entry.fileName)) total += entry.uncompressedSize
    }
  } catch {
    return 'unreadable'
  } finally {
    zip.close()
  }
  return null
}

// The local-disk driver: one file per key under the storage folder (STORAGE_DIR, by default
// .data/storage beside the embedded database). A file is written to <folder>/.tmp first, flushed
// to disk, then renamed into place: a rename within one file system is atomic, so a reader sees
// the whole file or none, and a crash or a failed write leaves at most a temporary file, which
// the next write sweeps once it is an hour old. Keys are checked before they become paths.
import { randomUUID } from 'node:crypto'
import { mkdir, open, readdir, rename, rm, rmdir, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { assertStorageKey } from './keys'
import type { ByteRange, OpenedObject, Storage, StoredObjectInfo } from './types'

/** Temporary files older than this were left by a crash: removed by the next write. */
const STALE_TEMPORARY_MS = 60 * 60 * 1000

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT' || (error as NodeJS.ErrnoException)?.code === 'ENOTDIR'

export class LocalStorage implements Storage {
  readonly driver = 'local' as const
  readonly root: string
  private swept = false

  constructor(directory: string) {
    this.root = path.resolve(directory)
  }

  /** Where a key's file lives; refuses a key that is not one of ours (so never a path outside the folder). */
  pathOf(key: string): string {
    assertStorageKey(key)
    const file = path.resolve(this.root, ...key.split('/'))
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Storage key outside the storage folder: ${key}`)
    return file
  }

  /** Where files are written before they are renamed into place. */
  get temporaryDirectory() {
    return path.join(this.root, '.tmp')
  }

  /** The content type is not kept on disk: the row naming the key holds it. */
  async put(key: string, body: Buffer | Readable, _options?: { contentType: string }): Promise<void> {
    const target = this.pathOf(key)
    await mkdir(this.temporaryDirectory, { recursive: true, mode: 0o700 })
    if (!this.swept) {
      this.swept = true
      await this.sweepTemporaryFiles()
    }
    await mkdir(path.dirname(target), { recursive: true })
    const temporary = path.join(this.temporaryDirectory, `${randomUUID()}.part`)
    try {
      const handle = await open(temporary, 'wx', 0o600)
      try {
        if (Buffer.isBuffer(body)) await handle.writeFile(body)
        else for await (const chunk of body) await handle.write(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
        await handle.sync()
      } finally {
        await handle.close()
      }
      await rename(temporary, target)
    } catch (error) {
      await rm(temporary, { force: true })
      throw error
    }
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    try {
      const info = await stat(this.pathOf(key))
      return info.isFile() ? { size: info.size } : null
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  async open(key: string, range?: ByteRange): Promise<OpenedObject | null> {
    let handle
    try {
      handle = await open(this.pathOf(key), 'r')
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
    try {
      const info = await handle.stat()
      if (!info.isFile()) {
        await handle.close()
        return null
      }
      const totalSize = info.size
      if (range && (range.start < 0 || range.end < range.start || range.end >= totalSize)) {
        throw new RangeError(`Range ${range.start}-${range.end} is outside the object (${totalSize} bytes)`)
      }
      // The stream owns the handle from here (autoClose), also when it is destroyed unread.
      const stream = handle.createReadStream(range ? { start: range.start, end: range.end } : {})
      return { stream, size: range ? range.end - range.start + 1 : totalSize, totalSize }
    } catch (error) {
      await handle.close().catch(() => {})
      throw error
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key)
    await rm(file, { force: true })
    // The key's own <uuid> folder held only this file.
    await rmdir(path.dirname(file)).catch(() => {})
  }

  /** Removes temporary files a crash left behind (older than an hour, so never a write in progress). */
  async sweepTemporaryFiles(now = Date.now()): Promise<number> {
    let removed = 0
    let names: string[]
    try {
      names = await readdir(this.temporaryDirectory)
    } catch (error) {
      if (isMissing(error)) return 0
      throw error
    }
    for (const name of names) {
      const file = path.join(this.temporaryDirectory, name)
      const info = await stat(file).catch(() => null)
      if (info && now - info.mtimeMs > STALE_TEMPORARY_MS) {
        await rm(file, { force: true })
        removed += 1
      }
    }
    return removed
  }
}

// The one storage interface of the product (docs/storage.md): uploads, lesson files and videos,
// resource files and import workbooks all go through it. Two drivers: local disk (local.ts) and
// S3-compatible object storage (s3.ts), chosen by STORAGE_DRIVER (config.ts).
import type { Readable } from 'node:stream'

/** Inclusive byte positions, as HTTP Range has them: bytes 0-99 are the first 100 bytes. */
export type ByteRange = { start: number; end: number }

export type StoredObjectInfo = { size: number }

export type OpenedObject = {
  /** The bytes asked for (the whole object, or the range). Destroy it if you stop reading early. */
  stream: Readable
  /** Bytes in `stream`. */
  size: number
  /** Bytes in the whole object. */
  totalSize: number
}

export interface Storage {
  /** 'local' or 's3', for logs and the docs. */
  readonly driver: 'local' | 's3'
  /**
   * Stores `body` under `key` whole or not at all: readers never see a half-written object
   * (local: a temporary file renamed into place; S3: one PutObject). Replaces an existing object.
   */
  put(key: string, body: Buffer | Readable, options: { contentType: string }): Promise<void>
  /** The object's size, or null when there is none under `key`. */
  stat(key: string): Promise<StoredObjectInfo | null>
  /** Reads the object (or `range` of it, which must lie within it); null when there is none. */
  open(key: string, range?: ByteRange): Promise<OpenedObject | null>
  exists(key: string): Promise<boolean>
  /** Removes the object; nothing happens when there is none. */
  delete(key: string): Promise<void>
}

// The one storage module of the product (docs/storage.md): `storage()` is the store the settings
// choose (config.ts), made on first use; keys come from newStorageKey(). Import from here:
//   import { newStorageKey, storage } from '../lib/storage'
import { storageConfig, type StorageConfig } from './config'
import { LocalStorage } from './local'
import { S3Storage } from './s3'
import type { Storage } from './types'

export type { ByteRange, OpenedObject, Storage, StoredObjectInfo } from './types'
export type { StorageConfig } from './config'
export { storageConfig } from './config'
export { assertStorageKey, newStorageKey, sanitizeFileName } from './keys'
export { parseRangeHeader, type RangeRequest } from './range'
export { LocalStorage } from './local'
export { S3Storage } from './s3'

export function createStorage(config: StorageConfig): Storage {
  return config.driver === 's3' ? new S3Storage(config) : new LocalStorage(config.directory)
}

let current: Storage | undefined

/** The product's store, from the settings (a wrong setting throws, naming it). */
export function storage(): Storage {
  current ??= createStorage(storageConfig())
  return current
}

/** Tests: use `replacement` as the store until called again (null = back to the settings). */
export function replaceStorage(replacement: Storage | null): void {
  current = replacement ?? undefined
}

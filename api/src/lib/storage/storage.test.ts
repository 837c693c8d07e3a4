// The storage contract, run against both drivers: local disk in a temporary folder, and S3 against
// a real S3-protocol server (s3rver, started here on a random port with its own temporary folder,
// path-style), not a mock of the SDK.
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storageConfig } from './config'
import { createStorage, LocalStorage, newStorageKey, S3Storage, type Storage } from './index'

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
}

const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251))

function contract(name: string, make: () => Storage) {
  describe(`${name} driver`, () => {
    let store: Storage
    beforeAll(() => {
      store = make()
    })

    it('stores a buffer and reads it back whole, with its size', async () => {
      const key = newStorageKey('Guide.pdf')
      expect(await store.exists(key)).toBe(false)
      expect(await store.stat(key)).toBeNull()
      await store.put(key, bytes, { contentType: 'application/pdf' })
      expect(await store.exists(key)).toBe(true)
      expect(await store.stat(key)).toEqual({ size: 5000 })
      const opened = (await store.open(key))!
      expect(opened.size).toBe(5000)
      expect(opened.totalSize).toBe(5000)
      expect((await readAll(opened.stream)).equals(bytes)).toBe(true)
    })

    it('stores a stream', async () => {
      const key = newStorageKey('notes.txt')
      await store.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]), { contentType: 'text/plain' })
      expect((await readAll((await store.open(key))!.stream)).toString()).toBe('hello world')
    })

    it('reads a byte range (inclusive ends, as HTTP has them)', async () => {
      const key = newStorageKey('clip.mp4')
      await store.put(key, bytes, { contentType: 'video/mp4' })
      const opened = (await store.open(key, { start: 100, end: 199 }))!
      expect(opened.size).toBe(100)
      expect(opened.totalSize).toBe(5000)
      expect((await readAll(opened.stream)).equals(bytes.subarray(100, 200))).toBe(true)
      const last = (await store.open(key, { start: 4999, end: 4999 }))!
      expect([...(await readAll(last.stream))]).toEqual([4999 % 251])
      await expect(store.open(key, { start: 10, end: 5000 })).rejects.toThrow(RangeError)
    })

    it('answers null for a missing object and deletes quietly', async () => {
      const key = newStorageKey('gone.png')
      expect(await store.open(key)).toBeNull()
      await store.put(key, bytes, { contentType: 'image/png' })
      await store.delete(key)
      expect(await store.exists(key)).toBe(false)
      await expect(store.delete(key)).resolves.toBeUndefined()
    })

    it('refuses anything that is not a storage key', async () => {
      for (const key of ['../etc/passwd', '2025/01/x/../../a', 'a.pdf', '2025/01/0b7c4f1e-9d2a-4c3b-8e5f-6a7b8c9d0e1f/..']) {
        await expect(store.put(key, bytes, { contentType: 'text/plain' })).rejects.toThrow(/Not a storage key/)
        await expect(store.open(key)).rejects.toThrow(/Not a storage key/)
      }
    })

    it('keeps UTF-8 names in keys', async () => {
      const key = newStorageKey('Ñino – résumé 日本.pdf')
      await store.put(key, bytes, { contentType: 'application/pdf' })
      expect(key.endsWith('/Ñino – résumé 日本.pdf')).toBe(true)
      expect(await store.stat(key)).toEqual({ size: 5000 })
    })
  })
}

const localRoot = mkdtempSync(path.join(os.tmpdir(), 'tribe-storage-'))
contract('local', () => new LocalStorage(localRoot))

let s3: S3rver | undefined
let s3Store: S3Storage | undefined
const s3Dir = mkdtempSync(path.join(os.tmpdir(), 'tribe-s3rver-'))
beforeAll(async () => {
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: 'tribe-files' }] })
  const { port } = await s3.run()
  // The settings as an operator writes them for a self-hosted server.
  const config = storageConfig({
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'tribe-files',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  })
  s3Store = createStorage(config) as S3Storage
})
afterAll(async () => {
  s3Store?.client.destroy()
  await s3?.close()
  rmSync(s3Dir, { recursive: true, force: true })
  rmSync(localRoot, { recursive: true, force: true })
})
contract('s3', () => s3Store!)

describe('local driver on disk', () => {
  it('writes through a temporary file: nothing half-written is ever at the key', async () => {
    const store = new LocalStorage(localRoot)
    const key = newStorageKey('broken.pdf')
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1))
        this.destroy(new Error('connection lost'))
      },
    })
    await expect(store.put(key, failing, { contentType: 'application/pdf' })).rejects.toThrow('connection lost')
    expect(await store.exists(key)).toBe(false)
    expect(readdirSync(store.temporaryDirectory)).toEqual([])
  })

  it('sweeps temporary files a crash left, once they are an hour old', async () => {
    const store = new LocalStorage(localRoot)
    const stale = path.join(store.temporaryDirectory, 'stale.part')
    const fresh = path.join(store.temporaryDirectory, 'fresh.part')
    writeFileSync(stale, 'x')
    writeFileSync(fresh, 'x')
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
    utimesSync(stale, twoHoursAgo, twoHoursAgo)
    expect(await store.sweepTemporaryFiles()).toBe(1)
    expect(existsSync(stale)).toBe(false)
    expect(existsSync(fresh)).toBe(true)
    rmSync(fresh)
  })

  it('keeps files at <folder>/<yyyy>/<mm>/<uuid>/<name> and removes the uuid folder with the file', async () => {
    const store = new LocalStorage(localRoot)
    const key = newStorageKey('a.txt', new Date('2024-02-10T00:00:00Z'))
    expect(key).toMatch(/^2024\/02\/[0-9a-f-]{36}\/a\.txt$/)
    await store.put(key, Buffer.from('a'), { contentType: 'text/plain' })
    expect(existsSync(path.join(localRoot, ...key.split('/')))).toBe(true)
    await store.delete(key)
    expect(existsSync(path.join(localRoot, ...key.split('/').slice(0, 3)))).toBe(false)
  })
})

describe('storageConfig', () => {
  it('is the local folder .data/storage by default, or STORAGE_DIR', () => {
    const local = storageConfig({})
    expect(local).toMatchObject({ driver: 'local' })
    expect(local.driver === 'local' && local.directory.endsWith(path.join('.data', 'storage'))).toBe(true)
    const custom = storageConfig({ STORAGE_DIR: '/srv/files' })
    expect(custom).toEqual({ driver: 'local', directory: '/srv/files' })
  })

  it('reads the S3 settings and refuses mistakes, naming the setting', () => {
    expect(storageConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b' })).toEqual({
      driver: 's3',
      bucket: 'b',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    })
    expect(() => storageConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/)
    expect(() => storageConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/)
    expect(() => storageConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/)
    expect(() => storageConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY/)
    expect(() => storageConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/)
  })
})

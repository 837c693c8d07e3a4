// The S3-compatible driver (@aws-sdk/client-s3): AWS S3, or a self-hosted server (MinIO, Ceph,
// Garage, SeaweedFS, R2 ...) with S3_ENDPOINT and, usually, S3_FORCE_PATH_STYLE=true. Several API
// processes then share one store. An object is written with one PutObject of the whole body
// (uploads are at most 10 MB), which S3 makes visible whole or not at all.
import type { Readable } from 'node:stream'
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { S3StorageConfig } from './config'
import { assertStorageKey } from './keys'
import type { ByteRange, OpenedObject, Storage, StoredObjectInfo } from './types'

/** The SDK client for `config`, with settings that suit self-hosted servers too. */
export function s3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    // The SDK adds CRC32 checksums to every request and checks them on answers by default since
    // 3.729; many S3-compatible servers do not support them. Only where an operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering fails the request instead of hanging it (requestTimeout is
    // the socket's idle time, so a long download that keeps flowing is not cut).
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  })
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
  return Buffer.concat(chunks)
}

export class S3Storage implements Storage {
  readonly driver = 's3' as const
  readonly bucket: string
  readonly client: S3Client

  constructor(config: S3StorageConfig, client: S3Client = s3Client(config)) {
    this.bucket = config.bucket
    this.client = client
  }

  async put(key: string, body: Buffer | Readable, options: { contentType: string }): Promise<void> {
    assertStorageKey(key)
    // PutObject needs the length up front: a stream is read whole first (bodies here are at most 10 MB).
    const bytes = Buffer.isBuffer(body) ? body : await readAll(body)
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentLength: bytes.length, ContentType: options.contentType }),
    )
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    assertStorageKey(key)
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }))
      return { size: head.ContentLength ?? 0 }
    } catch (error) {
      if (isNotFound(error)) return null
      throw error
    }
  }

  async open(key: string, range?: ByteRange): Promise<OpenedObject | null> {
    assertStorageKey(key)
    if (range && (range.start < 0 || range.end < range.start)) throw new RangeError(`Bad range ${range.start}-${range.end}`)
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      )
      const size = answer.ContentLength ?? 0
      // 'bytes 0-99/1234': the total after the slash.
      const total = /\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1]
      const totalSize = range ? Number(total ?? size) : size
      if (range && range.end >= totalSize) {
        ;(answer.Body as Readable | undefined)?.destroy()
        throw new RangeError(`Range ${range.start}-${range.end} is outside the object (${totalSize} bytes)`)
      }
      return { stream: answer.Body as Readable, size, totalSize }
    } catch (error) {
      if (isNotFound(error)) return null
      throw error
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key)
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }))
  }
}

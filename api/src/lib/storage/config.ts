// Where files are stored (docs/storage.md), read from the settings (.env, then the environment):
//   STORAGE_DRIVER        local (default) or s3
//   STORAGE_DIR           local: the folder, relative to the project root (default .data/storage,
//                         beside the embedded database's .data/pglite)
//   S3_ENDPOINT           s3: the server's URL (empty = AWS itself, from S3_REGION)
//   S3_BUCKET             s3: the bucket (required)
//   S3_REGION             s3: the region (default us-east-1; most self-hosted servers ignore it)
//   S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY   s3: the keys (empty = the SDK's default chain:
//                         AWS_* variables, an instance role ...)
//   S3_FORCE_PATH_STYLE   s3: true for self-hosted servers (MinIO, Ceph, Garage, s3rver) that
//                         serve buckets as http://host/bucket/key rather than http://bucket.host/key
import path from 'node:path'
import { projectRoot } from '../env'

export type LocalStorageConfig = { driver: 'local'; directory: string }
export type S3StorageConfig = {
  driver: 's3'
  bucket: string
  region: string
  endpoint?: string
  accessKeyId?: string
  secretAccessKey?: string
  forcePathStyle: boolean
}
export type StorageConfig = LocalStorageConfig | S3StorageConfig

export const DEFAULT_STORAGE_DIR = '.data/storage'

const value = (env: NodeJS.ProcessEnv, name: string) => {
  const raw = env[name]?.trim()
  return raw ? raw : undefined
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = value(env, name)?.toLowerCase()
  if (raw === undefined || raw === 'false' || raw === '0' || raw === 'no') return false
  if (raw === 'true' || raw === '1' || raw === 'yes') return true
  throw new Error(`Setting ${name} must be true or false, got "${env[name]}"`)
}

/** The storage settings, checked: a mistake stops the server at start, saying what to fix. */
export function storageConfig(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  const driver = (value(env, 'STORAGE_DRIVER') ?? 'local').toLowerCase()
  if (driver === 'local') {
    return { driver: 'local', directory: path.resolve(projectRoot, value(env, 'STORAGE_DIR') ?? DEFAULT_STORAGE_DIR) }
  }
  if (driver !== 's3') throw new Error(`Setting STORAGE_DRIVER must be local or s3, got "${env.STORAGE_DRIVER}"`)
  const bucket = value(env, 'S3_BUCKET')
  if (!bucket) throw new Error('Setting S3_BUCKET is required with STORAGE_DRIVER=s3 (docs/storage.md)')
  const endpoint = value(env, 'S3_ENDPOINT')
  if (endpoint) {
    let url: URL
    try {
      url = new URL(endpoint)
    } catch {
      throw new Error(`Setting S3_ENDPOINT must be a URL like https://s3.example.com, got "${endpoint}"`)
    }
    if (!/^https?:$/.test(url.protocol)) throw new Error(`Setting S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`)
  }
  const accessKeyId = value(env, 'S3_ACCESS_KEY_ID')
  const secretAccessKey = value(env, 'S3_SECRET_ACCESS_KEY')
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('Settings S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the default credentials')
  }
  return {
    driver: 's3',
    bucket,
    region: value(env, 'S3_REGION') ?? 'us-east-1',
    endpoint,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE'),
  }
}

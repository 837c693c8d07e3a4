// Settings: .env.defaults (committed) overridden by .env (git-ignored) overridden by the
// process environment. Loaded once, on first import, from the project root.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import dotenv from 'dotenv'

/** The folder holding redwood.toml, found upward from this file (src, or the api/dist bundle). */
export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)))

function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'redwood.toml'))) return dir
    if (path.dirname(dir) === dir) throw new Error(`No redwood.toml above ${start}: is the project intact?`)
  }
}

function load() {
  const fromFiles: Record<string, string> = {}
  for (const name of ['.env.defaults', '.env']) {
    const file = path.join(projectRoot, name)
    if (existsSync(file)) Object.assign(fromFiles, dotenv.parse(readFileSync(file, 'utf8')))
  }
  for (const [key, value] of Object.entries(fromFiles)) {
    if (process.env[key] === undefined) process.env[key] = value
  }
}

load()

export function setting(name: string, fallback?: string): string {
  const value = process.env[name]
  if (value === undefined || value === '') {
    if (fallback !== undefined) return fallback
    throw new Error(`Missing setting ${name}: add it to .env (see .env.defaults)`)
  }
  return value
}

export function intSetting(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value)) throw new Error(`Setting ${name} must be a whole number, got "${raw}"`)
  return value
}

export const isProduction = process.env.NODE_ENV === 'production'

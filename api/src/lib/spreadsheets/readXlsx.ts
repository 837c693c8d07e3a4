// Reads an .xlsx upload's template sheets in a worker thread (readXlsx.worker.js) with a heap
// limit and a time limit (docs/imports.md, "Reading a workbook safely"): a crafted workbook that would exhaust memory or
// spin ends that thread, never the API. The worker is kept for the next file (starting one and
// loading ExcelJS costs about as much as reading a 2,000-row file), one file at a time; one that
// died or ran out of time is replaced on the next read. It never keeps the process alive.
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { intSetting, projectRoot } from '../env'
import { logger } from '../logger'
import { ZIP_LIMITS } from './zipLimits'

/**
 * The worker's old-generation heap. Measured: ExcelJS holds a full 100,000-row members workbook
 * (the row cap) in about 480-560 MB, and needs 512 MB to finish it; 768 leaves room for the rows
 * it hands back. Anything needing more is a file no template produces.
 */
const heapMb = () => intSetting('UPLOAD_PARSE_HEAP_MB', 768)
/** A full 100,000-row workbook reads in 10 to 20 s on a loaded machine; far past that, something is wrong with the file. */
const timeoutMs = () => intSetting('UPLOAD_PARSE_TIMEOUT_SECONDS', 180) * 1000

/** Beside the sources, found from the project root: the production bundle (api/dist) runs from the same checkout. */
const WORKER_FILE = path.join(projectRoot, 'api/src/lib/spreadsheets/readXlsx.worker.js')

export type RawSheet = { header: string[]; rows: { row: number; cells: string[] }[] }
export type XlsxProblem = 'unreadable' | 'tooLarge' | 'tooManyRows' | 'timeout'
type Result = { sheets: Record<string, RawSheet> } | { error: XlsxProblem }
type WorkerMessage = { names: string[] } | { sheets: Record<string, RawSheet> } | { error: Exclude<XlsxProblem, 'timeout'> }

let kept: Worker | null = null
let queue: Promise<unknown> = Promise.resolve()

function startWorker(limitMb: number): Worker {
  const worker = new Worker(WORKER_FILE, { workerData: { limits: ZIP_LIMITS }, resourceLimits: { maxOldGenerationSizeMb: limitMb } })
  worker.unref()
  worker.on('exit', () => {
    if (kept === worker) kept = null
  })
  return worker
}

/**
 * The workbook's sheets by template sheet name. `pick` answers, for the workbook's worksheet
 * names, which template sheet each one is (worksheet name -> template sheet name). `heapMb`
 * other than the setting reads in a worker of its own (tests).
 */
export function readXlsxSheets(
  bytes: Buffer,
  pick: (worksheetNames: string[]) => Record<string, string>,
  options: { maxRows: number; heapMb?: number; timeoutMs?: number },
): Promise<Result> {
  const read = queue.then(() => readInWorker(bytes, pick, options))
  queue = read.catch(() => undefined)
  return read
}

function readInWorker(bytes: Buffer, pick: (names: string[]) => Record<string, string>, options: { maxRows: number; heapMb?: number; timeoutMs?: number }): Promise<Result> {
  const limitMb = options.heapMb ?? heapMb()
  const shared = limitMb === heapMb()
  if (shared) kept ??= startWorker(limitMb)
  const worker = shared && kept ? kept : startWorker(limitMb)
  return new Promise((resolve) => {
    let settled = false
    const end = (result: Result, stop: boolean) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      worker.off('message', onMessage)
      worker.off('error', onError)
      worker.off('exit', onExit)
      if (stop || !shared) {
        if (kept === worker) kept = null
        void worker.terminate()
      }
      resolve(result)
    }
    const onMessage = (message: WorkerMessage) => {
      if ('names' in message) worker.postMessage({ pick: pick(message.names) })
      else end(message, false)
    }
    const onError = (error: Error & { code?: string }) => {
      // Past the heap limit the worker is ended with ERR_WORKER_OUT_OF_MEMORY: the file unpacks too large.
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') return end({ error: 'tooLarge' }, true)
      logger.warn({ err: error }, 'spreadsheet worker failed')
      end({ error: 'unreadable' }, true)
    }
    const onExit = () => end({ error: 'unreadable' }, true)
    const timer = setTimeout(() => end({ error: 'timeout' }, true), options.timeoutMs ?? timeoutMs())
    worker.on('message', onMessage)
    worker.on('error', onError)
    worker.on('exit', onExit)
    worker.postMessage({ read: new Uint8Array(bytes), maxRows: options.maxRows })
  })
}

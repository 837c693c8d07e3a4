// Production build only: each script, stylesheet and SVG of web/dist also written brotli- and
// gzip-compressed (name.br, name.gz) once, at build time, at the best ratio, so the server sends the
// compressed file to a browser that accepts it without compressing on every request
// (api/src/server.ts, @fastify/static's preCompressed). The entry goes from about 220 KB to 70 on the
// wire: on a phone, the difference between a first screen in 2 s and in 3 (docs/benchmarks.md,
// "Public pages: Lighthouse").
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(js|css|svg|html|json)$/
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024

export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'tribe:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    writeBundle(_options, bundle) {
      for (const name of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(name)) continue
        const file = path.join(outDir, name)
        const bytes = readFileSync(file)
        if (bytes.length < MIN_BYTES) continue
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }))
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }))
      }
    },
  }
}

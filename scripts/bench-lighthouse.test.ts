import { describe, expect, it } from 'vitest'
import { budgetMisses, diagnosis, figuresOf, MAX_LCP_MS, median, medianFigures, medianRun, MIN_SCORE, type LighthouseResult } from './bench-lighthouse'

/** A Lighthouse result with only what the bench reads. */
const run = (score: number | null, lcpMs: number, extra: Partial<Record<'fcp' | 'tbt' | 'cls' | 'bytes', number>> = {}): LighthouseResult => ({
  categories: { performance: { score } },
  audits: {
    'largest-contentful-paint': { numericValue: lcpMs },
    'first-contentful-paint': { numericValue: extra.fcp ?? 1000 },
    'total-blocking-time': { numericValue: extra.tbt ?? 50 },
    'cumulative-layout-shift': { numericValue: extra.cls ?? 0 },
    'total-byte-weight': { numericValue: extra.bytes ?? 200_000 },
  },
})

describe('median', () => {
  it('takes the middle value of an odd count and the mean of the two middle ones of an even count, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([7])).toBe(7)
  })

  it('is NaN for no values or when a run has none (a failed run is not left out quietly)', () => {
    expect(median([])).toBeNaN()
    expect(median([1, NaN, 3])).toBeNaN()
  })
})

describe('figuresOf and medianFigures (from Lighthouse results)', () => {
  it('reads the score out of 100 and the metrics, each median on its own', () => {
    expect(figuresOf(run(0.934, 2100, { bytes: 123_456 }))).toEqual({ score: 93, lcpMs: 2100, fcpMs: 1000, tbtMs: 50, cls: 0, bytes: 123_456 })
    const figures = medianFigures([run(0.95, 1800, { tbt: 300 }), run(0.8, 3000, { tbt: 10 }), run(0.91, 2600, { tbt: 40 })])
    expect(figures).toMatchObject({ score: 91, lcpMs: 2600, tbtMs: 40 })
  })

  it('has no score for a run Lighthouse could not score', () => {
    expect(figuresOf(run(null, 1000)).score).toBeNaN()
    expect(figuresOf({ categories: {}, audits: {} })).toMatchObject({ score: NaN, lcpMs: NaN })
  })

  it('picks the median run by score to read the diagnostics from', () => {
    const runs = [run(0.99, 1000), run(0.7, 4000), run(0.92, 2000)]
    expect(medianRun(runs)).toBe(runs[2])
  })
})

describe('budgetMisses (score at least 90, LCP at most 2.5 s)', () => {
  const figures = (score: number, lcpMs: number) => figuresOf(run(score / 100, lcpMs))

  it('is met on the bounds themselves', () => {
    expect(MIN_SCORE).toBe(90)
    expect(MAX_LCP_MS).toBe(2500)
    expect(budgetMisses(figures(90, 2500))).toEqual([])
  })

  it('names each figure that misses', () => {
    expect(budgetMisses(figures(89, 2500))).toEqual(['score 89 < 90'])
    expect(budgetMisses(figures(95, 2510))).toEqual(['LCP 2.51 s > 2.50 s'])
    expect(budgetMisses(figures(70, 4000))).toHaveLength(2)
  })

  it('counts a failed run as a miss', () => {
    expect(budgetMisses(medianFigures([run(0.95, 1000), run(null, NaN), run(0.96, 1100)]))).toEqual(['score missing < 90', 'LCP missing s > 2.50 s'])
  })
})

describe('diagnosis', () => {
  it('names the LCP element, its phases and what would save time or bytes', () => {
    const result = run(0.8, 3000)
    result.audits['largest-contentful-paint-element'] = {
      details: {
        type: 'list',
        items: [
          { type: 'table', items: [{ node: { snippet: '<h1 class="x">' } }] },
          { type: 'table', items: [{ phase: 'TTFB', timing: 600.4 }, { phase: 'Render Delay', timing: 2400 }] },
        ],
      },
    }
    result.audits['render-blocking-resources'] = { details: { items: [{ url: '/assets/index.css', wastedMs: 450 }] } }
    result.audits['unused-javascript'] = { details: { items: [{ url: '/assets/index.js', wastedBytes: 20480, totalBytes: 40960 }] } }
    expect(diagnosis(result)).toEqual([
      'LCP element: <h1 class="x">',
      'LCP phases: TTFB 600 ms, Render Delay 2400 ms',
      'render-blocking: /assets/index.css (450 ms)',
      'unused JavaScript: /assets/index.js 20.0 of 40.0 KB',
    ])
    expect(diagnosis(run(0.99, 900))).toEqual([])
  })

  it('names an audit Lighthouse could not run, the longest chain, and what compression would save', () => {
    const result = run(0.79, 4200)
    result.audits['largest-contentful-paint-element'] = { errorMessage: 'Required TraceElements gatherer encountered an error' }
    result.audits['critical-request-chains'] = { details: { longestChain: { length: 4, transferSize: 2048, duration: 90 } } }
    result.audits['uses-text-compression'] = {
      metricSavings: { LCP: 1500, FCP: 1050, CLS: 0 },
      details: { items: [{ url: 'http://127.0.0.1:4000/assets/index.js', wastedBytes: 157_000, totalBytes: 227_400 }] },
    }
    expect(diagnosis(result)).toEqual([
      'largest-contentful-paint-element: not available (Required TraceElements gatherer encountered an error)',
      'longest request chain: 4 requests one after the other, 2.0 KB',
      "not compressed (Lighthouse's estimate: LCP -1500 ms, FCP -1050 ms): /assets/index.js 153.3 of 222.1 KB",
    ])
  })
})

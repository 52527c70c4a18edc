import { describe, expect, it } from 'vitest'
import { readLhr } from './lighthouse.ts'

const ref = (id: string, weight: number) => ({ id, weight })
const lhr = {
  lighthouseVersion: '13.5.0',
  categories: {
    performance: { score: 0.99, auditRefs: [ref('total-blocking-time', 30), ref('metrics', 0)] },
    accessibility: { score: 1, auditRefs: [ref('color-contrast', 7)] },
    'best-practices': { score: 1, auditRefs: [] },
    seo: { score: 0.66, auditRefs: [ref('is-crawlable', 4.6), ref('document-title', 1), ref('structured-data', 0)] },
  },
  audits: {
    'first-contentful-paint': { score: 1, numericValue: 954.2 },
    'largest-contentful-paint': { score: 1, numericValue: 1104 },
    'total-blocking-time': { score: 0.97, numericValue: 182 },
    'cumulative-layout-shift': { score: 1, numericValue: 0 },
    'speed-index': { score: 1, numericValue: 1058 },
    metrics: {
      score: 1,
      details: { type: 'debugdata', items: [{ observedFirstContentfulPaint: 210, observedLargestContentfulPaint: 230 }, {}] },
    },
    'color-contrast': { score: 1 },
    'is-crawlable': { score: 0 },
    'document-title': { score: 1 },
    'structured-data': { score: null },
    'lcp-breakdown-insight': {
      score: 1,
      details: {
        type: 'list',
        items: [
          { type: 'table', items: [] },
          { type: 'node', selector: 'section.hero > p', snippet: '<p class="hero__lead">', nodeLabel: 'Kinemo' },
        ],
      },
    },
  },
}

describe('readLhr', () => {
  it("takes Lighthouse's scores and metrics as it reports them", () => {
    expect(readLhr(lhr)).toEqual({
      version: '13.5.0',
      figures: {
        performance: 99,
        accessibility: 100,
        bestPractices: 100,
        seo: 66,
        fcp: 954.2,
        lcp: 1104,
        tbt: 182,
        cls: 0,
        speedIndex: 1058,
        observedFcp: 210,
        observedLcp: 230,
      },
      lcpNode: { type: 'node', selector: 'section.hero > p', snippet: '<p class="hero__lead">', nodeLabel: 'Kinemo' },
      failedAudits: ['seo: is-crawlable'],
    })
  })

  it('leaves what a run could not measure as NaN and names no element it did not report', () => {
    const unscored = readLhr({
      ...lhr,
      categories: { ...lhr.categories, performance: { score: null, auditRefs: [] } },
      audits: { 'first-contentful-paint': { score: null } },
    })
    expect(unscored.figures.performance).toBeNaN()
    expect(unscored.figures.fcp).toBeNaN()
    expect(unscored.figures.observedLcp).toBeNaN()
    expect(unscored.lcpNode).toBeUndefined()
  })

  it('finds the element in the older LCP-element audit', () => {
    const older = readLhr({
      ...lhr,
      audits: {
        'largest-contentful-paint-element': { score: 1, details: { items: [{ node: { type: 'node', selector: 'h1', snippet: '<h1>' } }] } },
      },
    })
    expect(older.lcpNode?.selector).toBe('h1')
  })
})

import { expect, type Page } from '@playwright/test'

/** Opens a URL and waits until React has hydrated it, so clicks are handled client-side. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  return response
}

/** A layout shift: its score and the elements that moved, as `tag#id.class1.class2`. */
export interface LayoutShiftRecord {
  value: number
  sources: string[]
}

declare global {
  interface Window {
    /** Every shift so far, including entries queued but not yet delivered to the observer. */
    __readLayoutShifts?: () => LayoutShiftRecord[]
  }
}

/**
 * From the page's next navigation on, records every layout shift that input did not cause
 * (what CLS counts), buffered from navigation start. Read with `window.__readLayoutShifts()`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = []
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '(gone)'
      const id = node.id ? `#${node.id}` : ''
      const cls = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : ''
      return `${node.tagName.toLowerCase()}${id}${cls}`
    }
    // LayoutShift is not in TypeScript's DOM library yet.
    type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null }[] }
    const isLayoutShift = (entry: PerformanceEntry): entry is LayoutShift => 'value' in entry && 'hadRecentInput' in entry
    const collect = (entries: PerformanceEntryList) => {
      for (const entry of entries) {
        if (!isLayoutShift(entry) || entry.hadRecentInput) continue
        shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => describe(s.node)) })
      }
    }
    const observer = new PerformanceObserver((list) => collect(list.getEntries()))
    observer.observe({ type: 'layout-shift', buffered: true })
    window.__readLayoutShifts = () => {
      collect(observer.takeRecords())
      return shifts
    }
  })
}

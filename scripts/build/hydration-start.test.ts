import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { deferHydration, HYDRATION_START_SCRIPT, HYDRATION_START_TAG } from './hydration-start.ts'
import { expectedScripts, unexpectedScripts } from './inline-scripts.ts'
import { scanPage } from './csp.ts'
import { watchLeaving } from '../../src/features/errors/reload-guard.ts'
import { LEAVE_MARK } from '../../src/features/errors/leave-mark.ts'

const PRELOADS =
  '<link rel="modulepreload" fetchpriority="low" href="/assets/shell.js"><link rel="modulepreload" fetchpriority="low" href="/assets/promo.js">'
const ENTRY = '<script type="module" src="/assets/entry.js"></script>'
const PAGE =
  '<html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/shell.css">' +
  PRELOADS +
  '<link rel="preload" href="/assets/inter.woff2" as="font"/><title>Kinemo</title><script>detect()</script>' +
  ENTRY +
  '</head><body><main>Page</main></body></html>'

describe('deferHydration', () => {
  const out = deferHydration(PAGE)

  it('keeps the modulepreloads and the entry script, in order, inside one inert template where the preloads stood', () => {
    expect(out).toContain(
      `<link rel="stylesheet" href="/assets/shell.css"><template data-hydration>${PRELOADS}${ENTRY}</template><link rel="preload"`,
    )
    expect(out.match(/rel="modulepreload"/g)).toHaveLength(2)
    expect(out.match(/<script type="module" src=/g)).toHaveLength(1)
  })

  it('puts the loader last in the head, after the head scripts React hydrates by position', () => {
    expect(out).toContain(`<script>detect()</script>${HYDRATION_START_TAG}</head><body><main>Page</main>`)
  })

  it('writes the loader as a module script, which does not hold the parser while the stylesheets load', () => {
    expect(HYDRATION_START_TAG).toBe(`<script type="module">${HYDRATION_START_SCRIPT}</script>`)
    expect(scanPage(out).scripts.map((script) => script.text)).toContain(HYDRATION_START_SCRIPT)
  })

  it('leaves the rest of the page as it was', () => {
    const without = out.replace(/<template data-hydration>.*<\/template>/, '').replace(HYDRATION_START_TAG, '')
    expect(without).toBe(PAGE.replace(PRELOADS, '').replace(ENTRY, ''))
  })

  it('writes a loader the inline script check accepts, by its exact text', () => {
    expect(
      unexpectedScripts(scanPage(out).scripts, expectedScripts({ detection: 'detect()', 'hydration start': HYDRATION_START_SCRIPT })),
    ).toEqual([])
    expect(unexpectedScripts(scanPage(out).scripts, expectedScripts({ detection: 'detect()' })).map((s) => s.text)).toEqual([
      HYDRATION_START_SCRIPT,
    ])
  })

  it('refuses a page without its entry script or preloads, or without a head', () => {
    expect(() => deferHydration(PAGE.replace(ENTRY, ''))).toThrow(/entry script/)
    expect(() => deferHydration(PAGE.replace(PRELOADS, ''))).toThrow(/modulepreload/)
    expect(() => deferHydration('<body></body>')).toThrow(/<\/head>/)
  })
})

describe('the hydration loader', () => {
  /** Runs the loader's exact text against a page whose hydration has not started yet. */
  function runLoader() {
    const page = new EventTarget()
    const appended: unknown[] = []
    const document = {
      readyState: 'loading',
      visibilityState: 'visible',
      querySelector: () => ({ content: { cloneNode: () => 'hydration code' } }),
      head: { querySelectorAll: () => [], append: (node: unknown) => appended.push(node) },
      addEventListener: () => undefined,
    }
    runInNewContext(HYDRATION_START_SCRIPT, {
      document,
      addEventListener: page.addEventListener.bind(page),
      performance,
      requestAnimationFrame: () => 0,
      setTimeout: () => 0,
    })
    return { page, appended }
  }

  it("marks a navigation that starts before the app's code runs, so the reload guard knows the page is being left", () => {
    performance.clearMarks(LEAVE_MARK)
    const { page, appended } = runLoader()
    expect(watchLeaving(new EventTarget())()).toBe(false)
    page.dispatchEvent(new Event('beforeunload'))
    expect(appended).toEqual([])
    // The app's guard, started afterwards, sees the navigation it missed.
    expect(watchLeaving(new EventTarget())()).toBe(true)
    performance.clearMarks(LEAVE_MARK)
  })
})

import { expect, test as base, type Page } from '@playwright/test'

/** What a page did that a secure page never does; every list should stay empty. */
export interface SecurityLog {
  /** `securitypolicyviolation` events: directive and blocked URL (or "inline"), with the page's URL. */
  violations: string[]
  /** Uncaught exceptions and unhandled rejections. */
  pageErrors: string[]
  /** alert/confirm/prompt dialogs: the usual proof that injected script ran. */
  dialogs: string[]
  /** Console messages about the policies themselves (a malformed CSP, an unknown Permissions-Policy feature). */
  policyMessages: string[]
}

interface Violation {
  directive: string
  blocked: string
  sample: string
  source: string
  page: string
}

declare global {
  interface Window {
    __reportCspViolation?: (violation: Violation) => Promise<void>
  }
}

/**
 * Starts recording CSP violations, page errors and dialogs for every document the page opens
 * from now on (redirect targets and client-side navigations included). Call before `goto`.
 */
export async function watchSecurity(page: Page): Promise<SecurityLog> {
  const log: SecurityLog = { violations: [], pageErrors: [], dialogs: [], policyMessages: [] }
  await page.exposeBinding('__reportCspViolation', (_source, v: Violation) => {
    const detail = [v.sample, v.source && `at ${v.source}`].filter(Boolean).join(' ')
    log.violations.push(`${v.directive} blocked ${v.blocked}${detail ? ` (${detail})` : ''} on ${v.page}`)
  })
  // Runs before any script of each new document, so even a violation in the first inline script
  // of the prerendered HTML is caught.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void window.__reportCspViolation?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI || 'inline',
        sample: event.sample,
        source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : '',
        page: location.href,
      })
    })
  })
  page.on('pageerror', (error) => log.pageErrors.push(`${error.name}: ${error.message}`))
  page.on('console', (message) => {
    if (/Content.Security.Policy|Permissions-Policy|Referrer Policy|Cross-Origin-Opener-Policy/i.test(message.text())) {
      log.policyMessages.push(`${message.type()}: ${message.text()}`)
    }
  })
  page.on('dialog', (dialog) => {
    log.dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  return log
}

/** Empties the log between cases that share a page. */
export function resetLog(log: SecurityLog): void {
  log.violations.length = 0
  log.pageErrors.length = 0
  log.dialogs.length = 0
  log.policyMessages.length = 0
}

export function expectClean(log: SecurityLog, label: string): void {
  expect(log.violations, `${label}: CSP violations`).toEqual([])
  expect(log.pageErrors, `${label}: uncaught page errors`).toEqual([])
  expect(log.dialogs, `${label}: dialogs (injected script ran)`).toEqual([])
  expect(log.policyMessages, `${label}: console messages about the policies`).toEqual([])
}

/**
 * Playwright's `test` with every page watched: a spec that imports `test` from here fails when
 * its page met a CSP violation, an uncaught error, a dialog or a policy console message, with no
 * change to the test bodies. Used by the flows that talk to Firebase (sign-in, callable, auth
 * actions), which must run under the production policy too.
 */
export const test = base.extend<{ securityLog: SecurityLog }>({
  securityLog: [
    async ({ page }, use, testInfo) => {
      const log = await watchSecurity(page)
      await use(log)
      expectClean(log, testInfo.title)
    },
    { auto: true },
  ],
})

// Payloads that leave a trace when they run (a dialog, window.__xss) or when their markup lands
// in the DOM ([data-xss]).
export const XSS = [
  '<script>window.__xss=1;alert(1)</script>',
  '"><img src=x onerror="window.__xss=1;alert(1)" data-xss>',
  "'><svg onload=alert(1) data-xss>",
  'javascript:alert(1)',
  '</script><script>alert(1)</script>',
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
  '<iframe src="javascript:alert(1)" data-xss></iframe>',
]

import { expect, test } from '@playwright/test'
import { gotoHydrated } from './support.ts'

// Every chunk hydration needs is named in the page's HTML, so none waits for the shell to ask for it.
for (const path of ['/', '/ar/license', '/ja/getkinemo']) {
  test(`${path}: hydrating fetches no script its HTML did not preload`, async ({ page }) => {
    const html = await (await page.request.get(path)).text()
    const named = new Set([...html.matchAll(/<(?:link rel="modulepreload"[^>]*href|script type="module" src)="([^"]+)"/g)].map((m) => m[1]))
    const fetched: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.endsWith('.js')) fetched.push(url.pathname)
    })
    await gotoHydrated(page, path)
    await page.waitForLoadState('networkidle')
    expect(fetched.length).toBeGreaterThan(2)
    expect(fetched.filter((script) => !named.has(script))).toEqual([])
  })
}

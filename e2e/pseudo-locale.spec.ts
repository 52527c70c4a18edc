import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, test } from '@playwright/test'

const root = resolve(import.meta.dirname, '..')

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
}

// What only the development pseudo-locale produces: its module id, its Lingui locale and its brackets.
const MARKERS = ['kinemo/pseudo-messages', 'en-XA', '⟦', '⟧']

test('the production build and the prerendered pages contain nothing of the pseudo-locale', () => {
  // The client build and the server build the prerenderer ran (not `npm run bench`'s sourcemapped analysis build in .build/analyze).
  const files = [...filesUnder(join(root, 'dist')), ...filesUnder(join(root, '.build/server'))]
  expect(files.filter((f) => f.endsWith('.html')).length).toBeGreaterThanOrEqual(145)
  const offending = files.filter((file) => {
    const text = readFileSync(file, 'utf8')
    return MARKERS.some((marker) => text.includes(marker))
  })
  expect(offending).toEqual([])
})

test('?pseudo does nothing on the production site', async ({ page }) => {
  await page.goto('/license?pseudo')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('License agreement')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Download' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get Kinemo')
})

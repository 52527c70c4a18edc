/**
 * `npm run brand:images`: renders the favicons, app icons and the 894×651 sharing image from the
 * SVG designs in scripts/brand/ into public/. The PNGs are committed; run this after changing a design.
 * Chromium draws them so the type is the same Inter the site self-hosts.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium } from 'playwright-core'

const root = resolve(import.meta.dirname, '../..')
const brand = import.meta.dirname
const out = join(root, 'public')
mkdirSync(out, { recursive: true })

// Inlined: a page opened with setContent may not load file: URLs.
const interFont = `data:font/woff2;base64,${readFileSync(join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')).toString('base64')}`
const svg = (name: string) => readFileSync(join(brand, name), 'utf8')

const jobs: { file: string; source: string; width: number; height: number }[] = [
  { file: 'favicon-16x16.png', source: svg('icon-small.svg'), width: 16, height: 16 },
  { file: 'favicon-32x32.png', source: svg('icon-small.svg'), width: 32, height: 32 },
  { file: 'apple-touch-icon.png', source: svg('icon-full-bleed.svg'), width: 180, height: 180 },
  { file: 'icon-192.png', source: svg('icon.svg'), width: 192, height: 192 },
  { file: 'icon-512.png', source: svg('icon.svg'), width: 512, height: 512 },
  { file: 'icon-maskable-512.png', source: svg('icon-full-bleed.svg'), width: 512, height: 512 },
  { file: 'og-image.png', source: svg('og-image.svg'), width: 894, height: 651 },
]

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
try {
  for (const job of jobs) {
    const page = await browser.newPage({ viewport: { width: job.width, height: job.height }, deviceScaleFactor: 1 })
    const sized = job.source.replace('<svg ', `<svg width="${job.width}" height="${job.height}" `)
    await page.setContent(
      `<!doctype html><style>@font-face{font-family:Inter;src:url(${interFont}) format('woff2');font-weight:100 900}
      html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
    )
    await page.evaluate(() => document.fonts.ready)
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: job.width, height: job.height } })
    writeFileSync(join(out, job.file), png)
    await page.close()
    console.log(`public/${job.file} ${job.width}×${job.height}`)
  }
  writeFileSync(join(out, 'favicon.svg'), svg('icon.svg'))
} finally {
  await browser.close()
}

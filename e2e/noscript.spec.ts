/**
 * The account pages without JavaScript. Playwright's `javaScriptEnabled: false` stops scripts but
 * leaves Chromium's parser treating <noscript> as raw text; the browser's own switch (the blink
 * setting a visitor's "JavaScript blocked" sets) makes it render <noscript> as a visitor sees it.
 */
import { expect, test } from '@playwright/test'
import { CHROME_QUIET_FLAGS, TEST_CHROME_PATH } from './lib/chrome.ts'

test.use({
  javaScriptEnabled: false,
  launchOptions: { executablePath: TEST_CHROME_PATH, args: [...CHROME_QUIET_FLAGS, '--blink-settings=scriptEnabled=false'] },
})

const TEXT = {
  en: {
    prefix: '',
    notice: "This page needs JavaScript. Turn it on in your browser's settings, then reload the page.",
    checking: 'Checking your link…',
  },
  ar: {
    prefix: '/ar',
    notice: 'تحتاج هذه الصفحة إلى JavaScript. فعّله في إعدادات متصفحك، ثم أعد تحميل الصفحة.',
    checking: 'جارٍ التحقق من الرابط…',
  },
  ja: {
    prefix: '/ja',
    notice: 'このページを使うにはJavaScriptが必要です。ブラウザの設定で有効にしてから、ページを再読み込みしてください。',
    checking: 'リンクを確認しています…',
  },
} as const

for (const [locale, text] of Object.entries(TEXT)) {
  for (const path of ['auth_action', 'applycode']) {
    test(`${locale}: /${path} says JavaScript is needed instead of a spinner that never ends`, async ({ page }) => {
      await page.goto(`${text.prefix}/${path}?mode=verifyEmail&oobCode=abc123`)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      // Playwright's text and role queries never look inside <noscript>, so the notice is found by its class.
      const notice = page.locator('noscript > .noscript-notice')
      await expect(notice).toBeVisible()
      await expect(notice).toHaveText(text.notice)
      // No busy state is left on screen that could never finish.
      await expect(page.locator('.form-spinner:visible')).toHaveCount(0)
      if (path === 'auth_action') await expect(page.getByText(text.checking)).toBeHidden()
      expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull()
    })
  }
}

import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/** The reference app's two locales; enough to time a language switch the way the site does it. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'] }],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
})

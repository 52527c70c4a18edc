import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { LOCALE_CODES } from './src/lib/i18n/locale-table.ts'

export default defineConfig({
  sourceLocale: 'en',
  locales: [...LOCALE_CODES],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
})

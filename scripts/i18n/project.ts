import { resolve } from 'node:path'
import { DEFAULT_LOCALE, LOCALE_CODES } from '../../src/lib/i18n/locale-table.ts'
import type { PageKey } from '../../src/lib/content/pages.ts'
import type { I18nProject } from './run-checks.ts'

/**
 * The legal documents are written in English; a locale without its own translation shows the
 * English text with a translated notice, so their content files may be absent.
 */
export const ENGLISH_ONLY_PAGES: readonly PageKey[] = ['license', 'copyright_policy', 'privacy_and_cookie_policy']

const rootDir = resolve(import.meta.dirname, '..', '..')

/** This repository, as the i18n scripts see it. */
export const PROJECT: I18nProject = {
  rootDir,
  linguiConfig: resolve(rootDir, 'lingui.config.ts'),
  contentDir: resolve(rootDir, 'content'),
  catalogsDir: resolve(rootDir, 'src/locales'),
  locales: LOCALE_CODES,
  sourceLocale: DEFAULT_LOCALE,
  englishOnlyPages: ENGLISH_ONLY_PAGES,
}

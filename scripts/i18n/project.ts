import { resolve } from 'node:path'
import { DEFAULT_LOCALE, LOCALE_CODES } from '../../src/lib/i18n/locale-table.ts'
import { pagesWhere, type PageFeature, type PageKey } from '../../src/lib/content/pages.ts'
import type { I18nProject } from './run-checks.ts'

/** The feature whose pages show the English text, with a translated notice, in a locale without their own (legal-document.tsx). */
const ENGLISH_FALLBACK_FEATURE: PageFeature = 'legal'

/** The pages whose content files may be absent in a locale: the page table's rows of that feature. */
export const ENGLISH_ONLY_PAGES: readonly PageKey[] = pagesWhere((page) => page.feature === ENGLISH_FALLBACK_FEATURE)

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

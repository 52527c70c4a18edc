import type { I18n } from '@lingui/core'
import type { PageKey } from '@/features/content/pages'
import { PAGE_TITLES } from './page-titles'

/** The head of one page in the active locale. */
export function pageHead(i18n: I18n, page: PageKey) {
  const { title, description } = PAGE_TITLES[page]
  return {
    meta: [{ title: i18n._(title) }, { name: 'description', content: i18n._(description) }],
  }
}

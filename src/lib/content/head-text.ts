import type { MessageDescriptor } from '@lingui/core'

/**
 * A page's document title and meta description, kept by its feature in `head-text.ts` so they go
 * in that page's catalog part (src/lib/i18n/catalog-parts.ts). Without a description the page
 * uses the site's own.
 */
export interface PageHeadText {
  title: MessageDescriptor
  description?: MessageDescriptor
}

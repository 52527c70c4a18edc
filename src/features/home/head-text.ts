import { msg } from '@lingui/core/macro'
import { SITE } from '@/config/site'
import type { PageHeadText } from '@/lib/content/head-text'

// Named, so the messages' placeholder is {name}, as translators know it.
const name = SITE.name

/** Its description is the site's own (src/features/seo/page-head.ts). */
export const HOME_HEAD: PageHeadText = {
  title: msg({ message: `Introducing ${name}`, comment: 'Document title of the home page; keep under 60 characters' }),
}

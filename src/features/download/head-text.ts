import { msg } from '@lingui/core/macro'
import { SITE } from '@/config/site'
import type { PageHeadText } from '@/lib/content/head-text'

// Named, so the messages' placeholder is {name}, as translators know it.
const name = SITE.name

export const DOWNLOAD_HEAD: PageHeadText = {
  title: msg({
    message: `Download ${name} for iPhone, iPad and Android`,
    comment: 'Document title of the download page; keep under 60 characters',
  }),
  description: msg({
    message: `Get ${name} free on the App Store and Google Play. See system requirements and what is new in the latest version.`,
    comment: 'Meta description of the download page; keep under 160 characters',
  }),
}

import { msg } from '@lingui/core/macro'
import { SITE } from '@/config/site'
import type { PageHeadText } from '@/lib/content/head-text'

// Named, so the messages' placeholder is {name}, as translators know it.
const name = SITE.name

export const PROMO_HEAD: PageHeadText = {
  title: msg({ message: `${name} Pro offer`, comment: 'Document title of the promotion page; keep under 60 characters' }),
  description: msg({
    message: `Unlock ${name} Pro with this limited-time offer: no watermark, premium effects and cloud backup.`,
    comment: 'Meta description of the promotion page; keep under 160 characters',
  }),
}

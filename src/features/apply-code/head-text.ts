import { msg } from '@lingui/core/macro'
import { SITE } from '@/config/site'
import type { PageHeadText } from '@/lib/content/head-text'

// Named, so the messages' placeholder is {name}, as translators know it.
const name = SITE.name

export const APPLY_CODE_HEAD: PageHeadText = {
  title: msg({ message: `Redeem a ${name} code`, comment: 'Document title of the apply-code page; keep under 60 characters' }),
  description: msg({
    message: `Sign in and redeem your ${name} promo code to unlock Pro features on your account.`,
    comment: 'Meta description of the apply-code page; keep under 160 characters',
  }),
}

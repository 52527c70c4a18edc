import { msg } from '@lingui/core/macro'
import { SITE } from '@/config/site'
import type { PageHeadText } from '@/lib/content/head-text'

// Named, so the messages' placeholder is {name}, as translators know it.
const name = SITE.name

export const AUTH_ACTION_HEAD: PageHeadText = {
  title: msg({
    message: `${name} account`,
    comment: 'Document title of the account email action page (password reset, email verification); keep under 60 characters',
  }),
  description: msg({
    message: `Finish the action from your ${name} account email: reset your password, verify or restore your email address.`,
    comment: 'Meta description of the account email action page; keep under 160 characters',
  }),
}

import { msg } from '@lingui/core/macro'
import { SITE } from '@/config/site'
import type { PageHeadText } from '@/lib/content/head-text'

// Named, so the messages' placeholder is {name}, as translators know it.
const name = SITE.name

export const LICENSE_HEAD: PageHeadText = {
  title: msg({ message: `${name} license agreement`, comment: 'Document title of the end-user license page; keep under 60 characters' }),
  description: msg({
    message: `The terms under which you may use the ${name} app and its content.`,
    comment: 'Meta description of the license page; keep under 160 characters',
  }),
}

export const COPYRIGHT_POLICY_HEAD: PageHeadText = {
  title: msg({ message: `${name} copyright policy`, comment: 'Document title of the copyright policy page; keep under 60 characters' }),
  description: msg({
    message: `How ${name} respects intellectual property and how to report content that infringes your copyright.`,
    comment: 'Meta description of the copyright policy page; keep under 160 characters',
  }),
}

export const PRIVACY_POLICY_HEAD: PageHeadText = {
  title: msg({
    message: `${name} privacy and cookie policy`,
    comment: 'Document title of the privacy and cookie policy page; keep under 60 characters',
  }),
  description: msg({
    message: `What data ${name} collects, why, how long it is kept, which cookies the site uses, and the choices you have.`,
    comment: 'Meta description of the privacy page; keep under 160 characters',
  }),
}

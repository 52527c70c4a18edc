import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { SITE } from '@/config/site'
import type { PageKey } from '@/lib/content/pages'

const name = SITE.name

export const PAGE_TITLES: Record<PageKey, { title: MessageDescriptor; description: MessageDescriptor }> = {
  home: {
    title: msg({ message: `Introducing ${name}`, comment: 'Document title of the home page; keep under 60 characters' }),
    description: msg({
      message: `${name} is the video and motion graphics editor for your phone: keyframes, effects and 4K export, made for creators.`,
      comment: 'Meta description of the home page; keep under 160 characters',
    }),
  },
  getkinemo: {
    title: msg({
      message: `Download ${name} for iPhone, iPad and Android`,
      comment: 'Document title of the download page; keep under 60 characters',
    }),
    description: msg({
      message: `Get ${name} free on the App Store and Google Play. See system requirements and what is new in the latest version.`,
      comment: 'Meta description of the download page; keep under 160 characters',
    }),
  },
  promo: {
    title: msg({ message: `${name} Pro offer`, comment: 'Document title of the promotion page; keep under 60 characters' }),
    description: msg({
      message: `Unlock ${name} Pro with this limited-time offer: no watermark, premium effects and cloud backup.`,
      comment: 'Meta description of the promotion page; keep under 160 characters',
    }),
  },
  applycode: {
    title: msg({ message: `Redeem a ${name} code`, comment: 'Document title of the apply-code page; keep under 60 characters' }),
    description: msg({
      message: `Sign in and redeem your ${name} promo code to unlock Pro features on your account.`,
      comment: 'Meta description of the apply-code page; keep under 160 characters',
    }),
  },
  auth_action: {
    title: msg({
      message: `${name} account`,
      comment: 'Document title of the account email action page (password reset, email verification); keep under 60 characters',
    }),
    description: msg({
      message: `Finish the action from your ${name} account email: reset your password, verify or restore your email address.`,
      comment: 'Meta description of the account email action page; keep under 160 characters',
    }),
  },
  license: {
    title: msg({ message: `${name} license agreement`, comment: 'Document title of the end-user license page; keep under 60 characters' }),
    description: msg({
      message: `The terms under which you may use the ${name} app and its content.`,
      comment: 'Meta description of the license page; keep under 160 characters',
    }),
  },
  copyright_policy: {
    title: msg({ message: `${name} copyright policy`, comment: 'Document title of the copyright policy page; keep under 60 characters' }),
    description: msg({
      message: `How ${name} respects intellectual property and how to report content that infringes your copyright.`,
      comment: 'Meta description of the copyright policy page; keep under 160 characters',
    }),
  },
  privacy_and_cookie_policy: {
    title: msg({
      message: `${name} privacy and cookie policy`,
      comment: 'Document title of the privacy and cookie policy page; keep under 60 characters',
    }),
    description: msg({
      message: `What data ${name} collects, why, how long it is kept, which cookies the site uses, and the choices you have.`,
      comment: 'Meta description of the privacy page; keep under 160 characters',
    }),
  },
}

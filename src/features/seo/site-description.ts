import { msg } from '@lingui/core/macro'
import { SITE } from '@/config/site'

const name = SITE.name

/** The site's and the app's description in every page's structured data, and the home page's meta description. */
export const SITE_DESCRIPTION = msg({
  message: `${name} is the video and motion graphics editor for your phone: keyframes, effects and 4K export, made for creators.`,
  comment: 'Meta description of the home page; keep under 160 characters',
})

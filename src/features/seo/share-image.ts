import { msg } from '@lingui/core/macro'
import { SITE } from '@/config/site'

/** Alt text of the sharing image (public/og-image.png), for Open Graph and Twitter cards. */
export const SHARE_IMAGE_ALT = msg({
  message: `${SITE.name} logo and the tagline “Reimagine Creativity” beside a phone showing the ${SITE.name} editor with an animation timeline`,
  comment: 'Alt text of the social sharing preview image (read by screen readers on social networks); keep under 200 characters. The tagline may be translated',
})

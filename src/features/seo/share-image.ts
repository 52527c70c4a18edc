import { msg } from '@lingui/core/macro'
import { SITE } from '@/config/site'

const name = SITE.name

/** Alt text of the sharing image (public/og-image.png), for Open Graph and Twitter cards. */
export const SHARE_IMAGE_ALT = msg({
  message: `${name} logo and the tagline “Reimagine Creativity” beside a phone showing the ${name} editor with an animation timeline`,
  comment:
    'Alt text of the social sharing preview image (read by screen readers on social networks); keep under 200 characters. The image shows the tagline in English: quote it as shown, then the glossary’s tagline in brackets',
})

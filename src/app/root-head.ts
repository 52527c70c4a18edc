import { SITE } from '@/config/site'
import * as env from '@/config/env'
import { contextI18n, localeOf } from '@/lib/i18n/catalog'
import { localeInfo } from '@/lib/i18n/locales'
import { localeFonts } from '@/features/fonts/font-assets'
import { SHARE_IMAGE_ALT } from '@/features/seo/share-image'
import { absoluteUrl, ogLocale } from '@/features/seo/site-urls'
import { LAYOUT_END_ID } from './layout/site-layout'

export interface RootHeadContext {
  match: { context: Parameters<typeof contextI18n>[0] }
}

/** Head tags every page shares, in the path's locale; page routes add title, description, URLs and structured data. */
export function rootHead({ match }: RootHeadContext) {
  // The root's beforeLoad put the catalog of the path's locale in the context.
  const i18n = contextI18n(match.context)
  const locale = localeOf(i18n)
  const image = absoluteUrl(env.VITE_SITE_URL, SITE.previewImage.path)
  const imageAlt = i18n._(SHARE_IMAGE_ALT)
  const fonts = localeFonts(locale)
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { name: 'application-name', content: SITE.name },
      { name: 'apple-mobile-web-app-title', content: SITE.name },
      { property: 'og:site_name', content: SITE.name },
      { property: 'og:locale', content: ogLocale(localeInfo(locale).iso) },
      { property: 'og:image', content: image },
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:width', content: String(SITE.previewImage.width) },
      { property: 'og:image:height', content: String(SITE.previewImage.height) },
      { property: 'og:image:alt', content: imageAlt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:site', content: SITE.handle },
      { name: 'twitter:image', content: image },
      { name: 'twitter:image:alt', content: imageAlt },
    ],
    links: [
      // No frame before the parser has reached the end of the site layout (Chromium; other engines
      // ignore it). Once the CSS is in, a slow phone whose parser paused in the header painted the
      // header alone, and one whose parser paused in the footer painted the page without the cookie
      // notice, which then appeared over it. The notice's placement script comes just before the
      // end, and it waits for the CSS: an element counts once its start tag is parsed, so naming the
      // script itself let a frame in between the CSS landing and the script running.
      { rel: 'expect', href: `#${LAYOUT_END_ID}`, blocking: 'render' },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'icon', href: '/favicon-32x32.png', type: 'image/png', sizes: '32x32' },
      { rel: 'icon', href: '/favicon-16x16.png', type: 'image/png', sizes: '16x16' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png', sizes: '180x180' },
      { rel: 'manifest', href: '/manifest.webmanifest' },
      // Font files are fetched in CORS mode, so the preload must be too or it is not reused.
      ...fonts.preload.map((href) => ({ rel: 'preload', href, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' as const })),
      ...fonts.stylesheets.map((href) => ({ rel: 'stylesheet', href })),
    ],
  }
}

import { SITE } from '@/config/site'

/**
 * A theme-color per colour scheme, so the browser's toolbar matches the page from the first paint.
 * Rendered here rather than by the root route's head(), which keeps one meta per name.
 */
export function ThemeColors() {
  return (
    <>
      <meta name="theme-color" media="(prefers-color-scheme: light)" content={SITE.themeColor.light} />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content={SITE.themeColor.dark} />
    </>
  )
}

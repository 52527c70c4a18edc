import { useEffect, useState } from 'react'
import type { LocaleCode } from '@/lib/i18n/locales'
import { importOnce } from '@/lib/import-once'
import { storeUrl } from '@/components/store-links'
import { detectPlatform } from './platform'

const importInstalledApp = importOnce(() => import('./installed-app'))

/**
 * On Android, the link that opens the installed app (installed-app.ts), once the browser has said
 * it is installed; undefined before (the server, hydration), elsewhere, and if the module cannot load
 * (offline): the Play badge then stays, which is right either way.
 */
export function useOpenAppLink(locale: LocaleCode): string | undefined {
  const [link, setLink] = useState<string>()
  useEffect(() => {
    if (detectPlatform(navigator.userAgent) !== 'android') return
    const playUrl = storeUrl('android', locale)
    // A late answer after the page has gone sets state nobody reads: React ignores it.
    void importInstalledApp()
      .then((m) => m.installedAppLink(navigator, locale, playUrl))
      .then(setLink, () => setLink(undefined))
  }, [locale])
  return link
}

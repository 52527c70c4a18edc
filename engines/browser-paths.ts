/** Where the engine journeys find their browsers (Debian's packages; each path can be overridden). */
import { existsSync } from 'node:fs'

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

const MINIBROWSER_CANDIDATES = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/libexec/webkit2gtk-4.1/MiniBrowser',
]
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? MINIBROWSER_CANDIDATES.find((path) => existsSync(path)) ?? MINIBROWSER_CANDIDATES[0] ?? ''
export const WEBDRIVER_PATH = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver'

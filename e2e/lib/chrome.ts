/** The Chromium every measurement uses: Debian's by default, flags that keep runs quiet and comparable. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/** Flags without the headless switch (Playwright adds its own). */
export const CHROME_QUIET_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
] as const

/** The Chromium every measurement uses (the bench, the brand images): Debian's browser by default. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/**
 * The Chromium the end-to-end tests drive: Debian's headless shell, the same engine without the
 * browser's own windows and their WebUI renderers, which no test looks at but a 2-core machine pays
 * for on every new context.
 */
export const TEST_CHROME_PATH = process.env.TEST_CHROME_PATH ?? '/usr/bin/chromium-headless-shell'

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

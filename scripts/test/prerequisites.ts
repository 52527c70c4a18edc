import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { TEST_CHROME_PATH } from '../../e2e/lib/chrome.ts'
import { FIREFOX_PATH, MINIBROWSER_PATH, WEBDRIVER_PATH } from '../../engines/browser-paths.ts'

/** Something `npm test` needs from the machine, and how to get it on Debian. */
export interface Prerequisite {
  name: string
  present: () => boolean
  install: string
}

const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
const fontFor = (query: string, family: RegExp) => {
  const listed = spawnSync('fc-list', [query, 'family'], { encoding: 'utf8' })
  return listed.status === 0 && family.test(listed.stdout)
}
const apt = (packages: string) => `apt-get install -y ${packages}`

export const PREREQUISITES: readonly Prerequisite[] = [
  {
    name: 'Node 24',
    present: () => Number(process.versions.node.split('.')[0]) === 24,
    install: 'npm install -g node@24',
  },
  {
    name: "Chromium's headless shell (TEST_CHROME_PATH or /usr/bin/chromium-headless-shell)",
    present: () => existsSync(TEST_CHROME_PATH),
    install: apt('chromium-headless-shell'),
  },
  {
    name: 'Firefox ESR (FIREFOX_PATH or /usr/bin/firefox-esr)',
    present: () => existsSync(FIREFOX_PATH),
    install: apt('firefox-esr'),
  },
  {
    name: "WebKitGTK's WebDriver and MiniBrowser",
    present: () => existsSync(WEBDRIVER_PATH) && existsSync(MINIBROWSER_PATH),
    install: apt('webkit2gtk-driver libwebkit2gtk-4.1-0'),
  },
  { name: 'xvfb-run (a display for WebKit)', present: () => onPath('xvfb-run'), install: apt('xvfb xauth') },
  {
    name: 'locale sources (a browser language for WebKit)',
    present: () => existsSync('/usr/share/i18n/locales/de_DE'),
    install: apt('locales'),
  },
  { name: 'Noto Sans CJK', present: () => fontFor(':lang=ja', /^Noto Sans CJK/m), install: apt('fonts-noto-cjk') },
  {
    name: 'Noto Sans Devanagari, Thai and Arabic',
    present: () => fontFor(':lang=hi', /^Noto Sans Devanagari/m),
    install: apt('fonts-noto-core'),
  },
  { name: 'Liberation Sans', present: () => fontFor('Liberation Sans', /Liberation Sans/), install: apt('fonts-liberation') },
]

/** The missing prerequisites, each with its install command; empty when the machine has all. */
export function missingPrerequisites(list: readonly Prerequisite[] = PREREQUISITES): string[] {
  return list.filter((p) => !p.present()).map((p) => `- ${p.name}: ${p.install}`)
}

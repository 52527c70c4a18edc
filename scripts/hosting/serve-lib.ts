import { addSources, parseCsp } from '../build/csp.ts'
import { EMULATOR_PORT_OFFSETS as OFFSETS } from '../../src/config/emulator-ports.ts'
import { builtHosting, hostingSection, type HostingBuild } from './config.ts'
import { isRecord } from '../lib/is-record.ts'

/**
 * The hosting config with the local auth and functions emulators added to the CSP's connect-src
 * (the web app calls them) and frame-src (the auth emulator's sign-in iframe), in every policy
 * that has both. Only the local config gets them: the production policy names Google's hosts and
 * the project's own alone.
 */
function hasFetchDirectives(policy: string): boolean {
  const parsed = parseCsp(policy)
  return parsed.has('connect-src') && parsed.has('frame-src')
}

export function withEmulatorOrigins(hosting: unknown, origins: readonly string[]): unknown {
  if (!isRecord(hosting) || !Array.isArray(hosting.headers)) return hosting
  const headers = hosting.headers.map((rule: unknown) => {
    if (!isRecord(rule) || !Array.isArray(rule.headers)) return rule
    return {
      ...rule,
      headers: rule.headers.map((header: unknown) =>
        isRecord(header) && header.key === 'Content-Security-Policy' && typeof header.value === 'string' && hasFetchDirectives(header.value)
          ? { ...header, value: addSources(header.value, { 'connect-src': origins, 'frame-src': origins }) }
          : header,
      ),
    }
  })
  return { ...hosting, headers }
}

/** A header of the rule firebase.json applies to every response (`"regex": "^/"`). */
export function globalHeader(config: unknown, key: string): string | undefined {
  if (!isRecord(config) || !isRecord(config.hosting) || !Array.isArray(config.hosting.headers)) return undefined
  for (const rule of config.hosting.headers as unknown[]) {
    if (!isRecord(rule) || rule.regex !== '^/' || !Array.isArray(rule.headers)) continue
    for (const header of rule.headers as unknown[]) {
      if (isRecord(header) && header.key === key && typeof header.value === 'string') return header.value
    }
  }
  return undefined
}

/**
 * The applyCode callable's test fixture (functions/). It lives only in the local configuration,
 * never in firebase.json, so no deploy command can ship it.
 */
export const FIXTURE_FUNCTIONS = [{ source: 'functions', codebase: 'fixture', runtime: 'nodejs24', ignore: ['node_modules', '*.test.ts'] }]

/**
 * The local configuration: the build's hosting (firebase.json completed by the build, see
 * config.ts) with the emulators' origins in its policy, every emulator moved to a port
 * derived from the hosting port, and the functions fixture.
 */
export function emulatorConfig(base: Record<string, unknown>, port: number, build?: HostingBuild): Record<string, unknown> {
  const emulators: Record<string, unknown> = { ui: { enabled: false }, singleProjectMode: true }
  for (const [name, offset] of Object.entries(OFFSETS)) emulators[name] = { host: '127.0.0.1', port: port + offset }
  // The page reaches the emulators on the host it was loaded from, so both loopback names.
  const origins = [port + OFFSETS.auth, port + OFFSETS.functions].flatMap((p) => [`http://127.0.0.1:${p}`, `http://localhost:${p}`])
  // Without a build (the benchmark's reference app) the hosting section is served as given.
  if (!build) return { ...base, hosting: withEmulatorOrigins(base.hosting, origins), emulators }
  const hosting = builtHosting(hostingSection(base), build)
  return { ...base, hosting: withEmulatorOrigins(hosting, origins), emulators, functions: FIXTURE_FUNCTIONS }
}

/**
 * A request URL the hosting emulator can handle. It passes every URL to `decodeURI` and to
 * `new URL(url, base)` outside any error handler, so one request like `/%E0%A4%A` (a malformed
 * escape) or `//%5Cx` (read as a URL with an invalid host) throws and the CLI exits, ending every
 * test that shares the server. Such URLs are rewritten so they name no file and get the 404 page,
 * as they do on Hosting: malformed escapes have their `%` escaped as `%25`, and a leading run of
 * slashes that parses as a host keeps one slash and escapes the rest. A path of slashes alone
 * (`//`) is left for firebase.json's redirect to `/`, which answers before the code that would
 * throw. Path segments longer than a file name may be (255 bytes) are cut to 200 characters: the
 * emulator looks paths up on disk and answers 500 for them, where Hosting answers 404.
 * Other URLs are unchanged.
 */
const MAX_SEGMENT = 200

/** Cuts a path segment to 200 characters, never inside a `%XX` escape. */
function shortSegment(segment: string): string {
  if (segment.length <= MAX_SEGMENT) return segment
  const cut = segment.slice(0, MAX_SEGMENT)
  return cut.replace(/%[0-9A-Fa-f]?$/, '')
}

/** A run of `%XX` escapes with the `%` of each byte that is not part of valid UTF-8 escaped. */
function literalInvalidEscapes(run: string): string {
  const escapes = run.match(/%[0-9A-Fa-f]{2}|%/g) ?? []
  let out = ''
  for (let i = 0; i < escapes.length;) {
    const lead = parseInt(escapes[i]?.slice(1) ?? '', 16)
    const length = lead < 0x80 ? 1 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 0
    const sequence = escapes.slice(i, i + length).join('')
    if (length > 0 && safeDecode(sequence)) {
      out += sequence
      i += length
    } else {
      out += (escapes[i] ?? '').replace('%', '%25')
      i += 1
    }
  }
  return out
}

function safeDecode(text: string): boolean {
  try {
    decodeURIComponent(text)
    return true
  } catch {
    return false
  }
}

export function wellFormedUrl(url: string): string {
  const query = url.search(/[?#]/)
  const path = query === -1 ? url : url.slice(0, query)
  let out = path.split('/').map(shortSegment).join('/') + (query === -1 ? '' : url.slice(query))
  try {
    decodeURI(out)
  } catch {
    out = out.replace(/(?:%[0-9A-Fa-f]{2})+|%/g, literalInvalidEscapes)
  }
  if (!URL.canParse(out, 'http://127.0.0.1') && !/^\/+(?:[?#].*)?$/.test(out)) {
    out = out.replace(/^[/\\]+/, (run) => `/${encodeURIComponent(run.slice(1))}`)
  }
  return out
}

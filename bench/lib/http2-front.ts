/**
 * Firebase Hosting serves visitors over HTTP/2 and TLS; its emulator speaks HTTP/1.1 in the clear.
 * Over HTTP/1.1 a browser spreads a page's requests over up to six connections, and Lighthouse's
 * simulation gives each new one a handshake and a slow start of its own: the font a page preloads
 * beside its stylesheet costs three simulated round trips (450 ms) that a visitor's one warm
 * HTTP/2 connection does not. So the benchmark's browsers reach both servers through this front:
 * HTTP/2 over TLS, with a certificate made for the run, each request passed to the emulator as it
 * came and each response passed back as it went (compressed by the emulator, as by Hosting's CDN).
 */
import { execFileSync } from 'node:child_process'
import { X509Certificate, createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { Agent, request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http'
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse, type ServerHttp2Session } from 'node:http2'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { start, type Server } from './processes.ts'

export interface Certificate {
  key: string
  cert: string
  /** The SHA-256 of the certificate's public key, base64: what Chromium's `--ignore-certificate-errors-spki-list` takes. */
  spki: string
}

/** A self-signed certificate for 127.0.0.1, made with the system's openssl and valid for two days. */
export function makeCertificate(): Certificate {
  const dir = mkdtempSync(join(tmpdir(), 'kinemo-bench-tls-'))
  try {
    const keyFile = join(dir, 'key.pem')
    const certFile = join(dir, 'cert.pem')
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    )
    const cert = readFileSync(certFile, 'utf8')
    const spkiDer = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' })
    return { key: readFileSync(keyFile, 'utf8'), cert, spki: createHash('sha256').update(spkiDer).digest('base64') }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Chromium's flag that accepts this certificate as if a trusted authority had signed it. */
export const trustFlag = (certificate: Certificate) => `--ignore-certificate-errors-spki-list=${certificate.spki}`

/** Headers about one hop's connection: HTTP/2 forbids them, and they are not the other hop's. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'host', 'http2-settings'])

/** A request's headers for the HTTP/1.1 hop: no pseudo-headers, `:authority` as `host`. */
export function upstreamHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith(':') || HOP_BY_HOP.has(name) || value === undefined) continue
    out[name] = value
  }
  const authority = headers[':authority'] ?? headers.host
  if (typeof authority === 'string') out.host = authority
  return out
}

/** A response's headers for the HTTP/2 hop. */
export function downstreamHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(headers)) {
    if (HOP_BY_HOP.has(name) || value === undefined) continue
    out[name] = value
  }
  return out
}

/** `server` behind an HTTP/2 and TLS front on `port` (0: any free one); stopping the front stops the server too. */
export async function http2Front(server: Server, port: number, certificate: Pick<Certificate, 'key' | 'cert'>): Promise<Server> {
  const upstream = new URL(server.origin)
  const agent = new Agent({ keepAlive: true })
  const front = createSecureServer(
    { key: certificate.key, cert: certificate.cert },
    (req: Http2ServerRequest, res: Http2ServerResponse) => {
      const forward = request(
        {
          agent,
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: upstreamHeaders(req.headers),
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, downstreamHeaders(answer.headers))
          answer.pipe(res)
        },
      )
      forward.on('error', () => {
        if (!res.headersSent) res.writeHead(502)
        res.end()
      })
      req.pipe(forward)
    },
  )
  // A browser keeps its HTTP/2 session open: closed here, or the server would wait for it.
  const sessions = new Set<ServerHttp2Session>()
  front.on('session', (session) => {
    sessions.add(session)
    session.once('close', () => sessions.delete(session))
  })
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject)
    front.listen(port, '127.0.0.1', () => resolve())
  })
  const address = front.address()
  if (address === null || typeof address === 'string') throw new Error('The HTTP/2 front has no port')
  return {
    origin: `https://127.0.0.1:${String(address.port)}`,
    stop: async () => {
      const closed = new Promise<void>((resolve) => front.close(() => resolve()))
      for (const session of sessions) session.destroy()
      await closed
      agent.destroy()
      await server.stop()
    },
  }
}

/**
 * `http2Front` in a process of its own at the lowest CPU priority (`nice -n 19`), so that the
 * measured browser gets the machine's cores first; stopping it stops the server too.
 */
export async function http2FrontProcess(server: Server, port: number, certificate: Certificate): Promise<Server> {
  const running = start('nice', ['-n', '19', process.execPath, import.meta.filename], {
    env: {
      ...process.env,
      FRONT_UPSTREAM: server.origin,
      FRONT_PORT: String(port),
      FRONT_KEY: certificate.key,
      FRONT_CERT: certificate.cert,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const stop = async () => {
    await running.stop()
    await server.stop()
  }
  const { stdout } = running.child
  if (!stdout) throw new Error('The HTTP/2 front has no output to say it is ready')
  const ready = new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: stdout })
    lines.on('line', (line) => {
      const origin = /^ready (https:\/\/\S+)$/.exec(line)?.[1]
      if (origin) resolve(origin)
    })
    running.child.once('exit', (code) => reject(new Error(`The HTTP/2 front exited with ${String(code)} before it was ready`)))
  })
  try {
    return { origin: await ready, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

// Run by http2FrontProcess as a process of its own, so that the front can be given the lowest CPU
// priority: sharing the cores with the measured browser, it would lengthen the very tasks Lighthouse counts.
if (import.meta.main) {
  const { FRONT_UPSTREAM: upstream, FRONT_PORT: port, FRONT_KEY: key, FRONT_CERT: cert } = process.env
  if (!upstream || !port || !key || !cert) throw new Error('FRONT_UPSTREAM, FRONT_PORT, FRONT_KEY and FRONT_CERT must be set')
  const front = await http2Front({ origin: upstream, stop: () => Promise.resolve() }, Number(port), { key, cert })
  process.once('SIGTERM', () => void front.stop().then(() => process.exit(0)))
  console.log(`ready ${front.origin}`)
}
